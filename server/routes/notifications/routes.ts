import { createRoute } from '@hono/zod-openapi';
import { notificationReadReplySchema, notificationSchema } from '@core/schemas/alerts';
import { pullQuerySchema, pullReplySchema } from '@core/schemas/sync';
import { uuidSchema } from '@core/schemas/ids';
import { z } from '@core/schemas/zod-locale';
import { errorReply, guardReplies, jsonReply, pathParam, queryParams, SIGNED_IN } from '../../openapi/contract';

export const idParam = z.object({ id: uuidSchema });

export const pullNotifications = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags: ['Notificações'],
  summary: 'Notificações de alertas de preço alteradas desde um cursor',
  description: 'Como os voos salvos: `updated_since` é o cursor da última resposta.',
  security: SIGNED_IN,
  parameters: queryParams(pullQuerySchema),
  responses: {
    200: jsonReply('As mudanças, em ordem, e o próximo cursor.', pullReplySchema(notificationSchema)),
    400: errorReply('Cursor inválido.'),
    ...guardReplies,
  },
});

export const markRead = createRoute({
  method: 'put',
  path: '/api/notifications/{id}/read',
  tags: ['Notificações'],
  summary: 'Marca uma notificação como lida',
  security: SIGNED_IN,
  parameters: [pathParam('id', 'UUID da notificação.', 'uuid')],
  responses: {
    200: jsonReply('A notificação, lida.', notificationReadReplySchema),
    400: errorReply('id não é um UUID.'),
    ...guardReplies,
    404: errorReply('Notificação não encontrada.'),
  },
});
