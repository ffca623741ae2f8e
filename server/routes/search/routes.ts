import * as ops from '@core/contract/search';
import { bodyReplies, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const startSearch = declareRoute(ops.startSearch, {
  tags: ['Busca'],
  summary: 'Inicia uma busca (os resultados chegam pelo WebSocket /ws)',
  description:
    'Valida e registra a busca e responde com o searchId. Depois, no socket /ws, envie `{type:"subscribe", searchId}` ' +
    'para receber `results` por lote e `complete` no fim.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.startSearch, 'Busca registrada.'),
    ...bodyReplies,
    ...guardReplies,
  },
});

export const searchAll = declareRoute(ops.searchAll, {
  tags: ['Busca'],
  summary: 'Busca completa numa só resposta',
  description:
    'Roda todos os provedores e responde de uma vez: `bestValue` (as melhores ofertas, a primeira marcada ' +
    '"Melhor opção"), `cashFlights` (em reais) e `milesFlights` (em milhas), já ordenados.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.searchAll, 'Resultados ordenados.'),
    ...bodyReplies,
    ...guardReplies,
  },
});
