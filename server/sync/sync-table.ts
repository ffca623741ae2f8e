// The synced tables on the server (DESIGN §7): idempotent upserts, tombstones and pulls by change number.
import { z } from '@core/schemas/zod-locale';
import { SYNCED_ROWS } from '@core/sync/rows';
import type { SyncedTableName } from '@core/sync/tables';
import type { Db, Queryable } from '../db/client';

/**
 * A table the device syncs (core/sync/tables.ts names them): rows with a UUID, an edit time, a tombstone, and
 * sync_version, the user's change number (DESIGN §7, migration 0004) that the pull cursor follows. Any table with
 * those columns and a row in sync_versions' numbering syncs through the functions below; what comes out is parsed
 * with `schema`, the table's row in core/sync/rows.ts.
 */
export interface SyncTable<S extends z.ZodType = z.ZodType> {
  table: SyncedTableName;
  /** Columns a device writes besides id and user_id (identifiers are fixed here, never from input). */
  columns: readonly string[];
  /** Columns the API names otherwise (column → field: from_program → from); the others keep their name. */
  fields?: Readonly<Record<string, string>>;
  /** Columns a pull shows (server-owned ones included); never user_id or the change number. */
  read: readonly string[];
  /** PostgreSQL numeric columns (text from the driver, numbers in the API). */
  numeric: readonly string[];
  /** date columns, read as yyyy-MM-dd text so no time zone can shift the day. */
  days: readonly string[];
  /** The row as the API shows it: every row leaving the database is checked against it. */
  schema: S;
  /**
   * jsonb columns a pull hands on as stored, checked only to be an object or null. The schema's bounds on them
   * (depth, size, no NUL or lone surrogate) keep out what jsonb cannot store, so anything read back meets them;
   * re-walking every saved flight's card on the way out was half of a full pull's check.
   */
  storedJson?: readonly string[];
}

const SAVED_FLIGHT_COLUMNS = [
  'origin',
  'destination',
  'program',
  'companhia',
  'cabine',
  'milhas',
  'reais_estimado',
  'data_voo',
  'passengers',
  'saved_at',
  'flight',
  'updated_at',
  'deleted_at',
] as const;

export const SAVED_FLIGHTS: SyncTable<typeof SYNCED_ROWS.saved_flights.row> = {
  table: 'saved_flights',
  columns: SAVED_FLIGHT_COLUMNS,
  read: ['id', ...SAVED_FLIGHT_COLUMNS],
  numeric: ['reais_estimado'],
  days: ['data_voo'],
  schema: SYNCED_ROWS.saved_flights.row,
  storedJson: ['flight'],
};

const PRICE_ALERT_COLUMNS = [
  'origin',
  'destination',
  'trigger',
  'max_price',
  'alert_type',
  'active',
  'created_at',
  'updated_at',
  'deleted_at',
  'date_from',
  'date_to',
  'cabin',
  'passengers',
  'quiet_hours',
  'opening_program',
] as const;

export const PRICE_ALERTS: SyncTable<typeof SYNCED_ROWS.price_alerts.row> = {
  table: 'price_alerts',
  columns: PRICE_ALERT_COLUMNS,
  // What the server observed rides along in pulls; a device can never write it.
  read: [
    'id',
    ...PRICE_ALERT_COLUMNS,
    'last_checked_at',
    'last_triggered_at',
    'last_best',
    'last_announced_price',
    'last_announced',
    'last_error',
    'opening_announced_on',
  ],
  numeric: ['max_price', 'last_announced_price'],
  days: ['date_from', 'date_to', 'opening_announced_on'],
  schema: SYNCED_ROWS.price_alerts.row,
};

/** In-app notifications: written by the alert job, read-only on the device except read_at. */
export const NOTIFICATIONS: SyncTable<typeof SYNCED_ROWS.notifications.row> = {
  table: 'notifications',
  columns: [],
  read: [
    'id',
    'kind',
    'alert_id',
    'bonus_alert_id',
    'campaign_id',
    'wallet_lot_id',
    'reminder_days',
    'lot_expires_on',
    'title',
    'body',
    'url',
    'origin',
    'destination',
    'date',
    'price',
    'unit',
    'value_brl',
    'source',
    'created_at',
    'read_at',
    'updated_at',
    'deleted_at',
  ],
  numeric: ['price', 'value_brl'],
  days: ['date', 'lot_expires_on'],
  schema: SYNCED_ROWS.notifications.row,
};

const PULL_LIMIT = 500;
const CURSOR = /^v1:(\d{1,15})$/;

type Row = Record<string, unknown>;
/** What the driver hands back: rows of columns, checked before anything reads them. */
const rowsSchema = z.array(z.record(z.string(), z.unknown()));
const versionRowSchema = z.object({ version: z.string().regex(/^\d+$/) });
const pulledRowSchema = z.looseObject({ sync_version_text: z.string().regex(/^\d+$/) });

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
export async function nextVersion(tx: Queryable, userId: string): Promise<number> {
  const [row] = z.array(versionRowSchema).parse(
    await tx.query(
      `INSERT INTO sync_versions AS s (user_id, version) VALUES ($1, 1)
       ON CONFLICT (user_id) DO UPDATE SET version = s.version + 1 RETURNING version::text AS version`,
      [userId],
    ),
  );
  if (!row) throw new Error('sync_versions: nenhuma versão devolvida');
  return Number(row.version);
}

