import { createRoute } from '@hono/zod-openapi';
import {
  alertCheckReplySchema,
  alertHistoryReplySchema,
  alertStatusReplySchema,
  alertStopBodySchema,
  alertStopReplySchema,
  pushSubscribeReplySchema,
  pushSubscriptionSchema,
  pushUnsubscribeReplySchema,
  pushUnsubscribeSchema,
} from '@core/schemas/alerts';
import { dateAwardSearchSchema, milesSearchQuerySchema } from '@core/schemas/award';
import {
  priceAlertRowSchema,
  priceAlertSchema,
  pullQuerySchema,
  pullReplySchema,
  savedFlightSchema,
} from '@core/schemas/sync';
import { z } from '@core/schemas/zod-locale';
import type { Router } from './openapi/contract';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  pathParam,
  queryParams,
  SIGNED_IN,
} from './openapi/contract';

/**
 * The document's entries for the routes whose routers are still the older kind (server/routes/*.ts, mounted
 * under /api in app.ts). Each moves into its own server/routes/<resource>/routes.ts, and out of this list,
 * when its router is converted; until then the document lists them from here, so that it is complete.
 */
const ok = (description: string, schema: Parameters<typeof jsonReply>[1]) => jsonReply(description, schema);
const anyObject = z.looseObject({});
const id = pathParam('id', 'UUID do item.', 'uuid');
const tooMany = errorReply('Muitas tentativas: aguarde e tente novamente.');
const synced = ['Sincronização'];
const alerts = ['Alertas de preço'];
const miles = ['Milhas'];

