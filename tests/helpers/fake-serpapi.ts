import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Flight } from '../../core/schemas/flight';
import type { SearchQuery } from '../../core/schemas/search';
import { createGoogleFlightsProvider, type GoogleFlightsOptions } from '../../server/providers/google-flights';
import { ProviderError } from '../../server/search/provider';
import { makeSearchQuery } from './flight-fixture';

// SerpApi on loopback for the google_flights contract tests: replies recorded in the documented shape
// (tests/fixtures/serpapi), a handler each test sets, and the requests it received.

export const SERPAPI_KEY = 'chave-secreta-serpapi-0123456789abcdef';
export const SERPAPI_NOW = new Date('2026-11-22T14:03:12Z');

export const serpApiFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/serpapi/${name}`, import.meta.url), 'utf8');

export type SerpApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

export const json = (status: number, body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
};

export const oneWay: SearchQuery = makeSearchQuery({ departureDate: '2027-01-15' });

/**
 * Starts the fake for the file (closed after it); before each test, no requests and a 500 reply. `provider`
 * is the google_flights provider pointed at it with the test key; `collect` gathers a search's batches.
 */
export function setupFakeSerpApi() {
  let server: Server | undefined;
  let baseUrl = '';
  let handler: SerpApiHandler = json(500, '{}');
  let requests: URL[] = [];

  beforeAll(async () => {
    const listening = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(url);
      handler(req, res, url);
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(() => {
    requests = [];
    handler = json(500, '{}');
  });

  const provider = (options: Partial<GoogleFlightsOptions> = {}) =>
    createGoogleFlightsProvider({ settings: () => ({ apiKey: SERPAPI_KEY, baseUrl }), ...options });

  return {
    get baseUrl() {
      return baseUrl;
    },
    get requests() {
      return requests;
    },
    set handler(next: SerpApiHandler) {
      handler = next;
    },
    provider,
    async collect(p = provider(), query = oneWay, signal = new AbortController().signal): Promise<Flight[][]> {
      const batches: Flight[][] = [];
      for await (const batch of p.search(query, { signal, now: SERPAPI_NOW })) batches.push(batch);
      return batches;
    },
  };
}

/** Rejects with this pt-BR ProviderError, and neither its message nor its cause carries the key. */
export async function expectProviderError(promise: Promise<unknown>, message: string): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  const error = err as ProviderError;
  expect(error.message).toBe(message);
  expect(`${error.message} ${String(error.cause ?? '')} ${error.stack ?? ''}`).not.toContain(SERPAPI_KEY);
}
