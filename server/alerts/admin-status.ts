// The alert job as the admin panel shows it: the last run, how many alerts wait and today's provider calls.
import type { alertJobStatusSchema } from '@core/schemas/alerts';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { deliveryHealth } from '../notifications/delivery-store';
import { alertsAreLive } from './live';
import { alertBudgetLimits, callsToday } from './provider-budget';

const runSchema = z.object({
  started_at: z.date(),
  finished_at: z.date().nullable(),
  checked: z.number().int(),
  fired: z.number().int(),
  failed: z.number().int(),
});
const countsSchema = z.object({ active: z.coerce.number().int(), due: z.coerce.number().int() });

export async function alertJobStatus(db: Queryable, config: Config): Promise<z.input<typeof alertJobStatusSchema>> {
  const [run] = z
    .array(runSchema)
    .parse(
      await db.query(
        'SELECT started_at, finished_at, checked, fired, failed FROM alert_job_runs ORDER BY started_at DESC, id DESC LIMIT 1',
      ),
    );
  const [counts] = z.array(countsSchema).parse(
    await db.query(
      `SELECT count(*)::text AS active, count(*) FILTER (WHERE next_check_at <= now())::text AS due
       FROM price_alerts WHERE active AND deleted_at IS NULL`,
    ),
  );
  const today = await callsToday(db);
  const { perDay } = alertBudgetLimits(config);
  return {
    live: alertsAreLive(config),
    last_run: run
      ? {
          started_at: run.started_at.toISOString(),
          finished_at: run.finished_at?.toISOString() ?? null,
          checked: run.checked,
          fired: run.fired,
          failed: run.failed,
        }
      : null,
    active_alerts: counts?.active ?? 0,
    due_alerts: counts?.due ?? 0,
    provider_calls_today: {
      seats_aero: { used: today.seats_aero, limit: perDay.seats_aero },
      google_flights: { used: today.google_flights, limit: perDay.google_flights },
    },
    deliveries: await deliveryHealth(db),
  };
}
