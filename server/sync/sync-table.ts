import type { Db } from '../db/client';

/** A table the device syncs: rows with a client UUID, the device's updated_at, a tombstone and the server cursor. */
export interface SyncTable {
  table: 'saved_flights' | 'price_alerts';
  /** Writable columns besides id and user_id (identifiers are fixed here, never from input). */
  columns: readonly string[];
  /** Columns that come back as text from PostgreSQL numeric and are numbers in the API. */
  numeric: readonly string[];
}

export const SAVED_FLIGHTS: SyncTable = {
  table: 'saved_flights',
  columns: ['origin', 'destination', 'program', 'companhia', 'cabine', 'milhas', 'reais_estimado', 'data_voo', 'saved_at', 'flight', 'updated_at', 'deleted_at'],
  numeric: ['reais_estimado'],
};

export const PRICE_ALERTS: SyncTable = {
  table: 'price_alerts',
  columns: ['origin', 'destination', 'max_price', 'alert_type', 'active', 'created_at', 'updated_at', 'deleted_at'],
  numeric: ['max_price'],
};

const PULL_LIMIT = 500;

type Row = Record<string, unknown>;

/** The row as the API shows it: ISO times, yyyy-MM-dd for data_voo, numbers for numeric; no user_id or cursor. */
function toApi(spec: SyncTable, row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'user_id' || key === 'server_updated_at' || key === 'data_voo_text') continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (spec.numeric.includes(key) && value !== null) out[key] = Number(value);
    else out[key] = value;
  }
  // A date column read as text, so no time zone can shift the day.
  if ('data_voo_text' in row) out.data_voo = row.data_voo_text ?? null;
  return out;
}

function selectFrom(spec: SyncTable): string {
  return `SELECT t.*${spec.table === 'saved_flights' ? ', t.data_voo::text AS data_voo_text' : ''} FROM ${spec.table} t`;
}

/** Changes since the cursor (the server's clock), tombstones included, oldest first. */
export async function pullChanges(db: Db, spec: SyncTable, userId: string, since: string | undefined) {
  const rows = await db.query<Row & { server_updated_at: Date }>(
    `${selectFrom(spec)} WHERE t.user_id = $1 AND ($2::timestamptz IS NULL OR t.server_updated_at > $2)
     ORDER BY t.server_updated_at LIMIT ${PULL_LIMIT}`,
    [userId, since ?? null],
  );
  const items = rows.map((r) => toApi(spec, r));
  const last = rows.at(-1)?.server_updated_at;
  return { items, cursor: last ? last.toISOString() : (since ?? null), hasMore: rows.length === PULL_LIMIT };
}

export type UpsertResult = { kind: 'applied' | 'kept'; item: Row } | { kind: 'not_found' };

/**
 * Idempotent upsert by the device's UUID. The later updated_at wins; at the same instant a delete
 * wins; someone else's id is "not found", never touched.
 */
export async function upsertRow(db: Db, spec: SyncTable, userId: string, id: string, values: Row): Promise<UpsertResult> {
  const cols = spec.columns;
  const params = [id, userId, ...cols.map((c) => values[c] ?? null)];
  const placeholders = cols.map((_, i) => `$${i + 3}`).join(', ');
  const applied = await db.query<Row>(
    `INSERT INTO ${spec.table} AS t (id, user_id, ${cols.join(', ')}) VALUES ($1, $2, ${placeholders})
     ON CONFLICT (id) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, server_updated_at = clock_timestamp()
     WHERE t.user_id = EXCLUDED.user_id
       AND (EXCLUDED.updated_at > t.updated_at
            OR (EXCLUDED.updated_at = t.updated_at AND EXCLUDED.deleted_at IS NOT NULL AND t.deleted_at IS NULL))
     RETURNING id`,
    params,
  );
  const current = await findRow(db, spec, userId, id);
  if (!current) return { kind: 'not_found' };
  return { kind: applied.length > 0 ? 'applied' : 'kept', item: current };
}

/** Delete as a tombstone, at the server's time. */
export async function tombstoneRow(db: Db, spec: SyncTable, userId: string, id: string): Promise<Row | null> {
  const rows = await db.query(
    `UPDATE ${spec.table} SET deleted_at = coalesce(deleted_at, now()), updated_at = greatest(updated_at, now()),
            server_updated_at = clock_timestamp()
     WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, userId],
  );
  return rows.length > 0 ? findRow(db, spec, userId, id) : null;
}

async function findRow(db: Db, spec: SyncTable, userId: string, id: string): Promise<Row | null> {
  const [row] = await db.query<Row>(`${selectFrom(spec)} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
  return row ? toApi(spec, row) : null;
}
