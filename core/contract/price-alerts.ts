import {
  alertCheckReplySchema,
  alertHistoryReplySchema,
  alertStatusReplySchema,
  alertStopBodySchema,
  alertStopLinkQuerySchema,
  alertStopQuerySchema,
  alertStopReplySchema,
} from '../schemas/alerts';
import { idParamsSchema } from '../schemas/ids';
import { operation } from './operation';

// The price alerts at work (the alerts themselves are a synced table, core/contract/sync.ts).

/** POST /api/price-alerts/stop: the e-mail's 'Parar este alerta', no session; the token in the body or the query. */
export const stopAlertFromLink = operation({
  method: 'POST',
  path: '/api/price-alerts/stop',
  query: alertStopQuerySchema,
  body: alertStopBodySchema,
  reply: alertStopReplySchema,
});

/** GET /api/price-alerts/stop?token=: the stop page checks its link first; reading stops nothing. */
export const checkAlertStopLink = operation({
  method: 'GET',
  path: '/api/price-alerts/stop',
  query: alertStopLinkQuerySchema,
  reply: alertStopReplySchema,
});

/** GET /api/price-alerts/status: whether alerts fire on this server (a live source, Web Push's key). */
export const alertStatus = operation({
  method: 'GET',
  path: '/api/price-alerts/status',
  reply: alertStatusReplySchema,
});

/** POST /api/price-alerts/{id}/check: 'Verificar agora'. */
export const checkAlertNow = operation({
  method: 'POST',
  path: '/api/price-alerts/{id}/check',
  params: idParamsSchema,
  reply: alertCheckReplySchema,
});

/** GET /api/price-alerts/{id}/history: the alert's price history. */
export const alertPriceHistory = operation({
  method: 'GET',
  path: '/api/price-alerts/{id}/history',
  params: idParamsSchema,
  reply: alertHistoryReplySchema,
});
