// The price_alerts rows the checking job reads and writes, parsed with zod at this database edge.
import { type AlertObservation, alertAnnouncedSchema, alertObservationSchema } from '@core/schemas/alerts';
import { CABIN_CLASSES } from '@core/schemas/search';
import { ALERT_TRIGGERS } from '@core/schemas/sync';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

const numeric = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());

/** An alert as a check needs it: what it watches, and what it last announced. */
export const checkedAlertSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  origin: z.string(),
  destination: z.string(),
  trigger: z.enum(ALERT_TRIGGERS),
  /** Null for 'abaixo do normal' alerts. */
  max_price: numeric.nullable(),
  alert_type: z.enum(['milhas', 'reais']),
  active: z.boolean(),
  deleted_at: z.date().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  cabin: z.enum(CABIN_CLASSES).nullable(),
  /** The group the alert was made for: its notification opens the search for as many passengers. */
  passengers: z.number().int().optional(),
  last_announced_price: numeric.nullable(),
  /** The whole last announcement (migration 0023); null before it, or on alerts announced before it was kept. */
  last_announced: alertAnnouncedSchema.nullable().catch(null).default(null),
  /** 22h–7h Brasília: the fired alert's push, e-mail and Telegram wait for 7h. */
  quiet_hours: z.boolean().default(false),
  check_attempts: z.number().int(),
  check_lease: z.string().nullable(),
});
export type CheckedAlert = z.infer<typeof checkedAlertSchema>;

const COLUMNS = `id, user_id, origin, destination, trigger, max_price::text AS max_price, alert_type, active, deleted_at,
  date_from::text AS date_from, date_to::text AS date_to, cabin, passengers, last_announced_price::text AS last_announced_price,
  last_announced, quiet_hours, check_attempts, check_lease`;

const parseAlerts = (rows: unknown[]) => z.array(checkedAlertSchema).parse(rows);
const claimOrderSchema = z.looseObject({ id: z.string(), claim_turn: z.coerce.number(), claim_due: z.date() });

/**
 * Claims up to `limit` due alerts for this instance in one statement: each gets a fresh lease id and its
 * next_check_at moves `leaseSeconds` ahead, so no other instance claims it meanwhile (the run's heartbeat,
 * renewLeases, keeps it ahead while the run works; a killed run's claims are due again after the lease).
 * Fair between accounts: due alerts are taken round-robin by account (each account's oldest due first, then
 * each one's second…), so one account's many due alerts cannot hold another's single one behind them.
 * SKIP LOCKED lets instances claim side by side without waiting; one statement, so it works through a
 * transaction pooler. Alerts of lapsed subscriptions are not checked (no provider budget spent on them).
 * The locked row is taken only while its next_check_at is still the one ranked: an instance that claimed it
 * meanwhile moved it, and the re-check after the lock skips it. Looked up by id from the ranking, so the plan stays
 * linear when statistics say nothing is due (bench:scale, 2,000 due of 100,000: 1.06 s a claim when the join was
 * re-checked through the due index, 29 ms by id).
 */
export async function claimDueAlerts(db: Queryable, limit: number, leaseSeconds: number): Promise<CheckedAlert[]> {
  const rows = z.array(claimOrderSchema).parse(
    await db.query(
      // MATERIALIZED: inlined, the ranking could be run again for every candidate row (quadratic in the due alerts).
      `WITH due AS MATERIALIZED (
         SELECT a.id, a.next_check_at,
                row_number() OVER (PARTITION BY a.user_id ORDER BY a.next_check_at, a.id) AS turn
         FROM price_alerts a JOIN users u ON u.id = a.user_id
         WHERE a.active AND a.deleted_at IS NULL AND a.next_check_at <= now()
           AND (u.subscription_expires IS NULL OR u.subscription_expires > now())
       ), pick AS (
         SELECT a.id AS pick_id, d.turn, d.next_check_at AS due_at FROM due d JOIN price_alerts a ON a.id = d.id
         WHERE a.active AND a.deleted_at IS NULL AND a.next_check_at = d.next_check_at
         ORDER BY d.turn, d.next_check_at, a.id LIMIT $2 FOR UPDATE OF a SKIP LOCKED
       )
       UPDATE price_alerts p SET next_check_at = now() + make_interval(secs => $1), check_lease = gen_random_uuid()
       FROM pick WHERE p.id = pick.pick_id
       RETURNING ${COLUMNS}, pick.turn::text AS claim_turn, pick.due_at AS claim_due`,
      [leaseSeconds, limit],
    ),
  );
  // RETURNING comes in no particular order: the run checks them in their turns.
  rows.sort(
    (a, b) => a.claim_turn - b.claim_turn || a.claim_due.getTime() - b.claim_due.getTime() || (a.id < b.id ? -1 : 1),
  );
  return parseAlerts(rows);
}

