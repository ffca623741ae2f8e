import { describe, expect, it } from 'vitest';
import { type Flight, flightSchema } from '../../core/schemas/flight';
import type { SearchQuery } from '../../core/schemas/search';
import { SERPAPI_MESSAGES } from '../../server/providers/google-flights-client';
import {
  expectProviderError,
  json,
  oneWay,
  SERPAPI_KEY,
  SERPAPI_NOW,
  serpApiFixture,
  setupFakeSerpApi,
} from '../helpers/fake-serpapi';

/**
 * Contract of the google_flights provider against SerpApi replies recorded in the documented shape
 * (https://serpapi.com/google-flights-api, /google-flights-results), served by a real HTTP server on loopback:
 * the requests it sends and the Flights it makes of the rows. Failures are in google-flights-failures.test.ts.
 */

const serp = setupFakeSerpApi();
const { provider, collect } = serp;
const roundTrip: SearchQuery = { ...oneWay, tripType: 'ROUND_TRIP', returnDate: '2027-01-25' };

describe('google_flights (SerpApi) contract', () => {
  it('asks exactly the documented one-way search and maps every row to a Flight in reais', async () => {
    serp.handler = json(200, serpApiFixture('one-way-gru-mia.json'));
    const batches = await collect(provider(), {
      ...oneWay,
      passengers: { adults: 2, children: 1, infants: 1 },
      cabinClass: 'BUSINESS',
    });

    expect(serp.requests).toHaveLength(1);
    const sent = serp.requests[0] as URL;
    expect(sent.pathname).toBe('/search.json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      engine: 'google_flights',
      departure_id: 'GRU',
      arrival_id: 'MIA',
      outbound_date: '2027-01-15',
      type: '2',
      travel_class: '3',
      adults: '2',
      children: '1',
      infants_in_seat: '1',
      currency: 'BRL',
      hl: 'pt-br',
      gl: 'br',
      api_key: SERPAPI_KEY,
    });

    expect(batches).toHaveLength(1);
    const flights = batches.flat();
    expect(flights).toHaveLength(4);
    for (const f of flights) expect(flightSchema.parse(f)).toEqual(f);
    expect(flights.map((f) => f.price)).toEqual([3187, 3412, 2589, 2710]);
    expect(flights.every((f) => f.estimatedValue === f.price && f.miles === null && f.fees === 0)).toBe(true);
    expect(
      flights.every((f) => f.source === 'google_flights' && f.freshness.kind === 'live' && !f.isReturnFlight),
    ).toBe(true);
    expect(flights.every((f) => f.cabinClass === 'BUSINESS')).toBe(true);

    const [latam, , copa] = flights as [Flight, Flight, Flight];
    expect(latam).toMatchObject({
      airline: 'LATAM',
      flightNumber: 'LA 8180',
      departure: { airport: 'GRU', date: '2027-01-15', time: '23:55', city: 'São Paulo' },
      arrival: { airport: 'MIA', date: '2027-01-16', time: '06:50' },
      duration: '8h 55min',
      durationMinutes: 535,
      stops: 0,
      stopAirports: [],
      availableSeats: null,
      freshness: { kind: 'live', fetchedAt: SERPAPI_NOW.toISOString() },
    });
    expect(latam.url).toMatch(/^https:\/\/www\.google\.com\/travel\/flights\?.*curr=BRL/);
    expect(copa).toMatchObject({
      airline: 'Copa',
      flightNumber: 'CM 702 / CM 432',
      departure: { airport: 'GRU', time: '01:30', date: '2027-01-15' },
      arrival: { airport: 'MIA', time: '11:55', date: '2027-01-15' },
      duration: '12h 25min',
      stops: 1,
      stopAirports: ['PTY'],
    });
    expect(new Set(flights.map((f) => f.id)).size).toBe(4);
  });

  it('round trip: outbound options first, then returns through departure_token (bounded), flagged as return', async () => {
    const byToken: Record<string, string> = {
      [JSON.parse(serpApiFixture('round-trip-outbound.json')).best_flights[0].departure_token]:
        'round-trip-return-la8180.json',
      [JSON.parse(serpApiFixture('round-trip-outbound.json')).best_flights[1].departure_token]:
        'round-trip-return-aa930.json',
    };
    serp.handler = (req, res, url) => {
      const token = url.searchParams.get('departure_token');
      json(200, serpApiFixture(token ? (byToken[token] ?? 'no-results.json') : 'round-trip-outbound.json'))(req, res);
    };
    const batches = await collect(provider({ maxReturnLookups: 2 }), roundTrip);

    expect(serp.requests).toHaveLength(3);
    const [first, ...lookups] = serp.requests as [URL, ...URL[]];
    expect(first.searchParams.get('type')).toBe('1');
    expect(first.searchParams.get('return_date')).toBe('2027-01-25');
    expect(first.searchParams.has('departure_token')).toBe(false);
    expect(lookups.map((u) => byToken[u.searchParams.get('departure_token') ?? ''])).toEqual(
      expect.arrayContaining(['round-trip-return-la8180.json', 'round-trip-return-aa930.json']),
    );
    for (const u of lookups) {
      expect(u.searchParams.get('return_date')).toBe('2027-01-25');
      expect(u.searchParams.get('currency')).toBe('BRL');
      expect(u.searchParams.has('booking_token')).toBe(false);
    }

    expect(batches).toHaveLength(2);
    const [outbound, returns] = batches as [Flight[], Flight[]];
    expect(outbound.map((f) => [f.flightNumber, f.price, f.isReturnFlight])).toEqual([
      ['LA 8180', 5890, false],
      ['AA 930', 6120, false],
      ['CM 702 / CM 432', 5480, false],
    ]);
    // AA 929 came back after both outbound options: it keeps the lower round-trip total.
    expect(returns.map((f) => [f.flightNumber, f.price, f.isReturnFlight]).sort()).toEqual([
      ['AA 929', 6120, true],
      ['CM 431 / CM 701', 6480, true],
      ['LA 8181', 5890, true],
    ]);
    const copa = returns.find((f) => f.airline === 'Copa') as Flight;
    expect(copa).toMatchObject({
      departure: { airport: 'MIA', date: '2027-01-25', time: '13:05' },
      arrival: { airport: 'GRU', date: '2027-01-26', time: '03:10' },
      stopAirports: ['PTY'],
      duration: '12h 05min',
    });
    for (const f of returns) expect(flightSchema.parse(f)).toEqual(f);
  });

  it('malformed rows are skipped, never the page; a page of nothing but malformed rows is refused', async () => {
    serp.handler = json(200, serpApiFixture('malformed-rows.json'));
    const flights = (await collect()).flat();
    expect(flights.map((f) => [f.flightNumber, f.price])).toEqual([
      ['LA 8180', 3187],
      ['CM 702 / CM 432', 2589],
    ]);

    const page = JSON.parse(serpApiFixture('malformed-rows.json'));
    serp.handler = json(
      200,
      JSON.stringify({ ...page, best_flights: page.best_flights.slice(1), other_flights: [page.other_flights[0]] }),
    );
    await expectProviderError(collect(), SERPAPI_MESSAGES.invalid);
  });

  it('a miles-only search asks nothing of a cash source', async () => {
    serp.handler = json(200, serpApiFixture('one-way-gru-mia.json'));
    expect(await collect(provider(), { ...oneWay, searchType: 'miles' })).toEqual([]);
    expect(serp.requests).toHaveLength(0);
  });
});
