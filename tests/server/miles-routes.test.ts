import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AwardFlight, DateAwardFlight } from '@core/schemas/award';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';
import { recordedOn } from '../helpers/recorded-dates';

const KEY = 'pro_chave-de-teste-123';
const AZUL = '2pZ8xJ3cQk7mN1rT5vW9yB4dF6h';
const AMERICAN = '2pZ8xQ5eSm9oQ3tV7yB1aD6fH8j';

type App = ReturnType<typeof createTestApp>['app'];
let fake: FakeSeatsAero;
let db: Db;
let app: App;
let cachingApp: App;
let unkeyedApp: App;
let impatientApp: App;
let auth: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeSeatsAero();
  db = await createTestDb();
  // Generous, so a busy machine never turns an answer into a timeout; the 'hang' case uses its own short one.
  const env = { SEATS_AERO_API_KEY: KEY, SEATS_AERO_BASE_URL: fake.baseUrl, SEATS_AERO_TIMEOUT_MS: '10000' };
  app = createTestApp(db, { env: { ...env, SEATS_AERO_CACHE_TTL_SECONDS: '0' } }).app;
  impatientApp = createTestApp(db, {
    env: { ...env, SEATS_AERO_CACHE_TTL_SECONDS: '0', SEATS_AERO_TIMEOUT_MS: '300' },
  }).app;
  cachingApp = createTestApp(db, { env }).app;
  unkeyedApp = createTestApp(db).app;
  const user = await createUser(db);
  auth = (await login(app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await fake.close();
  await db.close();
});
beforeEach(async () => {
  fake.reset();
  await db.exec('TRUNCATE search_cache');
});

const get = (target: App, path: string) => target.request(path, jsonRequest('GET', undefined, auth));

type MilesReply = { success: boolean; results: { data: AwardFlight[]; freshness: { kind: string } }; error?: string };

describe('GET /api/miles/search', () => {
  it('searches one programme over the coming months and answers {success, results.data}', async () => {
    fake.respond(() => ({ json: recorded('search-gru-mia.json') }));
    const res = await get(app, '/api/miles/search?origin=gru&destination=MIA&source=azul');
    expect(res.status).toBe(200);
    const body = (await res.json()) as MilesReply;
    expect(body.success).toBe(true);
    expect(body.results.freshness.kind).toBe('live');
    // The fake answers every source; only azul's offers come back, economy and business.
    expect(body.results.data.map((a) => [a.id, a.program, a.cabin_class, a.miles_cost, a.fees])).toEqual([
      [`${AZUL}-Y`, 'Azul Fidelidade', 'ECONOMY', 35000, 150.75],
      [`${AZUL}-J`, 'Azul Fidelidade', 'BUSINESS', 110000, 150.75],
    ]);
    const today = todayIsoDate();
    const [request] = fake.requests;
    expect(request?.headers['partner-authorization']).toBe(KEY);
    expect(Object.fromEntries(request?.query ?? [])).toMatchObject({
      origin_airport: 'GRU',
      destination_airport: 'MIA',
      sources: 'azul',
      start_date: today,
      end_date: addDaysIso(today, 330),
    });
  });

  it('maps LATAM (american) to LATAM Pass, with the pricing programme kept', async () => {
    fake.respond(() => ({ json: recorded('search-gru-mia.json') }));
    const body = (await (
      await get(app, '/api/miles/search?origin=GRU&destination=MIA&source=american')
    ).json()) as MilesReply;
    expect(body.results.data.map((a) => [a.id, a.program, a.original_program, a.fees_currency])).toEqual([
      [`${AMERICAN}-Y`, 'LATAM Pass', 'American AAdvantage', 'USD'],
      [`${AMERICAN}-J`, 'LATAM Pass', 'American AAdvantage', 'USD'],
    ]);
  });

  it('400 in pt-BR for bad input, before anything reaches Seats.aero', async () => {
    const res = await get(app, '/api/miles/search?origin=GRU&destination=MIA&source=tam');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'Programa inválido' });
    expect(fake.requests).toHaveLength(0);
  });

  it('503 without a key, and no request', async () => {
    const res = await get(unkeyedApp, '/api/miles/search?origin=GRU&destination=MIA&source=azul');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Seats.aero não configurado.',
      code: 'seats_aero_not_configured',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [{ status: 401, json: { error: 'Unauthorized' } }, 502, 'Chave da Seats.aero recusada (não autorizada).'],
    [{ status: 429, text: 'Too Many Requests' }, 502, 'Limite de consultas da Seats.aero atingido. Tente mais tarde.'],
    [
      { status: 503, text: '<html><body>Service Unavailable</body></html>', contentType: 'text/html' },
      502,
      'A API externa retornou uma resposta inválida. Tente novamente mais tarde.',
    ],
    ['hang' as const, 504, 'A Seats.aero não respondeu a tempo.'],
  ])('upstream %j → %i with the provider message', async (reply, status, error) => {
    fake.respond(() => reply);
    const res = await get(
      reply === 'hang' ? impatientApp : app,
      '/api/miles/search?origin=GRU&destination=MIA&source=smiles',
    );
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ success: false, error });
  });

  it('serves a repeated search from search_cache', async () => {
    fake.respond(() => ({ json: recorded('search-gru-mia.json') }));
    await get(cachingApp, '/api/miles/search?origin=GRU&destination=MIA&source=smiles');
    const body = (await (
      await get(cachingApp, '/api/miles/search?origin=GRU&destination=MIA&source=smiles')
    ).json()) as MilesReply;
    expect(fake.requests).toHaveLength(1);
    expect(body.results.freshness.kind).toBe('cache');
    expect(body.results.data).toHaveLength(1);
  });
});

