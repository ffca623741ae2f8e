import { sendSearchLogs } from '@core/contract/sync';
import { bodyReplies, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const sendBatch = declareRoute(sendSearchLogs, {
  tags: ['Sincronização'],
  summary: 'Envia um lote do histórico de buscas do aparelho',
  description: 'Cada item é gravado uma vez só (pelo seu UUID); reenviar um lote não duplica nada.',
  security: SIGNED_IN,
  responses: {
    ...okReply(sendSearchLogs, 'Quantos itens eram novos.'),
    ...bodyReplies,
    ...guardReplies,
  },
});