const PENDING = [
  // server/routes/sync.ts: saved flights and price alerts, synced with the device
  ...(
    [
      ['saved-flights', 'voos salvos', savedFlightSchema, savedFlightSchema],
      ['price-alerts', 'alertas de preço', priceAlertSchema, priceAlertRowSchema],
    ] as const
  ).flatMap(([resource, label, body, row]) => [
    createRoute({
      method: 'get',
      path: `/api/${resource}`,
      tags: synced,
      summary: `Mudanças nos ${label} desde um cursor`,
      security: SIGNED_IN,
      parameters: queryParams(pullQuerySchema),
      responses: {
        200: ok('As mudanças e o próximo cursor.', pullReplySchema(row)),
        400: bodyReplies[400],
        ...guardReplies,
      },
    }),
    createRoute({
      method: 'put',
      path: `/api/${resource}/{id}`,
      tags: synced,
      summary: `Grava um dos ${label} (idempotente)`,
      security: SIGNED_IN,
      parameters: [id],
      request: { body: jsonBody(body) },
      responses: {
        200: ok(
          'Gravado (ou já mais novo no servidor).',
          z.object({ success: z.literal(true), applied: z.boolean(), item: row }),
        ),
        ...bodyReplies,
        ...guardReplies,
        404: errorReply('Item não encontrado.'),
      },
    }),
    createRoute({
      method: 'delete',
      path: `/api/${resource}/{id}`,
      tags: synced,
      summary: `Apaga um dos ${label} (marca de exclusão sincronizada)`,
      security: SIGNED_IN,
      parameters: [id],
      responses: {
        200: ok('Apagado.', z.object({ success: z.literal(true), item: row })),
        400: bodyReplies[400],
        ...guardReplies,
        404: errorReply('Item não encontrado.'),
      },
    }),
  ]),
  // server/routes/price-alert-checks.ts
  createRoute({
    method: 'post',
    path: '/api/price-alerts/stop',
    tags: alerts,
    summary: 'Desliga um alerta pelo link do e-mail (sem sessão)',
    parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' } }],
    request: { body: { ...jsonBody(alertStopBodySchema), required: false } },
    responses: {
      200: ok('Alerta desligado.', alertStopReplySchema),
      ...bodyReplies,
      404: errorReply('Alerta não encontrado.'),
    },
  }),
  createRoute({
    method: 'get',
    path: '/api/price-alerts/stop',
    tags: alerts,
    summary: 'Confere o link do e-mail antes de desligar (não muda nada)',
    parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
    responses: {
      200: ok('Link válido: a rota do alerta.', alertStopReplySchema),
      ...bodyReplies,
      404: errorReply('Alerta não encontrado.'),
    },
  }),
  createRoute({
    method: 'get',
    path: '/api/price-alerts/status',
    tags: alerts,
    summary: 'Se os alertas estão ativos neste servidor (fonte ao vivo, push)',
    security: SIGNED_IN,
    responses: { 200: ok('Estado.', alertStatusReplySchema), ...guardReplies },
  }),
  createRoute({
    method: 'post',
    path: '/api/price-alerts/{id}/check',
    tags: alerts,
    summary: 'Verifica um alerta agora',
    security: SIGNED_IN,
    parameters: [id],
    responses: {
      200: ok('Resultado da verificação.', alertCheckReplySchema),
      400: bodyReplies[400],
      ...guardReplies,
      404: errorReply('Alerta não encontrado.'),
      429: tooMany,
    },
  }),
  createRoute({
    method: 'get',
    path: '/api/price-alerts/{id}/history',
    tags: alerts,
    summary: 'Histórico de preços de um alerta',
    security: SIGNED_IN,
    parameters: [id],
    responses: {
      200: ok('Pontos do histórico.', alertHistoryReplySchema),
      400: bodyReplies[400],
      ...guardReplies,
      404: errorReply('Alerta não encontrado.'),
    },
  }),
  // server/routes/push.ts
  createRoute({
    method: 'post',
    path: '/api/push/subscriptions',
    tags: alerts,
    summary: 'Registra este navegador para notificações push',
    security: SIGNED_IN,
    request: { body: jsonBody(pushSubscriptionSchema) },
    responses: { 200: ok('Registrado.', pushSubscribeReplySchema), ...bodyReplies, ...guardReplies },
  }),
  createRoute({
    method: 'delete',
    path: '/api/push/subscriptions',
    tags: alerts,
    summary: 'Remove este navegador das notificações push (também com a assinatura vencida)',
    security: SIGNED_IN,
    request: { body: jsonBody(pushUnsubscribeSchema) },
    responses: { 200: ok('Removido.', pushUnsubscribeReplySchema), ...bodyReplies, 401: guardReplies[401] },
  }),
  // server/routes/miles.ts (Seats.aero)
  createRoute({
    method: 'get',
    path: '/api/miles/search',
    tags: miles,
    summary: 'Disponibilidade em milhas por data (Seats.aero)',
    security: SIGNED_IN,
    parameters: queryParams(milesSearchQuerySchema),
    responses: {
      200: ok('Voos em milhas.', anyObject),
      400: bodyReplies[400],
      ...guardReplies,
      502: errorReply('Seats.aero falhou.'),
    },
  }),
  createRoute({
    method: 'get',
    path: '/api/test/trip-details',
    tags: miles,
    summary: 'Detalhes de um voo em milhas (Seats.aero)',
    security: SIGNED_IN,
    parameters: [
      { name: 'id', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'origin', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'destination', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'departureDate', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
      { name: 'adults', in: 'query', required: false, schema: { type: 'integer' } },
    ],
    responses: {
      200: ok('Os trechos do voo.', anyObject),
      400: bodyReplies[400],
      ...guardReplies,
      404: errorReply('Voo não encontrado.'),
    },
  }),
  createRoute({
    method: 'post',
    path: '/api/seatsaereo2-data',
    tags: miles,
    summary: 'Disponibilidade em milhas numa data (Seats.aero)',
    security: SIGNED_IN,
    request: { body: jsonBody(dateAwardSearchSchema) },
    responses: { 200: ok('Voos em milhas.', anyObject), ...bodyReplies, ...guardReplies },
  }),
  createRoute({
    method: 'get',
    path: '/api/seats-aero-proxy',
    tags: miles,
    summary: 'Ida e volta em milhas (Seats.aero)',
    security: SIGNED_IN,
    parameters: [
      { name: 'origin', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'destination', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'departureDate', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
      { name: 'returnDate', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
    ],
    responses: { 200: ok('Voos de ida e de volta.', anyObject), 400: bodyReplies[400], ...guardReplies },
  }),
];

/** Adds the routes above to the document (only the document: their routers are mounted in app.ts). */
export function declarePendingRoutes(app: Router) {
  for (const route of PENDING) app.openAPIRegistry.registerPath(route);
}
