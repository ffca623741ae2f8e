// The price_alerts rows the checking job reads and writes (issue #13), parsed with zod at this database edge.
import { type AlertObservation, alertObservationSchema } from '@core/schemas/alerts';
import { CABIN_CLASSES } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

const numeric = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());

/** An alert as a check needs it: what it watches, and what it last announced. */
export const checkedAlertSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  origin: z.string(),
  destination: z.string(),
  max_price: numeric,
  alert_type: z.enum(['milhas', 'reais']),
  active: z.boolean(),
  deleted_at: z.date().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  cabin: z.enum(CABIN_CLASSES).nullable(),
  /** The group the alert was made for: its notification opens the search for as many passengers. */
  passengers: z.number().int().optional(),
  last_announced_price: numeric.nullable(),
  check_attempts: z.number().int(),
  check_lease: z.string().nullable(),
});
export type CheckedAlert = z.infer<typeof checkedAlertSchema>;

const COLUMNS = `id, user_id, origin, destination, max_price::text AS max_price, alert_type, active, deleted_at,
  date_from::text AS date_from, date_to::text AS date_to, cabin, passengers, last_announced_price::text AS last_announced_price,
  check_attempts, check_lease`;

const parseAlerts = (rows: unknown[]) => z.array(checkedAlertSchema).parse(rows);

/**
 * Claims up to `limit` due alerts for this instance in one statement: each gets a fresh lease id and its
 * next_check_at moves `leaseSeconds` ahead, so no other instance claims it meanwhile. SKIP LOCKED lets
 * instances claim side by side without waiting; one statement, so it works through a transaction pooler.
 * Alerts of lapsed subscriptions are not checked (no provider budget spent on them).
 */
export async function claimDueAlerts(db: Queryable, limit: number, leaseSeconds: number): Promise<CheckedAlert[]> {
  const rows = await db.query(
    `UPDATE price_alerts p SET next_check_at = now() + make_interval(secs => $1), check_lease = gen_random_uuid()
     WHERE p.id IN (
       SELECT a.id FROM price_alerts a JOIN users u ON u.id = a.user_id
       WHERE a.active AND a.deleted_at IS NULL AND a.next_check_at <= now()
         AND (u.subscription_expires IS NULL OR u.subscription_expires > now())
       ORDER BY a.next_check_at LIMIT $2 FOR UPDATE OF a SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [leaseSeconds, limit],
  );
  return parseAlerts(rows);
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

/**
 * 'Verificar agora': stamps the manual check when the last one is at least `minutes` old. False when it is
 * too soon (the caller answers 429); the stamp and the test are one statement, so two clicks cannot both pass.
 */
export async function stampManualCheck(db: Queryable, id: string, minutes: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE price_alerts SET last_manual_check_at = now()
     WHERE id = $1 AND (last_manual_check_at IS NULL OR last_manual_check_at <= now() - make_interval(mins => $2))
     RETURNING id`,
    [id, minutes],
  );
  return rows.length === 1;
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
