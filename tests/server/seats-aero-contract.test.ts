import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import {
  createSeatsAeroProvider,
  type SeatsAeroConfig,
  type SeatsAeroDeps,
  seatsAeroClientOptions,
} from '../../server/providers/seats-aero';
import { cachedSearch, getTrips, SEATS_AERO_MESSAGES, SeatsAeroError } from '../../server/providers/seats-aero-client';
import { runSearch } from '../../server/search/engine';
import { ProviderError } from '../../server/search/provider';
import { enabledProviders } from '../../server/search/providers';
import {
  type FakeSeatsAero,
  seatsAeroFixture,
  seatsAeroFixtureText,
  startFakeSeatsAero,
} from '../helpers/fake-seats-aero';
import { createTestDb, resetDb } from '../helpers/test-db';

const KEY = 'pro_chave-de-teste-123';
const NOW = new Date('2026-11-22T12:00:00.000Z');
const AZUL = '2pZ8xJ3cQk7mN1rT5vW9yB4dF6h';
const SMILES = '2pZ8xM4dRl8nP2sU6xA0zC5eG7i';
const AMERICAN = '2pZ8xQ5eSm9oQ3tV7yB1aD6fH8j';
const VIRGIN = '2pZ8xT6fTn0pR4uW8zC2bE7gI9k';

let fake: FakeSeatsAero;
let db: Db;

beforeAll(async () => {
  fake = await startFakeSeatsAero();
  db = await createTestDb();
});
afterAll(async () => {
  await fake.close();
  await db.close();
});
beforeEach(async () => {
  fake.reset();
  await resetDb(db);
});

const settings = (overrides: Partial<SeatsAeroConfig> = {}): SeatsAeroConfig => ({
  SEATS_AERO_API_KEY: KEY,
  SEATS_AERO_BASE_URL: fake.baseUrl,
  SEATS_AERO_CACHE_TTL_SECONDS: 600,
  SEATS_AERO_TIMEOUT_MS: 2000,
  ...overrides,
});

const provider = (deps: Partial<SeatsAeroDeps> = {}) =>
  createSeatsAeroProvider({ config: settings(), db: null, ...deps });

const query = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  origin: 'GRU',
  destination: 'MIA',
  departureDate: '2026-12-10',
  tripType: 'ONE_WAY',
  cabinClass: 'ECONOMY',
  passengers: { adults: 1, children: 0, infants: 0 },
  searchType: 'all',
  isFlexible: false,
  includeNearby: false,
  ...overrides,
});

async function collect(p: ReturnType<typeof provider>, q: SearchQuery = query(), now = NOW): Promise<Flight[][]> {
  const batches: Flight[][] = [];
  for await (const batch of p.search(q, { signal: new AbortController().signal, now })) batches.push(batch);
  return batches;
}

const always = (name: string) => () => ({ json: seatsAeroFixture(name) });

