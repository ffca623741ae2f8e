import { isUuid } from '@core/schemas/ids';
import { batchPerDb } from '../db/batch-while-busy';
import type { Db } from '../db/client';
import { findUsersByIds, type UserRow } from './users';

const readBatched = batchPerDb(async (db, ids: string[]) => {
  const byId = new Map((await findUsersByIds(db, [...new Set(ids)])).map((row) => [row.id, row]));
  return ids.map((wanted) => byId.get(wanted) ?? null);
});

/** The channel migration 0007 announces every committed change to users on. */
const USERS_CHANGED = 'users_changed';
/** A remembered row is read again after this long even if no change was announced (a safety net). */
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Callers' rows kept in memory, for embedded PGlite only: there this process is the database's only writer, and
 * every committed change to users is announced (migration 0007) before the statement that made it resolves for
 * its writer, so a request that starts after a change was made never sees the row from before it. Each
 * announcement forgets every row; a read issued before an announcement is not kept (it may predate the change).
 * On PostgreSQL other instances write too: no memory, every request reads.
 */
class RememberedRows {
  private generation = 0;
  /** True once LISTEN took effect; false if it failed (then every request keeps reading the database). */
  private readonly listening: Promise<boolean>;
  private readonly rows = new Map<string, { row: UserRow | null; generation: number; readAt: number }>();

  constructor(
    private readonly db: Db,
    listen: NonNullable<Db['listen']>,
  ) {
    this.listening = listen(USERS_CHANGED, () => this.forgetAll()).then(
      () => true,
      () => false,
    );
  }

  async read(id: string): Promise<UserRow | null> {
    const kept = this.rows.get(id);
    if (kept && kept.generation === this.generation && Date.now() - kept.readAt < REMEMBER_MS) return kept.row;
    // Only a read issued while listening may be kept: a change made before LISTEN took effect was not announced.
    const generation = (await this.listening) ? this.generation : -1;
    const readAt = Date.now();
    // Frozen: one row object may serve many requests, and none of them may change it for the others.
    const row = freeze(await readBatched(this.db, id));
    if (generation === this.generation) this.remember(id, { row, generation, readAt });
    return row;
  }

  private remember(id: string, entry: { row: UserRow | null; generation: number; readAt: number }): void {
    this.rows.delete(id);
    if (this.rows.size >= MAX_REMEMBERED) this.rows.delete(this.rows.keys().next().value as string);
    this.rows.set(id, entry);
  }

  private forgetAll(): void {
    this.generation++;
    this.rows.clear();
  }
}

const freeze = (row: UserRow | null) => (row ? Object.freeze(row) : row);

const remembered = new WeakMap<Db, RememberedRows>();

/**
 * The caller's current row (authenticate), read on every request on PostgreSQL and remembered until users
 * change on embedded PGlite (RememberedRows). Reads made while one is running share the next statement
 * (batch-while-busy.ts). Either way a deletion, demotion or expiry applies at once.
 */
export function readCallerRow(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  const key = id.toLowerCase();
  if (db.kind !== 'pglite' || !db.listen) return readBatched(db, key);
  let rows = remembered.get(db);
  if (!rows) {
    rows = new RememberedRows(db, db.listen.bind(db));
    remembered.set(db, rows);
  }
  return rows.read(key);
}
