import { describe, expect, it } from 'vitest';
import { asyncSearchResponseSchema, FLIGHT_SOURCES, flightSchema, smartSearchResponseSchema } from './flight';

const minimal = {
  id: 'demo-GRU-MIA-1',
  airline: 'LATAM',
  source: 'demo',
  departure: { time: '22:05', airport: 'GRU', city: 'São Paulo', date: '2026-12-20' },
  arrival: { time: '05:40', airport: 'MIA', city: 'Miami', date: '2026-12-21' },
  cabinClass: 'ECONOMY',
  freshness: { kind: 'demo', fetchedAt: '2026-11-22T12:00:00.000Z' },
};

describe('flight schema', () => {
  it('fills the optional fields with neutral defaults', () => {
    const f = flightSchema.parse(minimal);
    expect(f).toMatchObject({
      price: null,
      miles: null,
      milesProgram: null,
      fees: 0,
      estimatedValue: null,
      estimatedValueFormatted: null,
      duration: '',
      durationMinutes: null,
      stops: 0,
      stopAirports: [],
      availableSeats: null,
      url: '',
      isReturnFlight: false,
      bestValue: false,
      isInfoOnly: false,
    });
  });

  it('includes demo and fixed_table among the sources', () => {
    expect(FLIGHT_SOURCES).toEqual(
      expect.arrayContaining(['google_flights', 'seats_aero', 'info', 'demo', 'fixed_table']),
    );
    expect(flightSchema.safeParse({ ...minimal, source: 'kayak' }).success).toBe(false);
  });

  it('checks times, money, cabin and freshness', () => {
    expect(flightSchema.safeParse({ ...minimal, departure: { ...minimal.departure, time: '24:00' } }).success).toBe(
      false,
    );
    expect(flightSchema.safeParse({ ...minimal, departure: { ...minimal.departure, time: '' } }).success).toBe(true);
    expect(flightSchema.safeParse({ ...minimal, price: -1 }).success).toBe(false);
    expect(flightSchema.safeParse({ ...minimal, miles: 1.5 }).success).toBe(false);
    expect(flightSchema.safeParse({ ...minimal, cabinClass: 'ECONOMIC' }).success).toBe(false);
    expect(
      flightSchema.safeParse({ ...minimal, freshness: { kind: 'stale', fetchedAt: minimal.freshness.fetchedAt } })
        .success,
    ).toBe(false);
    expect(flightSchema.safeParse({ ...minimal, freshness: { kind: 'cache', fetchedAt: 'ontem' } }).success).toBe(
      false,
    );
    expect(
      flightSchema.safeParse({
        ...minimal,
        freshness: { kind: 'cache', fetchedAt: '2026-11-22T09:00:00-03:00', ageMinutes: 12 },
      }).success,
    ).toBe(true);
  });

  it('reads the smart search and async replies', () => {
    const ok = smartSearchResponseSchema.parse({
      success: true,
      data: { bestValue: [minimal], cashFlights: [], milesFlights: [] },
    });
    expect(ok.success && ok.data.bestValue[0]?.id).toBe('demo-GRU-MIA-1');
    expect(smartSearchResponseSchema.parse({ success: false, error: 'Erro ao buscar voos' })).toEqual({
      success: false,
      error: 'Erro ao buscar voos',
    });
    expect(asyncSearchResponseSchema.safeParse({ success: true, searchId: '' }).success).toBe(false);
    expect(asyncSearchResponseSchema.parse({ success: true, searchId: 'abc' })).toEqual({
      success: true,
      searchId: 'abc',
    });
  });
});
