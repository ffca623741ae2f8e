import { flightSchema, type Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../server/config';
import {
  createAirlineUpstreamProvider,
  fetchUpstream,
  isUpstreamConfigured,
  UpstreamError,
} from '../../server/providers/airline-upstream';
import { type UpstreamDef, UPSTREAMS } from '../../server/providers/airline-upstream-defs';
import { enabledProviders } from '../../server/search/providers';
import { FakeUpstream } from '../helpers/fake-upstream';

/**
 * Contract tests of the airline upstreams (README "Airline upstreams") against recorded replies in
 * tests/fixtures/upstreams, served by a real HTTP server on loopback. The test routes are in
 * airline-tests-routes.test.ts.
 */

const fake = new FakeUpstream({
  latam: 'latam-success',
  azul: ['azul-success', 'azulmilhas-success'],
  voegol: 'voegol-success',
  smiles: 'smiles-success',
  unauthorized: 'error-401',
  'rate-limited': 'error-429',
  html: 'error-html',
  maintenance: 'maintenance-html-200',
  malformed: 'latam-malformed-rows',
  envelope: 'invalid-envelope',
});
let base: string;

beforeAll(async () => {
  base = await fake.start();
});
afterAll(() => fake.close());

const KEY = 'chave-de-teste-upstream';

function configWith(
  scenarios: Partial<Record<'LATAM' | 'AZUL' | 'VOEGOL' | 'SMILES', string>>,
  extra: Record<string, string> = {},
): Config {
  // Short only where the upstream hangs on purpose: a busy machine must not turn an answer into a timeout.
  const timeout = Object.values(scenarios).includes('hang') ? '300' : '10000';
  const env: Record<string, string> = { UPSTREAM_API_KEY: KEY, UPSTREAM_TIMEOUT_MS: timeout, ...extra };
  for (const [airline, scenario] of Object.entries(scenarios)) env[`${airline}_UPSTREAM_URL`] = `${base}/${scenario}`;
  return loadConfig(env);
}

const roundTrip: SearchQuery = {
  origin: 'GRU',
  destination: 'CNF',
  departureDate: '2026-09-15',
  returnDate: '2026-09-22',
  tripType: 'ROUND_TRIP',
  cabinClass: 'ECONOMY',
  passengers: { adults: 2, children: 1, infants: 0 },
  searchType: 'all',
  isFlexible: false,
  includeNearby: false,
};
const oneWay: SearchQuery = {
  ...roundTrip,
  returnDate: undefined,
  tripType: 'ONE_WAY',
  passengers: { adults: 1, children: 0, infants: 0 },
};
const now = new Date('2026-08-01T12:00:00Z');

async function collect(
  def: UpstreamDef,
  config: Config,
  query: SearchQuery,
  signal = new AbortController().signal,
): Promise<Flight[]> {
  const flights: Flight[] = [];
  for await (const batch of createAirlineUpstreamProvider(def, config).search(query, { signal, now }))
    flights.push(...batch);
  for (const flight of flights) expect(() => flightSchema.parse(flight)).not.toThrow();
  return flights;
}

async function failure(def: UpstreamDef, config: Config): Promise<UpstreamError> {
  const err = await fetchUpstream(def, config, {
    origin: 'GRU',
    destination: 'CNF',
    departureDate: '2026-09-15',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
  }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('airline upstreams: success replies', () => {
  it('LATAM: posts the contract body with the key, and maps both legs to live cash flights', async () => {
    const before = fake.received('latam').length;
    const flights = await collect(UPSTREAMS.latam, configWith({ LATAM: 'latam' }), roundTrip);
    const [request] = fake.received('latam').slice(before);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/latam/search');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      origin: 'GRU',
      destination: 'CNF',
      departureDate: '2026-09-15',
      returnDate: '2026-09-22',
      adults: 2,
      children: 1,
      infants: 0,
      cabin: 'ECONOMY',
    });
    expect(flights).toHaveLength(3);
    const [direct, withStop, back] = flights;
    expect(direct).toMatchObject({
      source: 'latam_api',
      airline: 'LATAM',
      price: 412.37,
      miles: null,
      estimatedValue: 412.37,
      departure: { time: '07:15', airport: 'GRU', date: '2026-09-15' },
      arrival: { time: '08:20', airport: 'CNF', date: '2026-09-15' },
      duration: '1h 05min',
      durationMinutes: 65,
      stops: 0,
      flightNumber: 'LA3000',
      isReturnFlight: false,
      freshness: { kind: 'live', fetchedAt: now.toISOString() },
    });
    expect(direct?.url).toMatch(/^https:\/\//);
    // ISO date-times are read as the airport's wall clock; the arrival day comes from the reply.
    expect(withStop).toMatchObject({
      stops: 1,
      stopAirports: ['BSB'],
      departure: { time: '21:40' },
      arrival: { time: '01:05', date: '2026-09-16' },
      duration: '3h 25min',
    });
    expect(back).toMatchObject({
      isReturnFlight: true,
      departure: { airport: 'CNF', date: '2026-09-22', time: '18:30' },
      arrival: { airport: 'GRU' },
      duration: '1h 05min',
    });
    expect(new Set(flights.map((f) => f.id)).size).toBe(3);
  });

  it('Azul: one way sends no returnDate; stops are the listed airports', async () => {
    const before = fake.received('azul').length;
    const flights = await collect(UPSTREAMS.azul, configWith({ AZUL: 'azul' }), oneWay);
    expect(fake.received('azul').slice(before)[0]?.body).not.toHaveProperty('returnDate');
    expect(flights.map((f) => [f.source, f.airline, f.price, f.stops, f.stopAirports])).toEqual([
      ['azul_api', 'Azul', 355.9, 0, []],
      ['azul_api', 'Azul', 301.45, 1, ['VCP']],
    ]);
  });

  it('VoeGol: origem, destino, duracao, preco, companhia; times left empty when not sent', async () => {
    const flights = await collect(UPSTREAMS.voegol, configWith({ VOEGOL: 'voegol' }), roundTrip);
    expect(createAirlineUpstreamProvider(UPSTREAMS.voegol, configWith({})).id).toBe('voegol');
    expect(
      flights.map((f) => [
        f.source,
        f.airline,
        f.departure.airport,
        f.arrival.airport,
        f.departure.time,
        f.duration,
        f.price,
        f.isReturnFlight,
      ]),
    ).toEqual([
      ['voegol_api', 'GOL', 'GRU', 'CNF', '09:00', '1h 10min', 327.8, false],
      ['voegol_api', 'GOL', 'GRU', 'CNF', '', '1h 15min', 289.9, false],
      ['voegol_api', 'GOL', 'CNF', 'GRU', '20:15', '1h 05min', 310.2, true],
    ]);
  });

  it('Smiles: miles rows valued in reais (15 per 1000 miles + fees)', async () => {
    const query = { ...roundTrip, destination: 'MIA' };
    const flights = await collect(UPSTREAMS.smiles, configWith({ SMILES: 'smiles' }), query);
    expect(flights).toHaveLength(2);
    expect(flights[0]).toMatchObject({
      id: 'smiles_api-ida-SM8841',
      source: 'smiles_api',
      airline: 'GOL',
      price: null,
      miles: 68000,
      milesProgram: 'Smiles',
      fees: 245.3,
      estimatedValue: 1265.3,
      arrival: { airport: 'MIA', date: '2026-09-16', time: '07:40' },
      duration: '8h 45min',
    });
    expect(flights[0]?.estimatedValueFormatted).toMatch(/^aproximadamente R\$/);
    // No arrival day in the row: departure 20:10 + 8h 50min lands the next day.
    expect(flights[1]).toMatchObject({
      isReturnFlight: true,
      miles: 72500,
      arrival: { date: '2026-09-23', time: '06:00' },
      duration: '8h 50min',
    });
  });

  it('Azul miles: POST {AZUL_UPSTREAM_URL}/search/miles, valued as Azul Fidelidade', async () => {
    const before = fake.received('azul').length;
    const flights = await collect(UPSTREAMS.azulmilhas, configWith({ AZUL: 'azul' }), {
      ...oneWay,
      origin: 'VCP',
      destination: 'REC',
    });
    expect(
      fake
        .received('azul')
        .slice(before)
        .map((r) => r.url),
    ).toEqual(['/azul/search/miles']);
    expect(flights).toMatchObject([
      { source: 'azulmilhas_api', milesProgram: 'Azul Fidelidade', miles: 15400, fees: 38.26, flightNumber: 'AD4078' },
    ]);
  });

  it('asks nothing for the other payment type, and sends no Authorization without a key', async () => {
    const before = fake.requests.length;
    expect(
      await collect(UPSTREAMS.smiles, configWith({ SMILES: 'smiles' }), { ...roundTrip, searchType: 'cash' }),
    ).toEqual([]);
    expect(
      await collect(UPSTREAMS.latam, configWith({ LATAM: 'latam' }), { ...roundTrip, searchType: 'miles' }),
    ).toEqual([]);
    expect(fake.requests.length).toBe(before);
    await collect(UPSTREAMS.latam, loadConfig({ LATAM_UPSTREAM_URL: `${base}/latam` }), oneWay);
    expect(fake.requests.at(-1)?.headers).not.toHaveProperty('authorization');
  });
});

describe('airline upstreams: failures', () => {
  it('401 → the key was refused, in pt-BR', async () => {
    const err = await failure(UPSTREAMS.latam, configWith({ LATAM: 'unauthorized' }));
    expect(err.failure).toBe('unauthorized');
    expect(err.message).toBe('A API LATAM recusou a chave de acesso (HTTP 401). Verifique UPSTREAM_API_KEY.');
  });

  it('429 → rate limited', async () => {
    const err = await failure(UPSTREAMS.azul, configWith({ AZUL: 'rate-limited' }));
    expect(err.failure).toBe('rate_limited');
    expect(err.message).toBe('A API Azul limitou as consultas (HTTP 429). Tente novamente em instantes.');
  });

  it('an HTML page, as an error status or as a 200, is an external API error', async () => {
    for (const scenario of ['html', 'maintenance']) {
      const err = await failure(UPSTREAMS.voegol, configWith({ VOEGOL: scenario }));
      expect(err.failure).toBe('html');
      expect(err.message).toBe('A API VoeGol respondeu com uma página HTML em vez de JSON (erro na API externa).');
    }
  });

  it('JSON without the ida list is an invalid reply', async () => {
    const err = await failure(UPSTREAMS.smiles, configWith({ SMILES: 'envelope' }));
    expect(err.failure).toBe('invalid');
  });

  it('a server that never answers times out after UPSTREAM_TIMEOUT_MS', async () => {
    const started = performance.now();
    const err = await failure(UPSTREAMS.latam, configWith({ LATAM: 'hang' }));
    expect(err.failure).toBe('timeout');
    expect(err.message).toBe('A API LATAM não respondeu a tempo.');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("the caller's signal cancels the request", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const search = collect(
      UPSTREAMS.latam,
      configWith({ LATAM: 'hang' }, { UPSTREAM_TIMEOUT_MS: '10000' }),
      oneWay,
      controller.signal,
    );
    const err = await search.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(UpstreamError);
    expect(controller.signal.aborted).toBe(true);
  });

  it('skips malformed rows and counts them', async () => {
    const config = configWith({ LATAM: 'malformed' });
    const reply = await fetchUpstream(UPSTREAMS.latam, config, {
      origin: 'GRU',
      destination: 'CNF',
      departureDate: '2026-09-15',
      returnDate: '2026-09-22',
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
    });
    expect(reply.ida).toHaveLength(1);
    expect(reply.volta).toHaveLength(1);
    expect(reply.skipped).toBe(8);
    expect((await collect(UPSTREAMS.latam, config, roundTrip)).map((f) => f.price)).toEqual([412.37, 389]);
  });
});

describe('airline upstreams: not configured', () => {
  it('without a URL no upstream is configured, none joins the search, and nothing is requested', async () => {
    const config = loadConfig({ UPSTREAM_API_KEY: KEY });
    const before = fake.requests.length;
    for (const def of Object.values(UPSTREAMS)) expect(isUpstreamConfigured(def, config)).toBe(false);
    const ids = enabledProviders({ config, db: null }).map((p) => p.id);
    expect(ids).not.toEqual(expect.arrayContaining(['latam_api']));
    expect(ids).toContain('demo');
    const err = await failure(UPSTREAMS.latam, config);
    expect(err.failure).toBe('not_configured');
    expect(err.message).toBe('A API LATAM não está configurada (LATAM_UPSTREAM_URL).');
    expect(fake.requests.length).toBe(before);
  });

  it('a configured URL puts that airline in the live search (and the demo out)', () => {
    const ids = enabledProviders({ config: configWith({ LATAM: 'latam', SMILES: 'smiles' }), db: null }).map(
      (p) => p.id,
    );
    expect(ids).toEqual(expect.arrayContaining(['latam_api', 'smiles_api']));
    expect(ids).not.toContain('azul_api');
    expect(ids).not.toContain('demo');
  });
});
