import * as ops from '@core/contract/notifications';
import { pullNotifications as pullOp } from '@core/contract/sync';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';
import { pullRoute } from '../../openapi/synced-routes';

export const pullNotifications = pullRoute(pullOp, 'avisos de alertas', {
  summary: 'Notificações de alertas de preço alteradas desde um cursor',
  description: 'Como os voos salvos: `updated_since` é o cursor da última resposta.',
  tags: ['Notificações'],
});

export const markRead = declareRoute(ops.markNotificationRead, {
  tags: ['Notificações'],
  summary: 'Marca uma notificação como lida',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.markNotificationRead, 'A notificação, lida.'),
    400: bodyReplies[400],
    ...guardReplies,
    404: errorReply('Notificação não encontrada.'),
  },
});
