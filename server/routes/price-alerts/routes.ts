import { createRoute } from '@hono/zod-openapi';
import {
  alertCheckReplySchema,
  alertHistoryReplySchema,
  alertStatusReplySchema,
  alertStopBodySchema,
  alertStopReplySchema,
} from '@core/schemas/alerts';
import { uuidSchema } from '@core/schemas/ids';
import { SYNCED_ROWS } from '@core/sync/rows';
import { z } from '@core/schemas/zod-locale';
import { syncedRoutes } from '../../openapi/synced-routes';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  pathParam,
  SIGNED_IN,
} from '../../openapi/contract';

export const priceAlertBody = SYNCED_ROWS.price_alerts.body;
export const stopBody = alertStopBodySchema;
export const idParam = z.object({ id: uuidSchema });

const tags = ['Alertas de preço'];
const id = pathParam('id', 'UUID do alerta.', 'uuid');
const notFound = errorReply('Alerta não encontrado.');

// The alerts themselves, synced with the device like saved flights.

const syncedAlerts = syncedRoutes({
  table: 'price_alerts',
  plural: 'alertas de preço',
  idDescription: 'UUID do alerta.',
  putReplies: { 409: errorReply('Já há o máximo de alertas ativos nesta conta.') },
});

export const pullPriceAlerts = syncedAlerts.pull;
export const putPriceAlert = syncedAlerts.put;
export const deletePriceAlert = syncedAlerts.remove;

// The alerts at work: the e-mail's stop link (no session), status, 'Verificar agora', price history.

export const stopFromLink = createRoute({
  method: 'post',
  path: '/api/price-alerts/stop',
  tags,
  summary: 'Desliga um alerta pelo link do e-mail (sem sessão)',
  parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' } }],
  request: { body: { ...jsonBody(stopBody), required: false } },
  responses: {
    200: jsonReply('Alerta desligado.', alertStopReplySchema),
    ...bodyReplies,
    404: notFound,
  },
});

export const checkStopLink = createRoute({
  method: 'get',
  path: '/api/price-alerts/stop',
  tags,
  summary: 'Confere o link do e-mail antes de desligar (não muda nada)',
  parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
  responses: {
    200: jsonReply('Link válido: a rota do alerta.', alertStopReplySchema),
    400: bodyReplies[400],
    404: notFound,
  },
});

export const alertStatus = createRoute({
  method: 'get',
  path: '/api/price-alerts/status',
  tags,
  summary: 'Se os alertas estão ativos neste servidor (fonte ao vivo, push)',
  security: SIGNED_IN,
  responses: { 200: jsonReply('Estado.', alertStatusReplySchema), ...guardReplies },
});

export const checkNow = createRoute({
  method: 'post',
  path: '/api/price-alerts/{id}/check',
  tags,
  summary: 'Verifica um alerta agora',
  security: SIGNED_IN,
  parameters: [id],
  responses: {
    200: jsonReply('Resultado da verificação.', alertCheckReplySchema),
    400: bodyReplies[400],
    ...guardReplies,
    404: notFound,
    409: errorReply('Sem fonte de preços ao vivo, o alerta mudou durante a verificação, ou falta configuração.'),
    429: errorReply('Verificado há pouco, ou limite por hora ou de consultas aos provedores: Retry-After diz quando.'),
    502: errorReply('A verificação falhou no provedor.'),
  },
});

export const priceHistory = createRoute({
  method: 'get',
  path: '/api/price-alerts/{id}/history',
  tags,
  summary: 'Histórico de preços de um alerta',
  security: SIGNED_IN,
  parameters: [id],
  responses: {
    200: jsonReply('Pontos do histórico.', alertHistoryReplySchema),
    400: bodyReplies[400],
    ...guardReplies,
    404: notFound,
  },
});
