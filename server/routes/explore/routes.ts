import * as ops from '@core/contract/explore';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const getExplore = declareRoute(ops.getExplore, {
  tags: ['Explorar'],
  summary: 'Para onde dá pra ir: destinos a partir de uma cidade, dinheiro e milhas em reais, do mais barato',
  description:
    'Uma consulta à SerpApi (google_travel_explore) por grupo de aeroportos de origem, mês e duração, e à Seats.aero ' +
    '`/destinations` por aeroporto de origem mais `/search` (ida e volta) para no máximo EXPLORE_MAX_AWARD_PAIRS ' +
    'destinos; cada resposta fica no cache (EXPLORE_CACHE_TTL_SECONDS). `calls` diz quantas consultas esta ' +
    'resposta fez. Cada prêmio vale o seu milheiro para o grupo (`passengers`), taxas convertidas pela PTAX; ' +
    '`coveredByBalance` diz se o seu saldo (mais um bônus de transferência em vigor) paga para todos. `origin` é um ' +
    'aeroporto ou uma cidade da lista (`code` `unknown_airport` senão); um mês que já passou é 400, sem consulta. ' +
    'Conta no limite de calendários por hora. Sem nenhum provedor configurado, a demonstração responde (`demo: true`).',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.getExplore, 'Os destinos, do menor `bestBRL` ao maior.'),
    400: bodyReplies[400],
    ...guardReplies,
    429: errorReply('Limite de calendários por hora atingido.'),
  },
});
