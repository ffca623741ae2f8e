import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Flight } from '../../core/schemas/flight';
import type { SearchQuery } from '../../core/schemas/search';
import type { Db } from '../../server/db/client';
import { createSeatsAeroProvider, type SeatsAeroConfig, type SeatsAeroDeps } from '../../server/providers/seats-aero';
import { makeSearchQuery } from './flight-fixture';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from './fake-seats-aero';
import { createTestDb, resetDb } from './test-db';

// What the Seats.aero contract tests share (seats-aero-contract, -failures, -cache): the fake Partner API on
// loopback, a test database for the reply cache, and the provider pointed at the fake with the test key.

export const SEATS_AERO_KEY = 'pro_chave-de-teste-123';
export const SEATS_AERO_NOW = new Date('2026-11-22T12:00:00.000Z');

/** A one-way GRU → MIA economy search on the day the recorded replies have seats, with any field overridden. */
export const seatsAeroQuery = (overrides: Partial<SearchQuery> = {}): SearchQuery =>
  makeSearchQuery({ departureDate: '2026-12-10', ...overrides });

/** A responder that answers every request with this recorded reply. */
export const always = (name: string) => () => ({ json: seatsAeroFixture(name) });

/** Starts the fake and a database for the file; before each test, no requests, default replies, empty tables. */
export function setupSeatsAeroContract() {
  let fake: FakeSeatsAero | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    fake = await startFakeSeatsAero();
    db = await createTestDb();
  });
  afterAll(async () => {
    await fake?.close();
    await db?.close();
  });
  beforeEach(async () => {
    fake?.reset();
    if (db) await resetDb(db);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setupSeatsAeroContract: use dentro dos testes e hooks do arquivo');
    return value;
  };
  const settings = (overrides: Partial<SeatsAeroConfig> = {}): SeatsAeroConfig => ({
    SEATS_AERO_API_KEY: SEATS_AERO_KEY,
    SEATS_AERO_BASE_URL: started(fake).baseUrl,
    SEATS_AERO_CACHE_TTL_SECONDS: 600,
    SEATS_AERO_TIMEOUT_MS: 2000,
    ...overrides,
  });
  const provider = (deps: Partial<SeatsAeroDeps> = {}) =>
    createSeatsAeroProvider({ config: settings(), db: null, ...deps });

  return {
    get fake() {
      return started(fake);
    },
    get db() {
      return started(db);
    },
    settings,
    provider,
    async collect(
      p: ReturnType<typeof provider>,
      q: SearchQuery = seatsAeroQuery(),
      now = SEATS_AERO_NOW,
    ): Promise<Flight[][]> {
      const batches: Flight[][] = [];
      for await (const batch of p.search(q, { signal: new AbortController().signal, now })) batches.push(batch);
      return batches;
    },
  };
}