/** The run's heartbeat: the claims it still holds stay `leaseSeconds` ahead (a claim taken over is left alone). */
export async function renewLeases(db: Queryable, held: readonly CheckedAlert[], leaseSeconds: number): Promise<void> {
  if (held.length === 0) return;
  await db.query(
    `UPDATE price_alerts p SET next_check_at = greatest(p.next_check_at, now() + make_interval(secs => $2))
     FROM jsonb_to_recordset($1::text::jsonb) AS h(id uuid, lease uuid)
     WHERE p.id = h.id AND p.check_lease = h.lease`,
    [JSON.stringify(held.map((a) => ({ id: a.id, lease: a.check_lease }))), leaseSeconds],
  );
}

/** Gives a claim back untouched (the run's provider budget ran out): due again after `seconds` (the next run). */
export async function releaseClaim(db: Queryable, alert: CheckedAlert, seconds: number): Promise<void> {
  await db.query(
    `UPDATE price_alerts SET next_check_at = now() + make_interval(secs => $3), check_lease = NULL
     WHERE id = $1 AND check_lease = $2`,
    [alert.id, alert.check_lease, seconds],
  );
}

/** The caller's own live alert, or null (someone else's alert is "not found"). */
export async function findOwnAlert(db: Queryable, userId: string, id: string): Promise<CheckedAlert | null> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM price_alerts WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [id, userId],
  );
  return parseAlerts(rows)[0] ?? null;
}

/** Locks the alert for the rest of the transaction and reads it again (what it announced may have moved). */
export async function lockAlert(tx: Queryable, id: string): Promise<CheckedAlert | null> {
  return parseAlerts(await tx.query(`SELECT ${COLUMNS} FROM price_alerts WHERE id = $1 FOR UPDATE`, [id]))[0] ?? null;
}

// As PostgreSQL's text (microseconds): a JS Date would lose them and never match the stamp again.
const stampSchema = z.array(z.object({ prev: z.string().nullable(), stamp: z.string() }));

export type ManualStamp = { ok: true; prev: string | null; stamp: string } | { ok: false; freesAt: Date };

/**
 * 'Verificar agora': stamps the manual check when the last one is at least `minutes` old. When it is too soon,
 * says when the alert may be checked again (the caller answers 429); the stamp and the test are one statement,
 * so two clicks cannot both pass.
 */
export async function stampManualCheck(db: Queryable, id: string, minutes: number): Promise<ManualStamp> {
  const [row] = stampSchema.parse(
    await db.query(
      `UPDATE price_alerts p SET last_manual_check_at = now() FROM (SELECT last_manual_check_at AS prev FROM price_alerts WHERE id = $1) o
       WHERE p.id = $1 AND (p.last_manual_check_at IS NULL OR p.last_manual_check_at <= now() - make_interval(mins => $2))
       RETURNING o.prev::text AS prev, p.last_manual_check_at::text AS stamp`,
      [id, minutes],
    ),
  );
  if (row) return { ok: true, ...row };
  const [last] = z
    .array(z.object({ at: z.date().nullable() }))
    .parse(await db.query('SELECT last_manual_check_at AS at FROM price_alerts WHERE id = $1', [id]));
  return { ok: false, freesAt: new Date((last?.at?.getTime() ?? Date.now()) + minutes * 60_000) };
}