// The replies below were recorded on 2026-11-22 (tests/fixtures/seats-aero); moved onto the test's clock, their
// days stay as far ahead of today as when they were recorded.
const recording = recordedOn('2026-11-22');
const recorded = (name: string) => recording.payload(seatsAeroFixture(name));
const DAY = recording.moved('2026-12-10');
const RETURN_DAY = recording.moved('2026-12-20');

describe('the other Seats.aero rows of SPEC §7', () => {
  it('GET /api/test/trip-details: the trips of the offer, in the spec shape, for its cabin', async () => {
    fake.respond(() => ({ json: recorded('trips-american.json') }));
    const res = await get(
      app,
      `/api/test/trip-details?id=seats_aero-${AMERICAN}-J&origin=GRU&destination=MIA&departureDate=${DAY}&adults=1`,
    );
    expect(res.status).toBe(200);
    expect(fake.requests[0]?.path).toBe(`/partnerapi/trips/${AMERICAN}`);
    const body = (await res.json()) as {
      success: boolean;
      data: { source: string; bookingLink: string; trips: Record<string, unknown>[] };
    };
    expect(body.success).toBe(true);
    expect(body.data.source).toBe('american');
    expect(body.data.bookingLink).toMatch(/^https:\/\/www\.aa\.com\/booking\//);
    expect(body.data.trips).toEqual([
      expect.objectContaining({
        FlightNumbers: 'AA930',
        Cabin: 'business',
        RemainingSeats: 2,
        MileageCost: 57500,
        AvailabilitySegments: [
          {
            OriginAirport: 'GRU',
            DestinationAirport: 'MIA',
            DepartsAt: recording.moved('2026-12-10T23:55:00Z'),
            ArrivesAt: recording.moved('2026-12-11T06:10:00Z'),
            FlightNumber: 'AA930',
            AircraftName: 'Boeing 777-300ER',
            FareClass: 'I',
            Cabin: 'business',
          },
        ],
      }),
    ]);
  });

  it('POST /api/seatsaereo2-data: one day, every cabin, as date-based award flights', async () => {
    fake.respond(() => ({ json: recorded('search-gru-mia.json') }));
    const res = await app.request(
      '/api/seatsaereo2-data',
      jsonRequest('POST', { origin: 'gru', destination: 'mia', departureDate: DAY, cabin: 'economy' }, auth),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; flights: DateAwardFlight[]; message: string };
    expect(body.success).toBe(true);
    expect(body.flights).toHaveLength(7);
    expect(body.message).toBe('7 voos encontrados.');
    expect(body.flights[0]).toEqual({
      id: '2pZ8xT6fTn0pR4uW8zC2bE7gI9k-Y',
      airline: expect.any(String),
      program: 'LATAM Pass',
      originalProgram: 'Virgin Atlantic',
      cabin: 'ECONOMY',
      miles: 20000,
      departureTime: '',
      arrivalTime: '',
      origin: 'GRU',
      destination: 'MIA',
      duration: '',
      stops: 1,
      availableSeats: 7,
      // The row's UpdatedAt: when Seats.aero last saw it.
      seenAt: recording.moved('2026-11-22T14:03:10.871Z'),
      // Valued as /api/miles/search values it: a user with no milheiro of their own gets Virgin's reference.
      value: expect.objectContaining({ passengers: 1, milheiro: 18, milheiroReference: true }),
    });
    expect(fake.requests[0]?.query.get('start_date')).toBe(DAY);
    expect(fake.requests[0]?.query.get('end_date')).toBe(DAY);

    fake.respond(() => ({ json: recorded('search-empty.json') }));
    const empty = await app.request(
      '/api/seatsaereo2-data',
      jsonRequest('POST', { origin: 'GRU', destination: 'FOR', departureDate: DAY }, auth),
    );
    expect(await empty.json()).toEqual({
      success: true,
      flights: [],
      message: 'Nenhum voo encontrado para a rota e data selecionadas.',
    });
  });

  it('GET /api/seats-aero-proxy: both legs, normalised, in the tester shape', async () => {
    fake.respond((r) => ({
      json: recorded(r.query.get('origin_airport') === 'GRU' ? 'search-gru-mia.json' : 'search-mia-gru.json'),
    }));
    const res = await get(
      app,
      `/api/seats-aero-proxy?origin=GRU&destination=MIA&departureDate=${DAY}&returnDate=${RETURN_DAY}`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      results: { outboundFlights: AwardFlight[]; returnFlights: AwardFlight[] };
      idaCount: number;
      voltaCount: number;
    };
    expect(body.success).toBe(true);
    expect([body.idaCount, body.voltaCount]).toEqual([7, 7]);
    const legs = [...body.results.outboundFlights, ...body.results.returnFlights];
    expect(legs.every((a) => a.value?.passengers === 1 && a.value.perPerson > 0)).toBe(true);
    expect(body.results.returnFlights.every((a) => a.origin === 'MIA' && a.flight_date === RETURN_DAY)).toBe(true);
    expect(fake.requests.map((r) => r.query.get('origin_airport'))).toEqual(['GRU', 'MIA']);

    const bad = await get(
      app,
      `/api/seats-aero-proxy?origin=GRU&destination=MIA&departureDate=${DAY}&returnDate=${addDaysIso(DAY, -9)}`,
    );
    expect(bad.status).toBe(400);
  });
});
