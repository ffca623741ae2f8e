import { createRoute } from '@hono/zod-openapi';
import {
  alertCheckReplySchema,
  alertHistoryReplySchema,
  alertStatusReplySchema,
  alertStopBodySchema,
  alertStopReplySchema,
} from '@core/schemas/alerts';
import { uuidSchema } from '@core/schemas/ids';
import { priceAlertRowSchema, priceAlertSchema, pullQuerySchema, pullReplySchema } from '@core/schemas/sync';
import { z } from '@core/schemas/zod-locale';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  pathParam,
  queryParams,
  SIGNED_IN,
} from '../../openapi/contract';

export const priceAlertBody = priceAlertSchema;
export const stopBody = alertStopBodySchema;
export const idParam = z.object({ id: uuidSchema });

const synced = ['Sincronização'];
const tags = ['Alertas de preço'];
const id = pathParam('id', 'UUID do alerta.', 'uuid');
const notFound = errorReply('Alerta não encontrado.');

// The alerts themselves, synced with the device like saved flights.

export const pullPriceAlerts = createRoute({
  method: 'get',
  path: '/api/price-alerts',
  tags: synced,
  summary: 'Mudanças nos alertas de preço desde um cursor',
  security: SIGNED_IN,
  parameters: queryParams(pullQuerySchema),
  responses: {
    200: jsonReply('As mudanças e o próximo cursor.', pullReplySchema(priceAlertRowSchema)),
    400: bodyReplies[400],
    ...guardReplies,
  },
});

export const putPriceAlert = createRoute({
  method: 'put',
  path: '/api/price-alerts/{id}',
  tags: synced,
  summary: 'Grava um dos alertas de preço (idempotente)',
  security: SIGNED_IN,
  parameters: [id],
  request: { body: jsonBody(priceAlertBody) },
  responses: {
    200: jsonReply(
      'Gravado (ou já mais novo no servidor).',
      z.object({ success: z.literal(true), applied: z.boolean(), item: priceAlertRowSchema }),
    ),
    ...bodyReplies,
    ...guardReplies,
    404: errorReply('Item não encontrado.'),
    409: errorReply('Já há o máximo de alertas ativos nesta conta.'),
  },
});

export const deletePriceAlert = createRoute({
  method: 'delete',
  path: '/api/price-alerts/{id}',
  tags: synced,
  summary: 'Apaga um dos alertas de preço (marca de exclusão sincronizada)',
  security: SIGNED_IN,
  parameters: [id],
  responses: {
    200: jsonReply('Apagado.', z.object({ success: z.literal(true), item: priceAlertRowSchema })),
    400: bodyReplies[400],
    ...guardReplies,
    404: errorReply('Item não encontrado.'),
  },
});

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
