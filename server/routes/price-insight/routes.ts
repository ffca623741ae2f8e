import * as ops from '@core/contract/insight';
import { bodyReplies, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const priceInsight = declareRoute(ops.priceInsight, {
  tags: ['Bom preço?'],
  summary: 'Se um preço é baixo, normal ou alto para a rota (reais ou milhas)',
  description:
    'Em reais: faixa típica (percentis 25–75 dos mínimos diários observados nos últimos 90 dias, datas de viagem no ' +
    'mesmo mês ou a até 15 dias), mediana e histórico; a leitura do próprio Google Flights prevalece quando existe. ' +
    'Em milhas (`program` obrigatório): por programa, cabine e mês da viagem (`month`), faixa típica dos percentis ' +
    '20–80 e mediana dos mínimos diários; baixo no percentil 20 ou abaixo, ou 20% abaixo da mediana; alto acima do ' +
    "percentil 80 ou 20% acima da mediana. Com menos de 10 observações em 7 dias distintos, `level` é 'unknown' " +
    '(histórico insuficiente). `origin` e `destination` são aeroportos da lista de /api/airports/complete ou códigos ' +
    'de cidade (SAO lê GRU, CGH e VCP); `code` `unknown_airport` senão. A data é de hoje em diante.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.priceInsight, 'O veredito de preço.'),
    400: bodyReplies[400],
    ...guardReplies,
  },
});
