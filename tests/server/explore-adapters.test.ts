import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { SEATS_AERO_MESSAGES, SeatsAeroError } from '../../server/providers/seats-aero-client';
import { seatsAeroDestinations } from '../../server/providers/seats-aero-destinations';
import { SERPAPI_MESSAGES } from '../../server/providers/google-flights-client';
import { travelExplore, travelExploreParams } from '../../server/providers/travel-explore';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import {
  expectProviderError,
  json,
  SERPAPI_KEY,
  SERPAPI_NOW,
  serpApiFixture,
  setupFakeSerpApi,
} from '../helpers/fake-serpapi';
import { createTestDb } from '../helpers/test-db';

// The explore's two adapters against stand-ins on loopback serving the documented shapes (fixtures beside their
// notes): SerpApi's google_travel_explore and Seats.aero's /destinations; what they ask, what they read, what a
// failure says in pt-BR (never the key), and the reply cache that answers the same question again.

const serp = setupFakeSerpApi();
let seats: FakeSeatsAero;
let db: Db;
const SEATS_KEY = 'pro_chave-de-teste-123';
const ctx = () => ({ signal: new AbortController().signal, now: SERPAPI_NOW });
const REQUEST = { airports: ['GRU', 'CGH', 'VCP'], month: '2027-01', duration: 'week', cabin: 'ECONOMY' } as const;
const serpDeps = (withDb = false) => ({
  db: withDb ? db : null,
  settings: { apiKey: SERPAPI_KEY, baseUrl: serp.baseUrl },
  ttlSeconds: 3600,
  requestTimeoutMs: 2000,
});
const seatsDeps = (withDb = false) => ({
  db: withDb ? db : null,
  client: { apiKey: SEATS_KEY, baseUrl: seats.baseUrl, timeoutMs: 2000, take: 500, maxPages: 1 },
  ttlSeconds: 3600,
});

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  db = await createTestDb();
});
afterAll(async () => {
  await seats.close();
  await db.close();
});

describe('google_travel_explore adapter', () => {
  it('asks once for the airports, month and length in reais and pt-BR, and reads the priced rows', async () => {
    serp.handler = json(200, serpApiFixture('travel-explore-sao.json'));
    const result = await travelExplore(serpDeps(), REQUEST, ctx());
    expect(serp.requests).toHaveLength(1);
    expect(Object.fromEntries(serp.requests[0]?.searchParams ?? [])).toEqual({
      engine: 'google_travel_explore',
      departure_id: 'GRU,CGH,VCP',
      currency: 'BRL',
      hl: 'pt-br',
      gl: 'br',
      month: '1',
      travel_duration: '2',
      api_key: SERPAPI_KEY,
    });
    expect(result.cached).toBe(false);
    // Five priced rows; the one with no price is skipped.
    expect(result.entries.map((e) => e.airport)).toEqual(['GIG', 'SSA', 'EZE', 'LIS', 'MCO']);
    const recorded = (
      JSON.parse(serpApiFixture('travel-explore-sao.json')) as {
        destinations: { name: string; start_date: string; end_date: string }[];
      }
    ).destinations.find((d) => d.name === 'Lisboa');
    expect(result.entries[3]).toEqual({
      airport: 'LIS',
      perPersonBRL: 4890,
      // The dates as recorded (the adapter runs on the pinned SERPAPI_NOW).
      departureDate: recorded?.start_date,
      returnDate: recorded?.end_date,
      stops: 0,
      airline: 'TAP Air Portugal',
      city: 'Lisboa',
      country: 'Portugal',
      lat: 38.7223,
      lon: -9.1393,
    });
  });

  it('sends travel_class off economy and travel_duration 1 and 3 for a weekend and two weeks', () => {
    expect(travelExploreParams({ ...REQUEST, duration: 'weekend', cabin: 'BUSINESS' })).toMatchObject({
      travel_duration: '1',
      travel_class: '3',
    });
    expect(travelExploreParams({ ...REQUEST, duration: 'two_weeks' }).travel_duration).toBe('3');
    expect(travelExploreParams(REQUEST)).not.toHaveProperty('travel_class');
  });

  it('says a refused key in pt-BR without the key, and reads "no results" as no destinations', async () => {
    serp.handler = json(401, serpApiFixture('invalid-api-key.json'));
    await expectProviderError(travelExplore(serpDeps(), REQUEST, ctx()), SERPAPI_MESSAGES.unauthorized);
    serp.handler = json(200, serpApiFixture('no-results.json'));
    expect((await travelExplore(serpDeps(), REQUEST, ctx())).entries).toEqual([]);
  });

  it('answers the same question from the reply cache, with no call', async () => {
    serp.handler = json(200, serpApiFixture('travel-explore-sao.json'));
    await travelExplore(serpDeps(true), REQUEST, ctx());
    const again = await travelExplore(serpDeps(true), REQUEST, ctx());
    expect(serp.requests).toHaveLength(1);
    expect(again.cached).toBe(true);
    expect(again.entries).toHaveLength(5);
  });
});

