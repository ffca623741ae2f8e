import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { captureMailer, type LoopbackServer, seatsAeroReply, serpApiReply, startLoopback } from './alert-fakes';
import { createUser, jsonRequest, login } from './auth';
import { type FakeSeatsAero, startFakeSeatsAero } from './fake-seats-aero';
import { createTestApp } from './test-app';
import { createTestDb, resetDb } from './test-db';

/**
 * One test file's price-alert bench: a PGlite database, Seats.aero and SerpApi on loopback answering
 * their recorded replies at the prices the test sets (`prices.miles`, `prices.cashDelta`), and helpers to sign in,
 * create an alert through the sync route, and make alerts due. Registers its own hooks.
 */
export function alertTestBed() {
  const day = addDaysIso(todayIsoDate(), 20);
  const prices = { miles: 45_000, cashDelta: 0 };
  const bed = {} as { db: Db; seats: FakeSeatsAero; serp: LoopbackServer };

  beforeAll(async () => {
    bed.db = await createTestDb();
    bed.seats = await startFakeSeatsAero();
    bed.serp = await startLoopback();
  });
  afterAll(async () => {
    await bed.seats.close();
    await bed.serp.close();
    await bed.db.close();
  });
  beforeEach(async () => {
    await resetDb(bed.db);
    bed.seats.reset();
    bed.serp.requests.length = 0;
    prices.miles = 45_000;
    prices.cashDelta = 0;
    bed.seats.respond(() => ({ json: seatsAeroReply(day, prices.miles) }));
    bed.serp.respond((req) => ({
      status: 200,
      body: serpApiReply(req.url.searchParams.get('outbound_date') ?? day, prices.cashDelta),
    }));
  });

  const liveEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
    SEATS_AERO_API_KEY: 'chave-seats-de-teste',
    SEATS_AERO_BASE_URL: bed.seats.baseUrl,
    SERPAPI_API_KEY: 'chave-serpapi-de-teste',
    SERPAPI_BASE_URL: bed.serp.baseUrl,
    // The reply cache would hide the drop between two checks a minute apart.
    SEATS_AERO_CACHE_TTL_SECONDS: '0',
    SEARCH_CACHE_TTL_SECONDS: '0',
    ...extra,
  });

  async function signedIn(
    env: Record<string, string> = liveEnv(),
    options: Pick<NonNullable<Parameters<typeof createTestApp>[1]>, 'resolveHost' | 'kickDelivery'> = {},
  ) {
    const mailer = captureMailer();
    const built = createTestApp(bed.db, { env, mailer, ...options });
    const user = await createUser(bed.db);
    const { bearer } = await login(built.app, user.email, user.password);
    return { ...built, mailer, user, bearer };
  }
  type Signed = Awaited<ReturnType<typeof signedIn>>;

  /** A miles alert GRU→MIA, economy, 5 days either side of `day`, under 40,000 miles (overridable). */
  async function createAlert(s: Signed, overrides: Record<string, unknown> = {}): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    const body = {
      id,
      origin: 'GRU',
      destination: 'MIA',
      max_price: 40_000,
      alert_type: 'milhas',
      active: true,
      created_at: now,
      updated_at: now,
      date_from: addDaysIso(day, -5),
      date_to: addDaysIso(day, 5),
      cabin: 'ECONOMY',
      ...overrides,
    };
    const res = await s.app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', body, s.bearer));
    expect(res.status, await res.clone().text()).toBe(200);
    return id;
  }

  async function pull(s: Signed, path: string): Promise<unknown> {
    const res = await s.app.request(path, { headers: s.bearer });
    expect(res.status).toBe(200);
    return res.json();
  }

  return {
    day,
    prices,
    bed,
    liveEnv,
    signedIn,
    createAlert,
    pull,
    makeDue: () => bed.db.query('UPDATE price_alerts SET next_check_at = now()'),
    count: async (table: string) =>
      Number((await bed.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]?.n),
  };
}