describe('Seats.aero cached search (GET /search)', () => {
  it('asks as documented and yields valued award flights: mileage strings, taxes in minor units, 0 seats unknown', async () => {
    fake.respond(always('search-gru-mia.json'));
    const batches = await collect(provider());

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/partnerapi/search');
    expect(request?.headers['partner-authorization']).toBe(KEY);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      origin_airport: 'GRU',
      destination_airport: 'MIA',
      start_date: '2026-12-10',
      end_date: '2026-12-10',
      sources: 'azul,american,smiles,virginatlantic',
      cabins: 'economy',
      take: '500',
    });

    const flights = batches.flat();
    // Only the asked cabin; one offer per source.
    expect(flights.map((f) => f.id).sort()).toEqual(
      [`seats_aero-${AZUL}-Y`, `seats_aero-${SMILES}-Y`, `seats_aero-${AMERICAN}-Y`, `seats_aero-${VIRGIN}-Y`].sort(),
    );
    const azul = flights.find((f) => f.id === `seats_aero-${AZUL}-Y`);
    expect(azul).toMatchObject({
      source: 'seats_aero',
      miles: 35000,
      milesProgram: 'Azul Fidelidade',
      fees: 150.75,
      availableSeats: null,
      stops: 0,
      cabinClass: 'ECONOMY',
      departure: { airport: 'GRU', date: '2026-12-10', time: '' },
      arrival: { airport: 'MIA' },
      freshness: { kind: 'live', fetchedAt: NOW.toISOString() },
    });
    expect(azul?.estimatedValue).toBeCloseTo(35 * 15 + 150.75, 2);
    const smiles = flights.find((f) => f.id === `seats_aero-${SMILES}-Y`);
    expect(smiles).toMatchObject({ miles: 42500, milesProgram: 'Smiles', fees: 98.12, availableSeats: 4, stops: 1 });
    const american = flights.find((f) => f.id === `seats_aero-${AMERICAN}-Y`);
    expect(american).toMatchObject({ miles: 30000, milesProgram: 'LATAM Pass', fees: 5.6, feesCurrency: 'USD' });
  });

  it('searches the return leg too on a round trip, flagged as return flights', async () => {
    fake.respond((r) => ({
      json: seatsAeroFixture(r.query.get('origin_airport') === 'GRU' ? 'search-gru-mia.json' : 'search-mia-gru.json'),
    }));
    const batches = await collect(
      provider(),
      query({ tripType: 'ROUND_TRIP', returnDate: '2026-12-20', cabinClass: 'BUSINESS' }),
    );
    expect(
      fake.requests.map((r) => [r.query.get('origin_airport'), r.query.get('start_date'), r.query.get('cabins')]),
    ).toEqual([
      ['GRU', '2026-12-10', 'business'],
      ['MIA', '2026-12-20', 'business'],
    ]);
    const [outbound, inbound] = batches;
    expect(outbound?.map((f) => f.id).sort()).toEqual(
      [`seats_aero-${AZUL}-J`, `seats_aero-${AMERICAN}-J`, `seats_aero-${VIRGIN}-J`].sort(),
    );
    expect(outbound?.every((f) => !f.isReturnFlight && f.cabinClass === 'BUSINESS')).toBe(true);
    expect(inbound).toHaveLength(3);
    expect(
      inbound?.every((f) => f.isReturnFlight && f.departure.airport === 'MIA' && f.departure.date === '2026-12-20'),
    ).toBe(true);
  });

  it('pages with cursor + skip, one batch per page, de-duplicating by ID across pages', async () => {
    fake.respond((r) => ({
      json: seatsAeroFixture(r.query.has('cursor') ? 'search-page-2.json' : 'search-page-1.json'),
    }));
    const batches = await collect(provider());
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.query.has('cursor')).toBe(false);
    expect(fake.requests[0]?.query.has('skip')).toBe(false);
    expect(fake.requests[1]?.query.get('cursor')).toBe('1795385530');
    expect(fake.requests[1]?.query.get('skip')).toBe('3');
    expect(batches.map((b) => b.map((f) => f.id))).toEqual([
      [`seats_aero-${AZUL}-Y`, `seats_aero-${SMILES}-Y`, `seats_aero-${AMERICAN}-Y`],
      [`seats_aero-${VIRGIN}-Y`],
    ]);
  });

  it('stops at the page cap and at an empty page even when hasMore says otherwise', async () => {
    fake.respond(always('search-page-1.json'));
    await collect(provider({ maxPages: 2 }));
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.respond(() => ({ json: { data: [], count: 0, hasMore: true, cursor: 1 } }));
    expect(await collect(provider())).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('skips malformed rows and keeps the rest of the page', async () => {
    fake.respond(always('search-malformed.json'));
    const client = seatsAeroClientOptions({ config: settings(), db: null });
    if (!client) throw new Error('configured');
    const pages = [];
    for await (const page of cachedSearch(
      client,
      { origin: 'GRU', destination: 'MIA', startDate: '2026-12-10', endDate: '2026-12-10', sources: ['azul'] },
      new AbortController().signal,
    )) {
      pages.push(page);
    }
    expect(pages.map((p) => [p.rows.map((r) => r.ID), p.malformed])).toEqual([[[AZUL, VIRGIN], 5]]);

    const flights = (await collect(provider())).flat();
    expect(flights.map((f) => f.id)).toEqual([`seats_aero-${AZUL}-Y`, `seats_aero-${VIRGIN}-Y`]);
  });
});

