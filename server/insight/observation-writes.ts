import { z } from '@core/schemas/zod-locale';
import { batchPerDb } from '../db/batch-while-busy';
import type { Db, Queryable } from '../db/client';
import { GOOGLE_HISTORY_SOURCE, keyOf, mergeRows, type ObservationRow } from './observation-rows';
import { forgetRouteVerdicts } from './verdict-cache';

/**
 * Writing the price history (observation-rows.ts says what a reply adds to it): the offers seen, Google's own
 * history, and the month minima the verdict reads, batched across searches.
 */

/**
 * The writes of several searches batched together, per key: the lowest price, and the most offers any one of them
 * saw (two searches seeing the same reply saw the same offers, not twice as many).
 */
export function mergeWrites(items: readonly (readonly ObservationRow[])[]): ObservationRow[] {
  const merged = new Map<string, ObservationRow>();
  for (const row of items.flatMap((item) => mergeRows(item))) {
    const key = keyOf(row);
    const known = merged.get(key);
    if (!known) merged.set(key, { ...row });
    else {
      if (row.min < known.min) Object.assign(known, { min: row.min, taxes: row.taxes });
      known.count = Math.max(known.count, row.count);
      if (row.seenAt > known.seenAt) known.seenAt = row.seenAt;
    }
  }
  return [...merged.values()];
}

