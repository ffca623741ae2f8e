import { createRoute } from '@hono/zod-openapi';
import { pullQuerySchema, pullReplySchema, savedFlightSchema } from '@core/schemas/sync';
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

export const savedFlightBody = savedFlightSchema;

const tags = ['Sincronização'];
const id = pathParam('id', 'UUID do voo salvo.', 'uuid');

export const pullSavedFlights = createRoute({
  method: 'get',
  path: '/api/saved-flights',
  tags,
  summary: 'Mudanças nos voos salvos desde um cursor',
  security: SIGNED_IN,
  parameters: queryParams(pullQuerySchema),
  responses: {
    200: jsonReply('As mudanças e o próximo cursor.', pullReplySchema(savedFlightSchema)),
    400: bodyReplies[400],
    ...guardReplies,
  },
});

export const putSavedFlight = createRoute({
  method: 'put',
  path: '/api/saved-flights/{id}',
  tags,
  summary: 'Grava um dos voos salvos (idempotente)',
  security: SIGNED_IN,
  parameters: [id],
  request: { body: jsonBody(savedFlightBody) },
  responses: {
    200: jsonReply(
      'Gravado (ou já mais novo no servidor).',
      z.object({ success: z.literal(true), applied: z.boolean(), item: savedFlightSchema }),
    ),
    ...bodyReplies,
    ...guardReplies,
    404: errorReply('Item não encontrado.'),
  },
});

export const deleteSavedFlight = createRoute({
  method: 'delete',
  path: '/api/saved-flights/{id}',
  tags,
  summary: 'Apaga um dos voos salvos (marca de exclusão sincronizada)',
  security: SIGNED_IN,
  parameters: [id],
  responses: {
    200: jsonReply('Apagado.', z.object({ success: z.literal(true), item: savedFlightSchema })),
    400: bodyReplies[400],
    ...guardReplies,
    404: errorReply('Item não encontrado.'),
  },
});