describe('Seats.aero /destinations adapter', () => {
  it('asks for one origin airport with the partner key and reads each cabin’s cheapest miles', async () => {
    seats.reset();
    seats.respond(() => ({ json: seatsAeroFixture('destinations-gru.json') }));
    const result = await seatsAeroDestinations(seatsDeps(), 'GRU', ctx());
    const [request] = seats.requests;
    expect(request?.path).toBe('/partnerapi/destinations');
    expect(request?.query.get('origin_airport')).toBe('GRU');
    expect(request?.headers['partner-authorization']).toBe(SEATS_KEY);
    // Six rows; the one whose code is not IATA is skipped.
    expect(result.entries).toHaveLength(6);
    expect(result.entries.find((e) => e.airport === 'MIA')).toEqual({
      airport: 'MIA',
      economy: { miles: 30_000, source: null },
      premium: { miles: 60_000, source: null },
      business: { miles: 85_000, source: null },
      first: { miles: 140_000, source: null },
    });
  });

  it('reads a figure given as digits or as an object with its programme; anything else is no figure', async () => {
    seats.reset();
    seats.respond(() => ({
      json: {
        success: true,
        origin_airport: 'GRU',
        destinations: [
          { airport: 'LIS', economy: '35000', business: { miles: 90_000, source: 'smiles' }, premium: 'n/a', first: 0 },
        ],
      },
    }));
    const [lis] = (await seatsAeroDestinations(seatsDeps(), 'GRU', ctx())).entries;
    expect(lis).toEqual({
      airport: 'LIS',
      economy: { miles: 35_000, source: null },
      premium: null,
      business: { miles: 90_000, source: 'smiles' },
      first: null,
    });
  });

  it('says a spent quota and a page that is not JSON in pt-BR', async () => {
    seats.reset();
    seats.respond(() => ({ status: 429, json: { error: 'rate limited' } }));
    const limited = await seatsAeroDestinations(seatsDeps(), 'GRU', ctx()).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(SeatsAeroError);
    expect((limited as SeatsAeroError).message).toBe(SEATS_AERO_MESSAGES.rateLimited);
    seats.respond(() => ({ status: 200, text: '<html>manutenção</html>', contentType: 'text/html' }));
    const html = await seatsAeroDestinations(seatsDeps(), 'GRU', ctx()).catch((e: unknown) => e);
    expect((html as SeatsAeroError).message).toBe(SEATS_AERO_MESSAGES.invalidReply);
  });

  it('answers the same airport from the reply cache, with no call', async () => {
    seats.reset();
    seats.respond(() => ({ json: seatsAeroFixture('destinations-gru.json') }));
    await seatsAeroDestinations(seatsDeps(true), 'GRU', ctx());
    const again = await seatsAeroDestinations(seatsDeps(true), 'GRU', ctx());
    expect(seats.requests).toHaveLength(1);
    expect(again).toMatchObject({ cached: true });
    expect(again.entries).toHaveLength(6);
  });
});