const COLUMNS = 13;
/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function insertSql(count: number, conflict: string): string {
  const values = Array.from({ length: count }, (_, i) => {
    const p = (k: number) => `$${i * COLUMNS + k}`;
    return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}::date, ${p(7)}, ${p(8)}::date, ${p(9)}, ${p(10)}, ${p(11)}, ${p(12)}::timestamptz, ${p(13)}::timestamptz)`;
  });
  return `INSERT INTO price_observations (origin, destination, cabin, kind, program, travel_date, source, observed_on,
      min_price, min_taxes, seen_count, first_seen, last_seen) VALUES ${values.join(', ')} ${conflict}`;
}

// The offers seen, once per key and day: the lowest price wins (with its taxes), and the count is the most offers
// one reply showed that day, so a search repeated the same day (the same reply again) adds nothing. Google's
// history points are the same points again at every search: written once, never counted twice.
const UPSERT_SEEN = `ON CONFLICT (origin, destination, cabin, kind, program, travel_date, source, observed_on) DO UPDATE SET
  min_taxes = CASE WHEN EXCLUDED.min_price < price_observations.min_price THEN EXCLUDED.min_taxes ELSE price_observations.min_taxes END,
  min_price = LEAST(price_observations.min_price, EXCLUDED.min_price),
  seen_count = GREATEST(price_observations.seen_count, EXCLUDED.seen_count),
  last_seen = GREATEST(price_observations.last_seen, EXCLUDED.last_seen)`;
const KEEP_HISTORY = 'ON CONFLICT DO NOTHING';

const insertedRows = z.array(
  z.object({
    origin: z.string(),
    destination: z.string(),
    cabin: z.string(),
    kind: z.enum(['cash', 'miles']),
    program: z.string(),
    travel_date: z.string(),
    observed_on: z.string(),
    min: z.coerce.number(),
    count: z.coerce.number(),
  }),
);

const KEY_COLUMNS = 8;
const knownCounts = z.array(z.object({ key: z.string(), count: z.coerce.number() }));

/** A row's key, in the order of KEY_COLUMNS' placeholders. */
const keyParams = (r: ObservationRow) => [
  r.origin,
  r.destination,
  r.cabin,
  r.kind,
  r.program,
  r.travelDate,
  r.source,
  r.observedOn,
];

/** The seen_count already kept for each row's key and day (absent: none yet). */
async function countsKept(db: Queryable, rows: readonly ObservationRow[]): Promise<Map<string, number>> {
  const kept = new Map<string, number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // One equality on the whole key per row, OR-ed: each is an index lookup of the primary key (a row-value IN over
    // VALUES is planned as a join that walks the whole index).
    const keys = chunk.map((_, i) => {
      const p = (k: number) => `$${i * KEY_COLUMNS + k}`;
      return `(origin = ${p(1)} AND destination = ${p(2)} AND cabin = ${p(3)} AND kind = ${p(4)} AND program = ${p(5)}
        AND travel_date = ${p(6)}::date AND source = ${p(7)} AND observed_on = ${p(8)}::date)`;
    });
    const params = chunk.flatMap(keyParams);
    const found = await db.query(
      `SELECT concat_ws('|', origin, destination, cabin, kind, program, to_char(travel_date, 'YYYY-MM-DD'), source,
         to_char(observed_on, 'YYYY-MM-DD')) AS key, seen_count AS count
       FROM price_observations
       WHERE ${keys.join(' OR ')}`,
      params,
    );
    for (const row of knownCounts.parse(found)) kept.set(row.key, row.count);
  }
  return kept;
}

/**
 * Writes the offers seen; returns them with the offers they add to what the day already held (0 for a reply seen
 * again), which is all the month minima count.
 */
async function writeSeen(db: Queryable, rows: readonly ObservationRow[]): Promise<ObservationRow[]> {
  if (rows.length === 0) return [];
  const kept = await countsKept(db, rows);
  await writeRows(db, rows, UPSERT_SEEN);
  return rows.map((r) => ({ ...r, count: Math.max(0, r.count - (kept.get(keyOf(r)) ?? 0)) }));
}

/** Writes the rows; returns those that were new (only asked of the history, whose repeats count for nothing). */
async function writeRows(db: Queryable, rows: readonly ObservationRow[], conflict: string): Promise<ObservationRow[]> {
  const inserted: ObservationRow[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = chunk.flatMap((r) => [...keyParams(r), r.min, r.taxes, r.count, r.seenAt, r.seenAt]);
    if (conflict !== KEEP_HISTORY) {
      await db.query(insertSql(chunk.length, conflict), params);
      continue;
    }
    const returned = insertedRows.parse(await db.query(`${insertSql(chunk.length, conflict)} ${RETURNING}`, params));
    for (const r of returned)
      inserted.push({
        ...r,
        travelDate: r.travel_date,
        observedOn: r.observed_on,
        source: GOOGLE_HISTORY_SOURCE,
        taxes: 0,
        seenAt: '',
      });
  }
  return inserted;
}

const RETURNING = `RETURNING origin, destination, cabin, kind, program, to_char(travel_date, 'YYYY-MM-DD') AS travel_date,
  to_char(observed_on, 'YYYY-MM-DD') AS observed_on, min_price AS min, seen_count AS count`;

/** The rows folded into price_month_minima: per travel month and day seen, the lowest price and the offers. */
async function writeMonthMinima(db: Queryable, rows: readonly ObservationRow[]): Promise<void> {
  const months = new Map<string, unknown[]>();
  for (const r of rows) {
    const month = `${r.travelDate.slice(0, 8)}01`;
    const key = [r.origin, r.destination, r.cabin, r.kind, r.program, month, r.observedOn].join('|');
    const known = months.get(key);
    if (!known)
      months.set(key, [r.origin, r.destination, r.cabin, r.kind, r.program, month, r.observedOn, r.min, r.count]);
    else {
      known[7] = Math.min(known[7] as number, r.min);
      known[8] = (known[8] as number) + r.count;
    }
  }
  const all = [...months.values()];
  for (let start = 0; start < all.length; start += CHUNK) {
    const chunk = all.slice(start, start + CHUNK);
    const values = chunk.map((_, i) => {
      const p = (k: number) => `$${i * 9 + k}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}::date, ${p(7)}::date, ${p(8)}, ${p(9)})`;
    });
    await db.query(
      `INSERT INTO price_month_minima (origin, destination, cabin, kind, program, travel_month, observed_on, min_price,
         seen_count) VALUES ${values.join(', ')}
       ON CONFLICT (origin, destination, cabin, kind, program, travel_month, observed_on) DO UPDATE SET
         min_price = LEAST(price_month_minima.min_price, EXCLUDED.min_price),
         seen_count = price_month_minima.seen_count + EXCLUDED.seen_count`,
      chunk.flat(),
    );
  }
}

/**
 * Writes observations; searches finishing while a write runs share the next batch (batch-while-busy.ts), so a
 * burst of searches costs one write, not one per search. One transaction: the month minima the verdict reads are
 * folded from these rows, and a crash between the statements would leave one without the other.
 */
const writeBatch = batchPerDb(async (db, items: ObservationRow[][]) => {
  const all = mergeWrites(items);
  const seen = all.filter((r) => r.source !== GOOGLE_HISTORY_SOURCE);
  const history = all.filter((r) => r.source === GOOGLE_HISTORY_SOURCE);
  await db.transaction(async (tx) => {
    const added = await writeSeen(tx, seen);
    const newHistory = await writeRows(tx, history, KEEP_HISTORY);
    await writeMonthMinima(tx, [...added, ...newHistory]);
  });
  forgetRouteVerdicts(db, all);
  return items.map(() => undefined);
});

/** Writes not yet done, per database: tests and the benches wait for them (settleObservations) instead of a timer. */
const pending = new WeakMap<Db, Set<Promise<void>>>();

/** Counts a write in as pending until it settles. */
export function trackWrite(db: Db, write: Promise<void>): Promise<void> {
  let writes = pending.get(db);
  if (!writes) {
    writes = new Set();
    pending.set(db, writes);
  }
  const known = writes;
  known.add(write);
  const done = () => void known.delete(write);
  write.then(done, done);
  return write;
}

export function recordObservations(db: Db, rows: ObservationRow[]): Promise<void> {
  return rows.length === 0 ? Promise.resolve() : trackWrite(db, writeBatch(db, rows));
}

/** Resolves once every write started so far on this database is over (failed ones included). */
export async function settleObservations(db: Db): Promise<void> {
  await Promise.allSettled([...(pending.get(db) ?? [])]);
}
