import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { converseOver, type LiveServer, listen } from '../helpers/live-server';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// Every award offer streamed over /ws says when its provider last saw it (seenAt), from the
// Seats.aero row's ComputedLastSeen where it has one, else its UpdatedAt; the fixed table's rows say none.

const now = Date.now();
const inAMonth = new Date(now + 30 * 86_400_000).toISOString().slice(0, 10);
const twoHoursAgo = new Date(now - 2 * 3_600_000).toISOString();
const halfAnHourAgo = new Date(now - 30 * 60_000).toISOString();
const aWeekAgo = new Date(now - 7 * 86_400_000).toISOString();

type Row = Record<string, unknown>;
/** The recorded GRU→MIA reply on the test's day: azul seen 2 h ago (UpdatedAt), smiles with ComputedLastSeen. */
function reply(): unknown {
  const recorded = seatsAeroFixture('search-gru-mia.json') as { data: Row[] };
  const data = recorded.data.map((row): Row => ({ ...row, Date: inAMonth, ParsedDate: `${inAMonth}T00:00:00Z` }));
  for (const row of data) {
    if (row.Source === 'azul') row.UpdatedAt = twoHoursAgo;
    if (row.Source === 'smiles') Object.assign(row, { UpdatedAt: aWeekAgo, ComputedLastSeen: halfAnHourAgo });
  }
  return { ...recorded, data };
}

let fake: FakeSeatsAero;
let db: Db;
let live: LiveServer;
let headers: Record<string, string>;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  fake = await startFakeSeatsAero();
  fake.respond(() => ({ json: reply() }));
  db = await createTestDb();
  const built = createTestApp(db, {
    env: {
      SEATS_AERO_API_KEY: 'pro_chave-de-teste-123',
      SEATS_AERO_BASE_URL: fake.baseUrl,
      SEATS_AERO_TIMEOUT_MS: '10000',
    },
  });
  app = built.app;
  live = await listen(built);
  const user = await createUser(db);
  headers = (await login(app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await live.close();
  await fake.close();
  await db.close();
});

type Streamed = { id: string; source: string; seenAt?: string | null; freshness: { kind: string } };

describe('award offers over /ws carry seenAt', () => {
  it('gives each Seats.aero offer its last sighting and the fixed table none', async () => {
    const started = await app.request(
      '/api/search/async',
      jsonRequest('POST', { origin: 'GRU', destination: 'MIA', departureDate: inAMonth }, headers),
    );
    const { searchId } = (await started.json()) as { searchId: string };
    const messages = await converseOver(
      live.wsUrl,
      headers,
      [{ type: 'subscribe', searchId }],
      (m) => m.type === 'complete' || m.type === 'error',
    );
    expect(messages.at(-1)?.type).toBe('complete');
    const flights = messages.flatMap((m) => (m.type === 'results' ? (m.data ?? []) : [])) as Streamed[];
    const seats = flights.filter((f) => f.source === 'seats_aero');
    const azul = seats.filter((f) => f.id.startsWith('seats_aero-2pZ8xJ3cQk7mN1rT5vW9yB4dF6h'));
    const smiles = seats.filter((f) => f.id.startsWith('seats_aero-2pZ8xM4dRl8nP2sU6xA0zC5eG7i'));
    expect(azul.length).toBeGreaterThan(0);
    expect(smiles.length).toBeGreaterThan(0);
    for (const f of azul) expect(f.seenAt).toBe(twoHoursAgo);
    for (const f of smiles) expect(f.seenAt).toBe(halfAnHourAgo);
    const table = flights.filter((f) => f.source === 'fixed_table');
    for (const f of table) {
      expect(f.freshness.kind).toBe('reference');
      expect(f.seenAt ?? null).toBeNull();
    }
  });
});
