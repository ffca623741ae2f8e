import { describe, expect, it } from 'vitest';
import type { AwardFlight } from '../schemas/award';
import { type Flight, flightSchema } from '../schemas/flight';
import { awardToFlight, withEstimatedValue } from './award-to-flight';

const freshness = { kind: 'live' as const, fetchedAt: '2026-11-22T12:00:00.000Z' };

const award: AwardFlight = {
  id: 'seats-row-000123',
  program: 'LATAM Pass',
  original_program: 'American AAdvantage',
  airline: 'LATAM',
  flight_number: 'LA8180',
  airline_code: 'LA',
  origin: 'GRU',
  destination: 'MIA',
  departure_time: '23:50',
  arrival_time: '06:15',
  flight_date: '2026-12-20',
  departure_date: '2026-12-20',
  arrival_date: '2026-12-21',
  duration: '8h 25min',
  duration_minutes: 505,
  stops: 0,
  connections: [],
  cabin_class: 'ECONOMY',
  miles_cost: 40000,
  miles_estimated: false,
  fees: 150,
  fees_currency: 'BRL',
  available_seats: 3,
  booking_link: 'https://example.test/book',
  booking_links: [],
  notes: '',
  aircraft: '',
  source: 'american',
};

describe('awardToFlight', () => {
  it('makes a valid Flight valued at miles × value / 1000 + fees', () => {
    const f = awardToFlight(award, { freshness });
    expect(flightSchema.parse(f)).toEqual(f);
    expect(f).toMatchObject({
      id: 'seats_aero-seats-row-000123',
      airline: 'LATAM',
      source: 'seats_aero',
      price: null,
      miles: 40000,
      milesProgram: 'LATAM Pass',
      fees: 150,
      estimatedValue: 1130, // 40000 × 24,5 / 1000 + 150
      estimatedValueFormatted: 'aproximadamente R$ 1.130,00 (milhas + taxas)',
      departure: { time: '23:50', airport: 'GRU', city: 'São Paulo', date: '2026-12-20' },
      arrival: { time: '06:15', airport: 'MIA', city: 'Miami', date: '2026-12-21' },
      durationMinutes: 505,
      availableSeats: 3,
      url: 'https://example.test/book',
      flightNumber: 'LA8180',
      isReturnFlight: false,
      freshness,
    });
    expect(f).not.toHaveProperty('milesEstimated');
  });

  it('values Virgin Atlantic awards at Virgin’s 18,00 although shown under LATAM Pass', () => {
    const f = awardToFlight({ ...award, original_program: 'Virgin Atlantic', fees: 0 }, { freshness });
    expect([f.milesProgram, f.estimatedValue]).toEqual(['LATAM Pass', 720]);
  });

  it('uses fallback miles for 0 and 999999, flagged', () => {
    expect(awardToFlight({ ...award, miles_cost: 0 }, { freshness })).toMatchObject({
      miles: 12500,
      milesEstimated: true,
    });
    expect(awardToFlight({ ...award, miles_cost: 999999, cabin_class: 'BUSINESS' }, { freshness })).toMatchObject({
      miles: 30000,
      milesEstimated: true,
    });
  });

  it('keeps foreign-currency fees out of the reais value', () => {
    const f = awardToFlight({ ...award, fees: 56, fees_currency: 'USD' }, { freshness });
    expect([f.fees, f.feesCurrency, f.estimatedValue]).toEqual([56, 'USD', 980]);
  });

  it('has no estimate for an unknown programme', () => {
    const f = awardToFlight(
      { ...award, program: 'Iberia Plus', original_program: 'Iberia Plus' },
      { freshness, source: 'demo', isReturnFlight: true },
    );
    expect([f.estimatedValue, f.estimatedValueFormatted, f.source, f.isReturnFlight]).toEqual([
      null,
      null,
      'demo',
      true,
    ]);
  });
});

describe('withEstimatedValue', () => {
  const base = awardToFlight(award, { freshness });
  it('is the price for a cash fare', () => {
    const cash: Flight = { ...base, miles: null, milesProgram: null, price: 2500.5 };
    expect(withEstimatedValue(cash)).toMatchObject({ estimatedValue: 2500.5, estimatedValueFormatted: null });
  });

  it('keeps the cheaper when a result has both', () => {
    const both: Flight = { ...base, price: 900 };
    expect(withEstimatedValue(both).estimatedValue).toBe(900);
    expect(withEstimatedValue({ ...both, price: 5000 }).estimatedValue).toBe(1130);
  });
});
