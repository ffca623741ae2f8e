import { brasiliaTime } from '@core/format/zones';
import type { Context } from 'hono';
import * as alertOps from '@core/contract/price-alerts';
import * as ops from '@core/contract/sync';
import { ALERT_MANUAL_CHECK_MINUTES, ALERT_NEEDS_LIVE_SOURCE } from '@core/schemas/alerts';
import { limitActiveAlerts } from '../../alerts/alert-limits';
import { alertHistory, findOwnAlert, stampManualCheck, unstampManualCheck } from '../../alerts/alert-store';
import { checkAlert, isSettingProblem } from '../../alerts/check-alert';
import { alertsAreLive, liveSourceMessage } from '../../alerts/live';
import { takeAccountCheck } from '../../alerts/manual-checks';
import { alertBudgetLimits, SharedProviderBudget } from '../../alerts/provider-budget';
import { stopAlert, stoppableAlert } from '../../alerts/stop-alert';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { vapidKeys } from '../../notifications/push/vapid';
import { verifyStopToken } from '../../notifications/stop-token';
import { type OperationHandler, readBody, readParams, readQueryOf, sendReply } from '../../openapi/contract';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { PRICE_ALERTS } from '../../sync/sync-table';

const NOT_FOUND = 'Alerta não encontrado.';
const TOO_SOON = `Este alerta foi verificado há pouco. Aguarde ${ALERT_MANUAL_CHECK_MINUTES} minutos para verificar de novo.`;
const BAD_STOP_LINK = 'Link para parar o alerta inválido.';

/** "21:14" (Brasília), rounded up to the minute so the time said is never early. */
const clockTime = (at: Date) => brasiliaTime(new Date(Math.ceil(at.getTime() / 60_000) * 60_000));

/** A 429 that says when the limit frees, in words and in Retry-After (seconds). */
function limited(c: Context<AppEnv>, message: string, freesAt: Date, code: string): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil((freesAt.getTime() - Date.now()) / 1000))));
  throw new AppError(429, message, undefined, code);
}

/** The alerts, synced with the device; a write that would make one more alert live than allowed is a 409. */
export const pullPriceAlerts = pullHandler(PRICE_ALERTS, ops.pullPriceAlerts);
export const putPriceAlert = putHandler(PRICE_ALERTS, ops.putPriceAlert, (c) =>
  limitActiveAlerts(c.var.deps.config.ALERT_MAX_ACTIVE_PER_ACCOUNT),
);
export const deletePriceAlert = deleteHandler(PRICE_ALERTS, ops.deletePriceAlert);

// Price alerts that fire: status, 'Verificar agora', price history, and the e-mail's stop link.

// The e-mail's 'Parar este alerta': the page POSTs {token}; mail clients POST ?token= (RFC 8058 one-click,
// a form body 'List-Unsubscribe=One-Click' we do not need to read).
export const stopFromLink: OperationHandler<typeof alertOps.stopAlertFromLink> = async (c) => {
  const fromQuery = readQueryOf(c, alertOps.stopAlertFromLink).token;
  const { token } = fromQuery === undefined ? await readBody(c, alertOps.stopAlertFromLink) : { token: fromQuery };
  const alertId = verifyStopToken(c.var.deps.jwtSecret, token);
  if (!alertId) throw new AppError(400, BAD_STOP_LINK, undefined, 'invalid_token');
  const stopped = await stopAlert(c.var.deps.db, alertId);
  if (!stopped) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  return sendReply(c, alertOps.stopAlertFromLink, { success: true, ...stopped });
};

// The stop page checks its link first, so a bad one is said before any button: reading changes nothing (a
// mail scanner opening the page stops nothing either).
export const checkStopLink: OperationHandler<typeof alertOps.checkAlertStopLink> = async (c) => {
  const { token } = readQueryOf(c, alertOps.checkAlertStopLink);
  const alertId = verifyStopToken(c.var.deps.jwtSecret, token);
  if (!alertId) throw new AppError(400, BAD_STOP_LINK, undefined, 'invalid_token');
  const alert = await stoppableAlert(c.var.deps.db, alertId);
  if (!alert) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  return sendReply(c, alertOps.checkAlertStopLink, { success: true, ...alert });
};

export const alertStatus: OperationHandler<typeof alertOps.alertStatus> = async (c) => {
  const { config, db } = c.var.deps;
  return sendReply(c, alertOps.alertStatus, {
    live: alertsAreLive(config),
    message: liveSourceMessage(config),
    check_interval_minutes: config.ALERT_CHECK_INTERVAL_MINUTES,
    vapid_public_key: (await vapidKeys(db, config)).publicKey,
  });
};

export const checkNow: OperationHandler<typeof alertOps.checkAlertNow> = async (c) => {
  const { id } = readParams(c, alertOps.checkAlertNow);
  const deps = c.var.deps;
  const alert = await findOwnAlert(deps.db, currentAuth(c).user.id, id);
  if (!alert) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  if (!alertsAreLive(deps.config)) throw new AppError(409, ALERT_NEEDS_LIVE_SOURCE, undefined, 'needs_live_source');
  const { db, config } = deps;
  const stamp = await stampManualCheck(db, id, ALERT_MANUAL_CHECK_MINUTES);
  if (!stamp.ok) limited(c, TOO_SOON, stamp.freesAt, 'rate_limited');
  const unstamp = () => unstampManualCheck(db, id, stamp.prev, stamp.stamp);
  const perHour = config.ALERT_MANUAL_CHECKS_PER_HOUR;
  const account = await takeAccountCheck(db, alert.user_id, perHour);
  if (!account.ok) {
    await unstamp();
    const message = `Você já fez ${perHour} verificações na última hora. Tente de novo às ${clockTime(account.freesAt)}.`;
    limited(c, message, account.freesAt, 'account_rate_limited');
  }
  // The same providers' budget as the job: a manual check is no way around what the operator pays for.
  const budget = new SharedProviderBudget(db, alertBudgetLimits(config));
  const result = await checkAlert(deps, alert, { budget, lease: null });
  if (result.kind === 'deferred') {
    await Promise.all([unstamp(), account.undo()]);
    const freesAt = budget.spentUntil ?? new Date(Date.now() + config.ALERT_JOB_INTERVAL_SECONDS * 1000);
    const message = `O limite de consultas aos provedores de preço foi atingido. Tente de novo às ${clockTime(freesAt)}.`;
    limited(c, message, freesAt, 'provider_budget_spent');
  }
  if (result.kind !== 'recorded' || !result.recorded)
    throw new AppError(409, 'O alerta mudou durante a verificação. Tente de novo.', undefined, 'alert_changed');
  const { outcome, recorded } = result;
  if (outcome.kind === 'failed')
    throw new AppError(isSettingProblem(outcome.error) ? 409 : 502, outcome.error, undefined, 'check_failed');
  return sendReply(c, alertOps.checkAlertNow, {
    success: true,
    checked_at: recorded.checkedAt.toISOString(),
    best: outcome.best,
    fired: recorded.fired,
  });
};

export const priceHistory: OperationHandler<typeof alertOps.alertPriceHistory> = async (c) => {
  const { id } = readParams(c, alertOps.alertPriceHistory);
  const alert = await findOwnAlert(c.var.deps.db, currentAuth(c).user.id, id);
  if (!alert) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  return sendReply(c, alertOps.alertPriceHistory, { items: await alertHistory(c.var.deps.db, id) });
};
