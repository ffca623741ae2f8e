import { createRoute } from '@hono/zod-openapi';
import { searchLogBatchReplySchema, searchLogBatchSchema } from '@core/schemas/sync';
import { bodyReplies, guardReplies, jsonBody, jsonReply, SIGNED_IN } from '../../openapi/contract';

export const batchBody = searchLogBatchSchema;

export const sendBatch = createRoute({
  method: 'post',
  path: '/api/search-logs',
  tags: ['Sincronização'],
  summary: 'Envia um lote do histórico de buscas do aparelho',
  description: 'Cada item é gravado uma vez só (pelo seu UUID); reenviar um lote não duplica nada.',
  security: SIGNED_IN,
  request: { body: jsonBody(batchBody) },
  responses: {
    200: jsonReply('Quantos itens eram novos.', searchLogBatchReplySchema),
    ...bodyReplies,
    ...guardReplies,
  },
});
