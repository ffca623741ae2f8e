import { describe, expect, it } from 'vitest';
import type { AwardFlight } from '../schemas/award';
import {
  acceptStreamedFlight,
  acceptStreamedFlights,
  applyFallbackMiles,
  filterAwardResults,
  prepareAwardResults,
} from './acceptance';

const now = new Date('2026-11-22T12:00:00.000Z');
const point = (airport: string, time: string) => ({ time, airport, city: '', date: '2026-12-20' });
const full = {
  id: 'google-GRU-MIA-1',
  airline: 'LATAM',
  cabinClass: 'ECONOMY',
  source: 'google_flights',
  price: 2500,
  departure: point('GRU', '22:05'),
  arrival: point('MIA', '05:40'),
};

describe('streamed flight acceptance (SPEC §5)', () => {
  it('accepts a complete flight and fills the defaults', () => {
    const f = acceptStreamedFlight(full, now);
    expect(f).toMatchObject({
      id: 'google-GRU-MIA-1',
      price: 2500,
      miles: null,
      fees: 0,
      stops: 0,
      freshness: { kind: 'live', fetchedAt: now.toISOString() },
    });
  });

  it('needs id, departure and arrival from everyone', () => {
    for (const key of ['id', 'departure', 'arrival'] as const) {
      const { [key]: _, ...rest } = full;
      expect(acceptStreamedFlight(rest, now)).toBeNull();
      expect(acceptStreamedFlight({ ...rest, source: 'smiles_api' }, now)).toBeNull();
    }
    expect(acceptStreamedFlight({ ...full, id: '' }, now)).toBeNull();
    expect(acceptStreamedFlight({ ...full, departure: 'GRU' }, now)).toBeNull();
  });

  it('accepts a Smiles flight without airline or cabin, as Smiles / ECONOMY', () => {
    const smiles = {
      id: 'smiles-123',
      source: 'smiles_api',
      miles: '45000',
      departure: point('GRU', '08:00'),
      arrival: point('MIA', '16:00'),
      duration: '9h 00m',
    };
    expect(acceptStreamedFlight(smiles, now)).toMatchObject({
      airline: 'Smiles',
      cabinClass: 'ECONOMY',
      miles: 45000,
      source: 'smiles_api',
      durationMinutes: 540,
    });
  });

  it('needs airline, cabinClass and source from the others', () => {
    for (const key of ['airline', 'cabinClass', 'source'] as const) {
      const { [key]: _, ...rest } = full;
      expect(acceptStreamedFlight(rest, now)).toBeNull();
    }
  });

  it('reads ECONOMIC as ECONOMY, keeps a server freshness, labels demo and reference sources', () => {
    expect(acceptStreamedFlight({ ...full, cabinClass: 'ECONOMIC' }, now)?.cabinClass).toBe('ECONOMY');
    const cached = { kind: 'cache', fetchedAt: '2026-11-22T11:50:00.000Z', ageMinutes: 10 };
    expect(acceptStreamedFlight({ ...full, freshness: cached }, now)?.freshness).toEqual(cached);
    expect(acceptStreamedFlight({ ...full, source: 'demo' }, now)?.freshness.kind).toBe('demo');
    expect(acceptStreamedFlight({ ...full, source: 'fixed_table' }, now)?.freshness.kind).toBe('reference');
  });

  it('drops what the Flight schema cannot read, never the whole batch', () => {
    expect(acceptStreamedFlight({ ...full, source: 'kayak' }, now)).toBeNull();
    expect(acceptStreamedFlight({ ...full, departure: point('GRU', '25:00') }, now)).toBeNull();
    const batch = acceptStreamedFlights([full, null, 42, { ...full, id: 'b' }, { ...full, cabinClass: 'LUXO' }], now);
    expect(batch.map((f) => f.id)).toEqual(['google-GRU-MIA-1', 'b']);
  });
});

describe('award result filtering (SPEC §5)', () => {
  const r = (id: unknown, miles_cost: number | null) => ({ id, miles_cost });

  it('prefers string ids longer than 10 characters with 1 ≤ miles < 999999', () => {
    const items = [
      r('abcdefghijk', 1),
      r('abcdefghijk2', 999998),
      r('abcdefghij', 5000),
      r('abcdefghijk3', 0),
      r('abcdefghijk4', 999999),
      r(12345678901, 5000),
      r('abcdefghijk5', null),
    ];
    expect(filterAwardResults(items).map((i) => i.id)).toEqual(['abcdefghijk', 'abcdefghijk2']);
  });

  it('shows everything when none pass', () => {
    const items = [r('short', 5000), r('abcdefghijk', 0)];
    expect(filterAwardResults(items)).toEqual(items);
    expect(filterAwardResults([])).toEqual([]);
  });

  it('works on Flight results too (miles)', () => {
    expect(
      filterAwardResults([
        { id: 'seats_aero-x-123', miles: 30000 },
        { id: 'seats_aero-y-123', miles: null },
      ]).map((i) => i.id),
    ).toEqual(['seats_aero-x-123']);
  });
});

describe('fallback miles on awards', () => {
  const award = {
    miles_cost: 0,
    miles_estimated: false,
    program: 'Smiles',
    original_program: 'Smiles',
    cabin_class: 'BUSINESS',
  } as AwardFlight;

  it('replaces 0 and 999999 with the programme fallback and flags it', () => {
    expect(applyFallbackMiles(award)).toMatchObject({ miles_cost: 24000, miles_estimated: true });
    expect(
      applyFallbackMiles({
        ...award,
        miles_cost: 999999,
        program: 'LATAM Pass',
        original_program: 'American AAdvantage',
        cabin_class: 'FIRST',
      }),
    ).toMatchObject({ miles_cost: 45000 });
    expect(applyFallbackMiles({ ...award, miles_cost: 55000 })).toMatchObject({
      miles_cost: 55000,
      miles_estimated: false,
    });
  });

  it('filters first, then fills in (the fallback is shown only when nothing better exists)', () => {
    const good = { ...award, id: 'abcdefghijkl', miles_cost: 50000 };
    const bad = { ...award, id: 'abcdefghijkm', miles_cost: 0 };
    expect(prepareAwardResults([good, bad]).map((a) => a.id)).toEqual(['abcdefghijkl']);
    expect(prepareAwardResults([bad])).toMatchObject([
      { id: 'abcdefghijkm', miles_cost: 24000, miles_estimated: true },
    ]);
  });
});
