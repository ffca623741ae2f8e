// Per-account bounds on price alerts: how many may be live at once (ALERT_MAX_ACTIVE_PER_ACCOUNT), enforced on
// every write that creates or switches an alert on. Alerts arrive through the sync route (PUT /api/price-alerts/:id)
// only; stopping one (e-mail link, a device) never needs a check.
import { z } from '@core/schemas/zod-locale';
import { AppError } from '../http/errors';
import type { WriteGuard } from '../sync/sync-table';

export const activeAlertLimitMessage = (max: number) =>
  `Você já tem ${max} alertas ativos, o máximo por conta. Desative ou exclua um alerta para criar ou ativar outro.`;

const countsSchema = z.array(z.object({ others: z.number().int(), unchanged: z.boolean().nullable() }));

/**
 * Refuses (409, kept on the device with the reason) a write that would make one more alert live than `max`.
 * Runs after the user's change number is taken, so two writes of one account cannot both slip under the limit.
 * An edit of an alert already live, or a write older than the stored row (kept, not applied), always passes.
 */
export function limitActiveAlerts(max: number): WriteGuard {
  return async (tx, userId, id, values) => {
    if (values.active !== true || (values.deleted_at !== null && values.deleted_at !== undefined)) return;
    const [row] = countsSchema.parse(
      await tx.query(
        `SELECT (SELECT count(*) FROM price_alerts WHERE user_id = $1 AND id <> $2 AND active AND deleted_at IS NULL)::int
                  AS others,
                (SELECT (active AND deleted_at IS NULL) OR updated_at >= $3::timestamptz
                   FROM price_alerts WHERE id = $2 AND user_id = $1) AS unchanged`,
        [userId, id, values.updated_at],
      ),
    );
    if (!row || row.unchanged === true || row.others < max) return;
    throw new AppError(409, activeAlertLimitMessage(max), undefined, 'alert_limit');
  };
}
