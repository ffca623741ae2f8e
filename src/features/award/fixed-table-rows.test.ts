import { describe, expect, it } from 'vitest';
import { cabinsAsked, fixedTableRows } from './fixed-table-rows';

describe('fixedTableRows', () => {
  it('builds one reference row per programme and cabin asked, miles from the region table, fees from the demo pricing', () => {
    const rows = fixedTableRows(['SMILES', 'LATAM'], { origin: 'gru', destination: 'mia' }, 'ALL');
    expect(rows.map((r) => [r.program, r.cabin_class, r.miles_cost, r.fees])).toEqual([
      ['Smiles', 'ECONOMY', 57000, 150],
      ['Smiles', 'BUSINESS', 114000, 150],
      ['Smiles', 'FIRST', 171000, 250],
      ['LATAM Pass', 'ECONOMY', 57000, 150],
      ['LATAM Pass', 'BUSINESS', 114000, 150],
      ['LATAM Pass', 'FIRST', 171000, 250],
    ]);
    for (const row of rows) {
      expect(row.source).toBe('fixed_table');
      expect(row.id).toMatch(/^tabela-fixa-/);
      expect(row.miles_estimated).toBe(true);
      expect(row.available_seats).toBeNull();
      expect(row.flight_date).toBe('');
      expect(row.origin).toBe('GRU');
      expect(row.notes).toMatch(/sem consulta de disponibilidade/);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('shows Virgin Atlantic under LATAM Pass', () => {
    const [row] = fixedTableRows(['VIRGIN'], { origin: 'GRU', destination: 'MIA' }, 'ECONOMY');
    expect(row).toMatchObject({ program: 'LATAM Pass', original_program: 'Virgin Atlantic', cabin_class: 'ECONOMY' });
  });

  it("falls back to the programme's fallback miles when the region pair is not priced", () => {
    const rows = fixedTableRows(
      ['AZUL', 'SMILES', 'LATAM', 'VIRGIN'],
      { origin: 'XXX', destination: 'MIA' },
      'BUSINESS',
    );
    expect(rows.map((r) => r.miles_cost)).toEqual([25000, 24000, 30000, 15000]);
    expect(rows.map((r) => r.fees)).toEqual([200, 200, 200, 200]);
  });

  it('asks for one cabin, or all three for ALL', () => {
    expect(cabinsAsked('ALL')).toEqual(['ECONOMY', 'BUSINESS', 'FIRST']);
    expect(cabinsAsked('FIRST')).toEqual(['FIRST']);
  });
});