/** Takes a stamp back (the check did not happen: another limit refused it), unless a later one replaced it. */
export async function unstampManualCheck(db: Queryable, id: string, prev: string | null, stamp: string): Promise<void> {
  await db.query(
    // Text on both sides: a timestamptz parameter would pass through the driver's Date (milliseconds).
    'UPDATE price_alerts SET last_manual_check_at = $2::text::timestamptz WHERE id = $1 AND last_manual_check_at::text = $3::text',
    [id, prev, stamp],
  );
}

const historyRowSchema = z.object({ checked_at: z.date(), best: z.unknown(), fired: z.boolean() });

/** The newest `limit` checks of an alert, oldest first; a stored observation that no longer parses shows as null. */
export async function alertHistory(db: Queryable, alertId: string, limit = 500) {
  const rows = z.array(historyRowSchema).parse(
    await db.query(
      `SELECT checked_at, best, fired FROM (
         SELECT checked_at, best, fired, id FROM alert_checks WHERE alert_id = $1 ORDER BY checked_at DESC, id DESC LIMIT $2
       ) recent ORDER BY checked_at, id`,
      [alertId, limit],
    ),
  );
  return rows.map((row) => ({
    checked_at: row.checked_at.toISOString(),
    best: parseObservation(row.best),
    fired: row.fired,
  }));
}

export function parseObservation(value: unknown): AlertObservation | null {
  const json = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  const parsed = alertObservationSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Dates this alert found cheapest before (in its window), cheapest first: where cash checks look first. */
export async function cheapestKnownDates(db: Queryable, alertId: string, from: string, to: string): Promise<string[]> {
  const rows = z.array(z.object({ date: z.string() })).parse(
    await db.query(
      `SELECT best->>'date' AS date FROM alert_checks
       WHERE alert_id = $1 AND best IS NOT NULL AND best->>'date' BETWEEN $2 AND $3
       GROUP BY best->>'date' ORDER BY min((best->>'price')::numeric), best->>'date' LIMIT 30`,
      [alertId, from, to],
    ),
  );
  return rows.map((r) => r.date);
}

/** How many checks this alert has had (the cash dates rotate through the window with it). */
export async function checkCount(db: Queryable, alertId: string): Promise<number> {
  const [row] = z
    .array(z.object({ n: z.string() }))
    .parse(await db.query('SELECT count(*)::text AS n FROM alert_checks WHERE alert_id = $1', [alertId]));
  return Number(row?.n ?? 0);
}

/**
 * The routes live miles alerts watch among the given ends (GRU or SAO to LIS): what a run groups an alert with.
 */
export async function milesAlertRoutes(
  db: Queryable,
  ends: { origins: readonly string[]; destinations: readonly string[] },
): Promise<{ origin: string; destination: string }[]> {
  return z.array(z.object({ origin: z.string(), destination: z.string() })).parse(
    await db.query(
      `SELECT DISTINCT origin, destination FROM price_alerts
       WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND alert_type = 'milhas' AND active
         AND deleted_at IS NULL`,
      [ends.origins, ends.destinations],
    ),
  );
}

/**
 * The days every live miles alert on a route still watches, as one window (the union of their alertWindow):
 * the run asks Seats.aero once for it. The same for every instance on a given day, so the reply cache key is too.
 * A route is given by the codes its alerts may have at each end: for a city's group (SAO→LIS) SAO and its
 * airports, so the GRU→LIS alerts it also answers count.
 */
export async function routeMilesWindow(
  db: Queryable,
  route: { origins: readonly string[]; destinations: readonly string[] },
  today: string,
  defaultDays: number,
): Promise<{ from: string; to: string } | null> {
  const [row] = z.array(z.object({ from: z.string().nullable(), to: z.string().nullable() })).parse(
    await db.query(
      `SELECT min(w.f)::text AS from, max(w.t)::text AS to FROM (
         SELECT greatest(date_from, $3::date) AS f, coalesce(date_to, greatest(date_from, $3::date) + $4::int) AS t
         FROM price_alerts
         WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND alert_type = 'milhas' AND active
           AND deleted_at IS NULL
       ) w WHERE w.t >= w.f`,
      [route.origins, route.destinations, today, defaultDays],
    ),
  );
  return row?.from && row.to ? { from: row.from, to: row.to } : null;
}
