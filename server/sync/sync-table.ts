// The synced tables on the server (DESIGN §7): idempotent upserts, tombstones and pulls by change number.
import type { Db, Queryable } from '../db/client';

/**
 * A table the device syncs: rows with a client UUID, the device's updated_at, a tombstone, and sync_version, the
 * user's change number (DESIGN §7, migration 0004) that the pull cursor follows. Any table with those columns
 * and a row in sync_versions' numbering syncs through the functions below.
 */
export interface SyncTable {
  table: 'saved_flights' | 'price_alerts';
  /** Writable columns besides id and user_id (identifiers are fixed here, never from input). */
  columns: readonly string[];
  /** Columns that come back as text from PostgreSQL numeric and are numbers in the API. */
  numeric: readonly string[];
}

export const SAVED_FLIGHTS: SyncTable = {
  table: 'saved_flights',
  columns: [
    'origin',
    'destination',
    'program',
    'companhia',
    'cabine',
    'milhas',
    'reais_estimado',
    'data_voo',
    'saved_at',
    'flight',
    'updated_at',
    'deleted_at',
  ],
  numeric: ['reais_estimado'],
};

export const PRICE_ALERTS: SyncTable = {
  table: 'price_alerts',
  columns: ['origin', 'destination', 'max_price', 'alert_type', 'active', 'created_at', 'updated_at', 'deleted_at'],
  numeric: ['max_price'],
};

const PULL_LIMIT = 500;
const CURSOR = /^v1:(\d{1,15})$/;
/** Server-side columns the API never shows. */
const HIDDEN = new Set(['user_id', 'server_updated_at', 'sync_version', 'sync_version_text', 'data_voo_text']);

type Row = Record<string, unknown>;

/** The opaque cursor a device holds: "v1:<last version seen>". */
const toCursor = (version: number) => `v1:${version}`;

/**
 * The version a cursor stands for. Anything else (a device still holding the old timestamp cursor, garbage)
 * means "from the start": that device pulls everything once, then holds a v1 cursor.
 */
function fromCursor(cursor: string | undefined): number {
  const match = cursor ? CURSOR.exec(cursor) : null;
  return match ? Number(match[1]) : 0;
}

/**
 * The user's next change number, taken inside the writing transaction. The counter row stays locked until that
 * transaction ends, so another write of the same user waits for this commit: versions are committed in order,
 * and a pull that has seen version N can never later meet a smaller one.
 */
async function nextVersion(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx.query<{ version: string }>(
    `INSERT INTO sync_versions AS s (user_id, version) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET version = s.version + 1 RETURNING version::text AS version`,
    [userId],
  );
  if (!row) throw new Error('sync_versions: nenhuma versão devolvida');
  return Number(row.version);
}

/** The row as the API shows it: ISO times, yyyy-MM-dd for data_voo, numbers for numeric; no user_id or version. */
function toApi(spec: SyncTable, row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (spec.numeric.includes(key) && value !== null) out[key] = Number(value);
    else out[key] = value;
  }
  // A date column read as text, so no time zone can shift the day.
  if ('data_voo_text' in row) out.data_voo = row.data_voo_text ?? null;
  return out;
}

function selectFrom(spec: SyncTable): string {
  return `SELECT t.*, t.sync_version::text AS sync_version_text${spec.table === 'saved_flights' ? ', t.data_voo::text AS data_voo_text' : ''} FROM ${spec.table} t`;
}

/** Changes after the cursor, tombstones included, in version order. */
export async function pullChanges(db: Db, spec: SyncTable, userId: string, since: string | undefined) {
  const after = fromCursor(since);
  const rows = await db.query<Row & { sync_version_text: string }>(
    `${selectFrom(spec)} WHERE t.user_id = $1 AND t.sync_version > $2 ORDER BY t.sync_version LIMIT ${PULL_LIMIT}`,
    [userId, after],
  );
  const last = rows.at(-1)?.sync_version_text;
  return {
    items: rows.map((r) => toApi(spec, r)),
    cursor: toCursor(last === undefined ? after : Number(last)),
    hasMore: rows.length === PULL_LIMIT,
  };
}

export type UpsertResult = { kind: 'applied' | 'kept'; item: Row } | { kind: 'not_found' };

/**
 * Idempotent upsert by the device's UUID. The later updated_at wins; at the same instant a delete
 * wins; someone else's id is "not found", never touched.
 */
export function upsertRow(db: Db, spec: SyncTable, userId: string, id: string, values: Row): Promise<UpsertResult> {
  const cols = spec.columns;
  return db.transaction(async (tx) => {
    const version = await nextVersion(tx, userId);
    const params = [id, userId, version, ...cols.map((c) => values[c] ?? null)];
    const placeholders = cols.map((_, i) => `$${i + 4}`).join(', ');
    const applied = await tx.query<Row>(
      `INSERT INTO ${spec.table} AS t (id, user_id, sync_version, ${cols.join(', ')}) VALUES ($1, $2, $3, ${placeholders})
       ON CONFLICT (id) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
         sync_version = EXCLUDED.sync_version, server_updated_at = clock_timestamp()
       WHERE t.user_id = EXCLUDED.user_id
         AND (EXCLUDED.updated_at > t.updated_at
              OR (EXCLUDED.updated_at = t.updated_at AND EXCLUDED.deleted_at IS NOT NULL AND t.deleted_at IS NULL))
       RETURNING id`,
      params,
    );
    const current = await findRow(tx, spec, userId, id);
    if (!current) return { kind: 'not_found' };
    return { kind: applied.length > 0 ? 'applied' : 'kept', item: current };
  });
}

/** Delete as a tombstone, at the server's time. */
export function tombstoneRow(db: Db, spec: SyncTable, userId: string, id: string): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const version = await nextVersion(tx, userId);
    const rows = await tx.query(
      `UPDATE ${spec.table} SET deleted_at = coalesce(deleted_at, now()), updated_at = greatest(updated_at, now()),
              sync_version = $3, server_updated_at = clock_timestamp()
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, version],
    );
    return rows.length > 0 ? findRow(tx, spec, userId, id) : null;
  });
}

async function findRow(db: Queryable, spec: SyncTable, userId: string, id: string): Promise<Row | null> {
  const [row] = await db.query<Row>(`${selectFrom(spec)} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
  return row ? toApi(spec, row) : null;
}
