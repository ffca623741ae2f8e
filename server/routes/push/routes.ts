import { createRoute } from '@hono/zod-openapi';
import {
  pushSubscribeReplySchema,
  pushSubscriptionSchema,
  pushUnsubscribeReplySchema,
  pushUnsubscribeSchema,
} from '@core/schemas/alerts';
import { bodyReplies, errorReply, guardReplies, jsonBody, jsonReply, SIGNED_IN } from '../../openapi/contract';

export const subscribeBody = pushSubscriptionSchema;
export const unsubscribeBody = pushUnsubscribeSchema;

const tags = ['Alertas de preço'];

export const subscribe = createRoute({
  method: 'post',
  path: '/api/push/subscriptions',
  tags,
  summary: 'Registra este navegador para notificações push',
  security: SIGNED_IN,
  request: { body: jsonBody(subscribeBody) },
  responses: {
    201: jsonReply('Registrado.', pushSubscribeReplySchema),
    ...bodyReplies,
    ...guardReplies,
    409: errorReply('Este navegador já recebe as notificações de outra conta.'),
  },
});

export const unsubscribe = createRoute({
  method: 'delete',
  path: '/api/push/subscriptions',
  tags,
  summary: 'Remove este navegador das notificações push (também com a assinatura vencida)',
  security: SIGNED_IN,
  request: { body: jsonBody(unsubscribeBody) },
  responses: { 200: jsonReply('Removido.', pushUnsubscribeReplySchema), ...bodyReplies, 401: guardReplies[401] },
});
