import { describe, expect, it } from 'vitest';
import { BRAZIL_HUB_GROUPS, HUB_GROUPS, INTERNATIONAL_HUB_GROUPS } from './hubs';

describe('hubs reference (SPEC §9)', () => {
  it('has six groups with the spec counts', () => {
    expect(HUB_GROUPS.map((g) => [g.titulo, g.hubs.length])).toEqual([
      ['América do Norte', 7],
      ['América do Sul', 4],
      ['Europa', 8],
      ['Ásia e Oriente Médio', 10],
      ['Oceania e África', 6],
      ['Brasil', 12],
    ]);
    expect(INTERNATIONAL_HUB_GROUPS.flatMap((g) => g.hubs)).toHaveLength(35);
    expect(BRAZIL_HUB_GROUPS.flatMap((g) => g.hubs)).toHaveLength(12);
  });

  it('uses unique three-letter IATA codes', () => {
    const codes = HUB_GROUPS.flatMap((g) => g.hubs.map((h) => h.codigo_iata));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('gives every Brazilian hub a type and a region', () => {
    for (const h of BRAZIL_HUB_GROUPS.flatMap((g) => g.hubs)) {
      expect(h.pais).toBe('Brasil');
      expect(h.tipo).toBeTruthy();
      expect(['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul']).toContain(h.regiao);
    }
  });
});
