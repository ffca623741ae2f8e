import * as ops from '@core/contract/notifications';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Alertas de preço'];

export const subscribe = declareRoute(ops.subscribePush, {
  tags,
  summary: 'Registra este navegador para notificações push',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.subscribePush, 'Registrado.'),
    ...bodyReplies,
    ...guardReplies,
    409: errorReply('Este navegador já recebe as notificações de outra conta.'),
  },
});

export const unsubscribe = declareRoute(ops.unsubscribePush, {
  tags,
  summary: 'Remove este navegador das notificações push (também com a assinatura vencida)',
  security: SIGNED_IN,
  responses: { ...okReply(ops.unsubscribePush, 'Removido.'), ...bodyReplies, 401: guardReplies[401] },
});
