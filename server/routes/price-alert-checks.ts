import { Hono } from 'hono';
import { ALERT_MANUAL_CHECK_MINUTES, ALERT_NEEDS_LIVE_SOURCE, alertStopBodySchema } from '@core/schemas/alerts';
import { uuidSchema } from '@core/schemas/ids';
import { z } from '@core/schemas/zod-locale';
import { alertHistory, findOwnAlert, stampManualCheck } from '../alerts/alert-store';
import { checkAlert, isSettingProblem } from '../alerts/check-alert';
import { alertsAreLive, liveSourceMessage } from '../alerts/live';
import { ProviderBudget } from '../alerts/provider-budget';
import { stopAlert, stoppableAlert } from '../alerts/stop-alert';
import { verifyStopToken } from '../alerts/stop-token';
import { vapidKeys } from '../alerts/vapid';
import type { AppEnv } from '../app-env';
import { currentAuth, requireActiveSubscription } from '../auth/guards';
import { AppError } from '../http/errors';
import { parseWith, readJson } from '../http/validate';

const idParam = z.object({ id: uuidSchema });
const NOT_FOUND = 'Alerta não encontrado.';
const TOO_SOON = `Este alerta foi verificado há pouco. Aguarde ${ALERT_MANUAL_CHECK_MINUTES} minutos para verificar de novo.`;
const BAD_STOP_LINK = 'Link para parar o alerta inválido.';

/**
 * Price alerts that fire (issue #13): status, 'Verificar agora', price history, and the e-mail's stop link.
 * Mounted at /api/price-alerts before the synced resource, so /stop answers without a session.
 */
export function priceAlertCheckRoutes() {
  const r = new Hono<AppEnv>();

  // The e-mail's 'Parar este alerta': the page POSTs {token}; mail clients POST ?token= (RFC 8058 one-click,
  // a form body 'List-Unsubscribe=One-Click' we do not need to read).
  r.post('/stop', async (c) => {
    const fromQuery = c.req.query('token');
    const { token } =
      fromQuery === undefined
        ? await readJson(c, alertStopBodySchema)
        : parseWith(alertStopBodySchema, { token: fromQuery });
    const alertId = verifyStopToken(c.var.deps.jwtSecret, token);
    if (!alertId) throw new AppError(400, BAD_STOP_LINK, undefined, 'invalid_token');
    const stopped = await stopAlert(c.var.deps.db, alertId);
    if (!stopped) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ success: true, ...stopped }, 200);
  });

  // The stop page checks its link first, so a bad one is said before any button: reading changes nothing (a
  // mail scanner opening the page stops nothing either).
  r.get('/stop', async (c) => {
    const { token } = parseWith(alertStopBodySchema, { token: c.req.query('token') });
    const alertId = verifyStopToken(c.var.deps.jwtSecret, token);
    if (!alertId) throw new AppError(400, BAD_STOP_LINK, undefined, 'invalid_token');
    const alert = await stoppableAlert(c.var.deps.db, alertId);
    if (!alert) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ success: true, ...alert }, 200);
  });

  r.get('/status', requireActiveSubscription, async (c) => {
    const { config, db } = c.var.deps;
    return c.json(
      {
        live: alertsAreLive(config),
        message: liveSourceMessage(config),
        check_interval_minutes: config.ALERT_CHECK_INTERVAL_MINUTES,
        vapid_public_key: (await vapidKeys(db, config)).publicKey,
      },
      200,
    );
  });

  r.post('/:id/check', requireActiveSubscription, async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const deps = c.var.deps;
    const alert = await findOwnAlert(deps.db, currentAuth(c).user.id, id);
    if (!alert) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    if (!alertsAreLive(deps.config)) throw new AppError(409, ALERT_NEEDS_LIVE_SOURCE, undefined, 'needs_live_source');
    if (!(await stampManualCheck(deps.db, id, ALERT_MANUAL_CHECK_MINUTES)))
      throw new AppError(429, TOO_SOON, undefined, 'rate_limited');
    const result = await checkAlert(deps, alert, { budget: ProviderBudget.unlimited(), lease: null });
    if (result.kind !== 'recorded' || !result.recorded)
      throw new AppError(409, 'O alerta mudou durante a verificação. Tente de novo.', undefined, 'alert_changed');
    const { outcome, recorded } = result;
    if (outcome.kind === 'failed')
      throw new AppError(isSettingProblem(outcome.error) ? 409 : 502, outcome.error, undefined, 'check_failed');
    return c.json(
      { success: true, checked_at: recorded.checkedAt.toISOString(), best: outcome.best, fired: recorded.fired },
      200,
    );
  });

  r.get('/:id/history', requireActiveSubscription, async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const alert = await findOwnAlert(c.var.deps.db, currentAuth(c).user.id, id);
    if (!alert) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ items: await alertHistory(c.var.deps.db, id) }, 200);
  });

  return r;
}