/** The API's name of a column. */
const fieldOf = (spec: SyncTable, column: string) => spec.fields?.[column] ?? column;

/** A row as the API shows it (ISO times, numbers for numeric), checked: a row that breaks the schema is a bug. */
function toApi<S extends z.ZodType>(spec: SyncTable<S>, row: Row): z.output<S> {
  const out: Row = {};
  const stored: Row = {};
  for (const key of spec.read) {
    const value = row[key];
    const field = fieldOf(spec, key);
    if (spec.storedJson?.includes(key)) {
      if (!isObjectOrNull(value)) throw rowOutOfShape(spec, row);
      stored[field] = value ?? null;
    } else if (value instanceof Date) out[field] = value.toISOString();
    else if (spec.numeric.includes(key) && value !== null && value !== undefined) out[field] = Number(value);
    else out[field] = value ?? null;
  }
  const parsed = spec.schema.safeParse(out);
  if (!parsed.success) throw rowOutOfShape(spec, row);
  return Object.assign(parsed.data as Row, stored) as z.output<S>;
}

const isObjectOrNull = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value));

const rowOutOfShape = (spec: SyncTable, row: Row) =>
  new Error(`${spec.table}: linha do banco fora do formato da API (${row.id})`);

function selectFrom(spec: SyncTable): string {
  const cols = spec.read.map((c) => (spec.days.includes(c) ? `t.${c}::text AS ${c}` : `t.${c}`));
  return `SELECT ${cols.join(', ')}, t.sync_version::text AS sync_version_text FROM ${spec.table} t`;
}

/** Changes after the cursor, tombstones included, in version order. */
export async function pullChanges<S extends z.ZodType>(
  db: Db,
  spec: SyncTable<S>,
  userId: string,
  since: string | undefined,
) {
  const after = fromCursor(since);
  const rows = z
    .array(pulledRowSchema)
    .parse(
      await db.query(
        `${selectFrom(spec)} WHERE t.user_id = $1 AND t.sync_version > $2 ORDER BY t.sync_version LIMIT ${PULL_LIMIT}`,
        [userId, after],
      ),
    );
  const last = rows.at(-1)?.sync_version_text;
  return {
    items: rows.map((r) => toApi(spec, r)),
    cursor: toCursor(last === undefined ? after : Number(last)),
    hasMore: rows.length === PULL_LIMIT,
  };
}

export type UpsertResult<T> = { kind: 'applied' | 'kept'; item: T } | { kind: 'not_found' };

/**
 * A check a table runs inside the writing transaction, after the user's change number is taken (so the user's
 * other writes wait): it throws an AppError to refuse the write.
 */
export type WriteGuard = (tx: Queryable, userId: string, id: string, values: Row) => Promise<void>;

/**
 * Idempotent upsert by the device's UUID. The later updated_at wins; at the same instant a delete
 * wins; someone else's id is "not found", never touched.
 */
export function upsertRow<S extends z.ZodType>(
  db: Db,
  spec: SyncTable<S>,
  userId: string,
  id: string,
  values: Row,
  guard?: WriteGuard,
): Promise<UpsertResult<z.output<S>>> {
  const cols = spec.columns;
  const valueFor = (column: string) => values[fieldOf(spec, column)];
  return db.transaction(async (tx) => {
    const version = await nextVersion(tx, userId);
    if (guard) await guard(tx, userId, id, values);
    // A column the caller leaves out takes the table's default (passengers = 1), not NULL.
    const given = cols.filter((c) => valueFor(c) !== undefined);
    const params = [id, userId, version, ...given.map((c) => valueFor(c) ?? null)];
    let n = 3;
    const placeholders = cols.map((c) => (valueFor(c) === undefined ? 'DEFAULT' : `$${++n}`)).join(', ');
    const applied = await tx.query(
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

/** A check a table runs before a row of it becomes a tombstone, like WriteGuard: it throws an AppError to refuse. */
export type DeleteGuard = (tx: Queryable, userId: string, id: string) => Promise<void>;

/** Delete as a tombstone, at the server's time. */
export function tombstoneRow<S extends z.ZodType>(
  db: Db,
  spec: SyncTable<S>,
  userId: string,
  id: string,
  guard?: DeleteGuard,
): Promise<z.output<S> | null> {
  return db.transaction(async (tx) => {
    const version = await nextVersion(tx, userId);
    if (guard) await guard(tx, userId, id);
    const rows = await tx.query(
      `UPDATE ${spec.table} SET deleted_at = coalesce(deleted_at, now()), updated_at = greatest(updated_at, now()),
              sync_version = $3, server_updated_at = clock_timestamp()
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, version],
    );
    return rows.length > 0 ? findRow(tx, spec, userId, id) : null;
  });
}

export async function findRow<S extends z.ZodType>(
  db: Queryable,
  spec: SyncTable<S>,
  userId: string,
  id: string,
): Promise<z.output<S> | null> {
  const [row] = rowsSchema.parse(
    await db.query(`${selectFrom(spec)} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]),
  );
  return row ? toApi(spec, row) : null;
}
