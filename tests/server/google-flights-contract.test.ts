import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Flight, flightSchema } from '../../core/schemas/flight';
import type { SearchQuery } from '../../core/schemas/search';
import { loadConfig } from '../../server/config';
import {
  createGoogleFlightsProvider,
  type GoogleFlightsOptions,
  SERPAPI_MESSAGES,
} from '../../server/providers/google-flights';
import { enabledProviders } from '../../server/search/providers';
import { runSearch } from '../../server/search/engine';
import { ProviderError } from '../../server/search/provider';

/**
 * Contract of the google_flights provider against SerpApi replies recorded in the documented shape
 * (https://serpapi.com/google-flights-api, /google-flights-results, /api-status-and-error-codes), served by a real
 * HTTP server on loopback.
 */

const KEY = 'chave-secreta-serpapi-0123456789abcdef';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/serpapi/${name}`, import.meta.url), 'utf8');

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;
const json = (status: number, body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
};

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handler(req, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  handler = json(500, '{}');
});

const provider = (options: Partial<GoogleFlightsOptions> = {}) =>
  createGoogleFlightsProvider({ settings: () => ({ apiKey: KEY, baseUrl }), ...options });

const oneWay: SearchQuery = {
  origin: 'GRU',
  destination: 'MIA',
  departureDate: '2027-01-15',
  tripType: 'ONE_WAY',
  cabinClass: 'ECONOMY',
  passengers: { adults: 1, children: 0, infants: 0 },
  searchType: 'all',
  isFlexible: false,
  includeNearby: false,
};
const roundTrip: SearchQuery = { ...oneWay, tripType: 'ROUND_TRIP', returnDate: '2027-01-25' };
const NOW = new Date('2026-11-22T14:03:12Z');

async function collect(p = provider(), query = oneWay, signal = new AbortController().signal): Promise<Flight[][]> {
  const batches: Flight[][] = [];
  for await (const batch of p.search(query, { signal, now: NOW })) batches.push(batch);
  return batches;
}

/** Rejects with this pt-BR ProviderError, and neither its message nor its cause carries the key. */
async function expectProviderError(promise: Promise<unknown>, message: string): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  const error = err as ProviderError;
  expect(error.message).toBe(message);
  expect(`${error.message} ${String(error.cause ?? '')} ${error.stack ?? ''}`).not.toContain(KEY);
}

describe('google_flights (SerpApi) contract', () => {
  it('asks exactly the documented one-way search and maps every row to a Flight in reais', async () => {
    handler = json(200, fixture('one-way-gru-mia.json'));
    const batches = await collect(provider(), {
      ...oneWay,
      passengers: { adults: 2, children: 1, infants: 1 },
      cabinClass: 'BUSINESS',
    });

    expect(requests).toHaveLength(1);
    const sent = requests[0] as URL;
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
      api_key: KEY,
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
      freshness: { kind: 'live', fetchedAt: NOW.toISOString() },
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
      [JSON.parse(fixture('round-trip-outbound.json')).best_flights[0].departure_token]:
        'round-trip-return-la8180.json',
      [JSON.parse(fixture('round-trip-outbound.json')).best_flights[1].departure_token]: 'round-trip-return-aa930.json',
    };
    handler = (req, res, url) => {
      const token = url.searchParams.get('departure_token');
      json(200, fixture(token ? (byToken[token] ?? 'no-results.json') : 'round-trip-outbound.json'))(req, res);
    };
    const batches = await collect(provider({ maxReturnLookups: 2 }), roundTrip);

    expect(requests).toHaveLength(3);
    const [first, ...lookups] = requests as [URL, ...URL[]];
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

  it('401: the key is refused, in pt-BR, without the key', async () => {
    handler = json(401, fixture('invalid-api-key.json'));
    await expectProviderError(collect(), SERPAPI_MESSAGES.unauthorized);
    expect(SERPAPI_MESSAGES.unauthorized).toBe('Chave da SerpApi recusada (não autorizada).');
  });

  it('429: out of searches', async () => {
    handler = json(429, fixture('out-of-searches.json'));
    await expectProviderError(collect(), 'Limite de consultas da SerpApi atingido. Tente mais tarde.');
  });

  it("{error} from SerpApi: a failed search is an error (its text redacted); 'no results' yields nothing", async () => {
    handler = json(503, fixture('search-error.json'));
    await expectProviderError(collect(), SERPAPI_MESSAGES.failed);

    handler = json(
      200,
      JSON.stringify({
        error: `Erro interno para https://serpapi.com/search.json?engine=google_flights&api_key=${KEY}`,
      }),
    );
    await expectProviderError(collect(), SERPAPI_MESSAGES.failed);

    handler = json(200, fixture('no-results.json'));
    expect(await collect()).toEqual([]);
  });

  it('an HTML error page (or any non-JSON body) is an invalid reply', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
    for (const status of [200, 502]) {
      handler = (_req, res) => {
        res.writeHead(status, { 'content-type': 'text/html' });
        res.end(html);
      };
      await expectProviderError(collect(), 'A API externa retornou uma resposta inválida.');
    }
    handler = json(200, '{"search_metadata": {"status": "Success"}, "best_flights": ');
    await expectProviderError(collect(), SERPAPI_MESSAGES.invalid);
    handler = json(
      200,
      JSON.stringify({ ...JSON.parse(fixture('one-way-gru-mia.json')), search_parameters: { currency: 'USD' } }),
    );
    await expectProviderError(collect(), SERPAPI_MESSAGES.invalid);
  });

  it('a server that never answers times out through the AbortSignal', async () => {
    handler = () => {};
    await expectProviderError(collect(provider({ requestTimeoutMs: 150 })), SERPAPI_MESSAGES.timeout);

    // Under the engine, the provider's own budget applies and the search still completes.
    const outcome = await runSearch(oneWay, [provider({ timeoutMs: 150, requestTimeoutMs: 10_000 })], {
      signal: new AbortController().signal,
      onBatch: () => {},
    });
    expect(outcome.errors).toEqual([{ provider: 'google_flights', message: 'A fonte não respondeu a tempo.' }]);

    // A cancelled search ends with the caller's abort, not a provider error.
    const cancel = new AbortController();
    const pending = collect(provider(), oneWay, cancel.signal);
    setTimeout(() => cancel.abort(new Error('cancelado')), 50);
    await expect(pending).rejects.toThrow('cancelado');
  });

  it('malformed rows are skipped, never the page; a page of nothing but malformed rows is refused', async () => {
    handler = json(200, fixture('malformed-rows.json'));
    const flights = (await collect()).flat();
    expect(flights.map((f) => [f.flightNumber, f.price])).toEqual([
      ['LA 8180', 3187],
      ['CM 702 / CM 432', 2589],
    ]);

    const page = JSON.parse(fixture('malformed-rows.json'));
    handler = json(
      200,
      JSON.stringify({ ...page, best_flights: page.best_flights.slice(1), other_flights: [page.other_flights[0]] }),
    );
    await expectProviderError(collect(), SERPAPI_MESSAGES.invalid);
  });

  it('no key: not configured, no request, no invented data', async () => {
    const ids = (env: Record<string, string>) =>
      enabledProviders({ config: loadConfig(env), db: null }).map((p) => p.id);
    expect(ids({})).not.toContain('google_flights');
    expect(ids({ SERPAPI_API_KEY: ' ' })).not.toContain('google_flights');
    expect(ids({ SERPAPI_API_KEY: KEY })).toContain('google_flights');
    expect(loadConfig({}).SERPAPI_BASE_URL).toBe('https://serpapi.com');

    await expectProviderError(
      collect(provider({ settings: () => ({ apiKey: undefined, baseUrl }) })),
      SERPAPI_MESSAGES.notConfigured,
    );
    expect(requests).toHaveLength(0);
  });

  it('a miles-only search asks nothing of a cash source', async () => {
    handler = json(200, fixture('one-way-gru-mia.json'));
    expect(await collect(provider(), { ...oneWay, searchType: 'miles' })).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('a refused connection is reported without the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const p = createGoogleFlightsProvider({ settings: () => ({ apiKey: KEY, baseUrl: `http://127.0.0.1:${port}` }) });
    await expectProviderError(collect(p), SERPAPI_MESSAGES.network);
  });
});
