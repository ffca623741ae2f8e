import { createRoute } from '@hono/zod-openapi';
import { priceInsightQuerySchema, priceInsightSchema } from '@core/schemas/insight';
import { bodyReplies, guardReplies, jsonReply, queryParams, SIGNED_IN } from '../../openapi/contract';

export const insightQuery = priceInsightQuerySchema;

export const priceInsight = createRoute({
  method: 'get',
  path: '/api/price-insight',
  tags: ['Bom preço?'],
  summary: 'Se um preço é baixo, normal ou alto para a rota (reais ou milhas)',
  description:
    'Faixa típica (percentis 25–75 dos mínimos diários observados nos últimos 90 dias, datas de viagem no mesmo mês ' +
    'ou a até 15 dias), mediana e histórico. Em reais, a leitura do próprio Google Flights prevalece quando existe. ' +
    "Com menos de 10 observações em 7 dias distintos, `level` é 'unknown' (histórico insuficiente).",
  security: SIGNED_IN,
  parameters: queryParams(priceInsightQuerySchema),
  responses: {
    200: jsonReply('O veredito de preço.', priceInsightSchema),
    400: bodyReplies[400],
    ...guardReplies,
  },
});
