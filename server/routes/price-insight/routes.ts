import * as ops from '@core/contract/insight';
import { bodyReplies, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const priceInsight = declareRoute(ops.priceInsight, {
  tags: ['Bom preço?'],
  summary: 'Se um preço é baixo, normal ou alto para a rota (reais ou milhas)',
  description:
    'Faixa típica (percentis 25–75 dos mínimos diários observados nos últimos 90 dias, datas de viagem no mesmo mês ' +
    'ou a até 15 dias), mediana e histórico. Em reais, a leitura do próprio Google Flights prevalece quando existe. ' +
    "Com menos de 10 observações em 7 dias distintos, `level` é 'unknown' (histórico insuficiente). " +
    '`origin` e `destination` são aeroportos da lista de /api/airports/complete (`code` `unknown_airport` senão); ' +
    'a data é de hoje em diante, e `program` é obrigatório com `kind` miles.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.priceInsight, 'O veredito de preço.'),
    400: bodyReplies[400],
    ...guardReplies,
  },
});
