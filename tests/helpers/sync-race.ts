// Concurrent writers against one user's saved flights while a device pulls in a loop (DESIGN §7): at the end
// the device's merged copy must equal the server's table. Used by tests/server/sync-race.test.ts per database.
import { randomUUID } from 'node:crypto';
import { makeSavedFlight } from './flight-fixture';
import type { Db } from '../../server/db/client';
import { jsonRequest } from './auth';

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };
interface PulledRow {
  id: string;
  updated_at: string;
  deleted_at: string | null;
  milhas: number | null;
}

export interface RaceOptions {
  /** Writers run round-robin over these app instances (several instances on one PostgreSQL). */
  apps: App[];
  db: Db;
  userId: string;
  headers: Record<string, string>;
  writers: number;
  durationMs: number;
}

export interface RaceResult {
  serverRows: number;
  writes: number;
  pulls: number;
  missing: number;
  stale: number;
  resurrected: number;
}

/** One writer: creates, edits and deletes (tombstones) rows, some of them shared with the other writers. */
async function writer(
  app: App,
  headers: Record<string, string>,
  shared: string[],
  until: number,
  puller: Puller,
): Promise<number> {
  let writes = 0;
  // Each edit is later than the one before, as a device's clock moves on; the server keeps the later edit.
  let tick = Date.now();
  const nextTime = () => {
    tick += 1 + Math.floor(Math.random() * 3);
    return new Date(tick).toISOString();
  };
  while (Date.now() < until) {
    const roll = Math.random();
    const known = shared[Math.floor(Math.random() * shared.length)];
    let res: Response;
    if (roll < 0.45 || !known) {
      const id = randomUUID();
      res = await app.request(
        `/api/saved-flights/${id}`,
        jsonRequest('PUT', makeSavedFlight(id, nextTime(), { milhas: writes }), headers),
      );
      // Shared once it exists, so another writer's delete never meets an id still on its way.
      if (res.status === 200) shared.push(id);
    } else if (roll < 0.8) {
      res = await app.request(
        `/api/saved-flights/${known}`,
        jsonRequest('PUT', makeSavedFlight(known, nextTime(), { milhas: 1000 + writes }), headers),
      );
    } else {
      res = await app.request(`/api/saved-flights/${known}`, jsonRequest('DELETE', undefined, headers));
    }
    if (res.status !== 200) throw new Error(`escrita recusada: ${res.status} ${await res.text()}`);
    writes += 1;
    // Now and then this writer waits for a pull, so pulls land between writes even where the database serves one
    // statement at a time (PGlite) and a looping puller alone would queue behind every writer.
    if (writes % 8 === 0) await puller.pull();
  }
  return writes;
}

/** The device: pulls with its opaque cursor and merges each page into its copy, as src/lib/sync.ts does. */
class Puller {
  readonly rows = new Map<string, PulledRow>();
  cursor: string | null = null;
  pulls = 0;
  private running: Promise<void> | null = null;
  constructor(
    private readonly app: App,
    private readonly headers: Record<string, string>,
  ) {}

  /** One pull round at a time, as on the device: a call during a round waits for that round. */
  pull(): Promise<void> {
    this.running ??= this.catchUp().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Pulls until the server says there is nothing more right now. */
  async catchUp(): Promise<void> {
    for (;;) {
      const query = this.cursor ? `?updated_since=${encodeURIComponent(this.cursor)}` : '';
      const res = await this.app.request(`/api/saved-flights${query}`, { headers: this.headers });
      if (res.status !== 200) throw new Error(`pull recusado: ${res.status}`);
      const page = (await res.json()) as { items: PulledRow[]; cursor: string | null; hasMore: boolean };
      this.pulls += 1;
      for (const item of page.items) this.rows.set(item.id, item);
      this.cursor = page.cursor;
      if (!page.hasMore) return;
    }
  }
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null ? null : String(value));

/** Runs the writers and a looping puller together, then a final pull, and compares the device with the server. */
export async function raceWritersAndPuller(options: RaceOptions): Promise<RaceResult> {
  const [first] = options.apps;
  if (!first) throw new Error('sem instâncias');
  const until = Date.now() + options.durationMs;
  const shared: string[] = [];
  const puller = new Puller(first, options.headers);
  let writing = true;
  const pulling = (async () => {
    while (writing) {
      await puller.pull();
      // A real device waits for the network between pulls; here, at least let the writers' I/O run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const counts = await Promise.all(
    Array.from({ length: options.writers }, (_, i) =>
      writer(options.apps[i % options.apps.length] ?? first, options.headers, shared, until, puller),
    ),
  ).finally(() => {
    writing = false;
  });
  await pulling;
  await puller.pull();

  const server = await options.db.query<{
    id: string;
    updated_at: Date;
    deleted_at: Date | null;
    milhas: number | null;
  }>('SELECT id, updated_at, deleted_at, milhas FROM saved_flights WHERE user_id = $1', [options.userId]);
  let missing = 0;
  let stale = 0;
  let resurrected = 0;
  for (const row of server) {
    const mine = puller.rows.get(row.id);
    if (!mine) {
      missing += 1;
      continue;
    }
    const same =
      mine.updated_at === iso(row.updated_at) && mine.deleted_at === iso(row.deleted_at) && mine.milhas === row.milhas;
    if (!same) stale += 1;
    if (row.deleted_at !== null && mine.deleted_at === null) resurrected += 1;
  }
  return {
    serverRows: server.length,
    writes: counts.reduce((a, b) => a + b, 0),
    pulls: puller.pulls,
    missing,
    stale,
    resurrected,
  };
}