describe('Seats.aero failures', () => {
  const failsWith = async (message: string, deps: Partial<SeatsAeroDeps> = {}) => {
    const error = await collect(provider(deps)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe(message);
  };

  it('401: the key is refused', async () => {
    fake.respond(() => ({ status: 401, json: { error: 'Unauthorized' } }));
    await failsWith(SEATS_AERO_MESSAGES.unauthorized);
    expect(SEATS_AERO_MESSAGES.unauthorized).toBe('Chave da Seats.aero recusada (não autorizada).');
  });

  it('429: the quota is spent', async () => {
    fake.respond(() => ({ status: 429, text: 'Too Many Requests' }));
    await failsWith('Limite de consultas da Seats.aero atingido. Tente mais tarde.');
  });

  it('an HTML error page or any non-JSON reply: the generic external API message', async () => {
    fake.respond(() => ({
      status: 502,
      text: seatsAeroFixtureText('error-page.html'),
      contentType: 'text/html; charset=UTF-8',
    }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
    fake.respond(() => ({ status: 200, text: seatsAeroFixtureText('error-page.html'), contentType: 'text/html' }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
    fake.respond(() => ({ status: 200, text: 'ok', contentType: 'application/json' }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
    fake.respond(() => ({ status: 200, json: { rows: [] } }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
  });

  it('a server that never answers: the request times out on its own', async () => {
    fake.respond(() => 'hang');
    const started = performance.now();
    await failsWith(SEATS_AERO_MESSAGES.timeout, { config: settings({ SEATS_AERO_TIMEOUT_MS: 150 }) });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('the engine reports the provider message and goes on', async () => {
    fake.respond(() => ({ status: 401, json: { error: 'Unauthorized' } }));
    const outcome = await runSearch(query(), [provider()], { signal: new AbortController().signal, onBatch: () => {} });
    expect(outcome.errors).toEqual([{ provider: 'seats_aero', message: SEATS_AERO_MESSAGES.unauthorized }]);
  });

  it('without a key: not configured, not run by the engine, and no request is made', async () => {
    const unkeyed = provider({ config: settings({ SEATS_AERO_API_KEY: undefined }) });
    expect(unkeyed.isConfigured(loadConfig({}))).toBe(false);
    expect(enabledProviders({ config: loadConfig({}), db }).map((p) => p.id)).not.toContain('seats_aero');
    expect(enabledProviders({ config: loadConfig({ SEATS_AERO_API_KEY: KEY }), db }).map((p) => p.id)).toContain(
      'seats_aero',
    );
    const error = await collect(unkeyed).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(SeatsAeroError);
    expect((error as Error).message).toBe('Seats.aero não configurado.');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Seats.aero cache (search_cache)', () => {
  it('a second identical search is served from the cache with its age, without a request', async () => {
    fake.respond(always('search-gru-mia.json'));
    const cachedProvider = provider({ db });
    const live = (await collect(cachedProvider)).flat();
    expect(fake.requests).toHaveLength(1);

    const later = new Date(NOW.getTime() + 5 * 60_000);
    const cached = (await collect(cachedProvider, query(), later)).flat();
    expect(fake.requests).toHaveLength(1);
    expect(cached.map((f) => f.id)).toEqual(live.map((f) => f.id));
    for (const flight of cached)
      expect(flight.freshness).toEqual({ kind: 'cache', fetchedAt: NOW.toISOString(), ageMinutes: 5 });

    // Past the TTL (600 s) it asks again.
    await collect(cachedProvider, query(), new Date(NOW.getTime() + 11 * 60_000));
    expect(fake.requests).toHaveLength(2);
  });

  it('a failed search is not cached', async () => {
    fake.respond(() => ({ status: 429, text: 'Too Many Requests' }));
    await collect(provider({ db })).catch(() => {});
    fake.respond(always('search-gru-mia.json'));
    expect((await collect(provider({ db }))).flat()).toHaveLength(4);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('Seats.aero trips (GET /trips/{id})', () => {
  it('reads the trips and booking links, skipping a malformed trip', async () => {
    fake.respond(always('trips-american.json'));
    const client = seatsAeroClientOptions({ config: settings(), db: null });
    if (!client) throw new Error('configured');
    const reply = await getTrips(client, AMERICAN, new AbortController().signal);
    expect(fake.requests[0]?.path).toBe(`/partnerapi/trips/${AMERICAN}`);
    expect(fake.requests[0]?.headers['partner-authorization']).toBe(KEY);
    expect(reply.trips.map((t) => [t.FlightNumbers, t.Cabin, t.AvailabilitySegments.length])).toEqual([
      ['AA930', 'economy', 1],
      ['AA950, AA1354', 'economy', 2],
      ['AA930', 'business', 1],
    ]);
    expect(reply.malformed).toBe(1);
    expect(reply.bookingLinks).toEqual([expect.objectContaining({ label: 'American Airlines', primary: true })]);
  });
});
