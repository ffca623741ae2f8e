import { createRoute } from '@hono/zod-openapi';
import { asyncSearchResponseSchema, smartSearchResponseSchema } from '@core/schemas/flight';
import { searchQuerySchema } from '@core/schemas/search';
import { bodyReplies, guardReplies, jsonBody, jsonReply, SIGNED_IN } from '../../openapi/contract';

export const searchBody = searchQuerySchema;

export const startSearch = createRoute({
  method: 'post',
  path: '/api/search/async',
  tags: ['Busca'],
  summary: 'Inicia uma busca (os resultados chegam pelo WebSocket /ws)',
  description:
    'Valida e registra a busca e responde com o searchId. Depois, no socket /ws, envie `{type:"subscribe", searchId}` ' +
    'para receber `results` por lote e `complete` no fim.',
  security: SIGNED_IN,
  request: { body: jsonBody(searchBody) },
  responses: {
    200: jsonReply('Busca registrada.', asyncSearchResponseSchema),
    ...bodyReplies,
    ...guardReplies,
  },
});

export const searchAll = createRoute({
  method: 'post',
  path: '/api/search/buscador',
  tags: ['Busca'],
  summary: 'Busca completa numa só resposta',
  description:
    'Roda todos os provedores e responde de uma vez: `bestValue` (as melhores ofertas, a primeira marcada ' +
    '"Melhor opção"), `cashFlights` (em reais) e `milesFlights` (em milhas), já ordenados.',
  security: SIGNED_IN,
  request: { body: jsonBody(searchBody) },
  responses: {
    200: jsonReply('Resultados ordenados.', smartSearchResponseSchema),
    ...bodyReplies,
    ...guardReplies,
  },
});
