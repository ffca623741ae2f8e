import * as ops from '@core/contract/airline-tests';
import type { Operation } from '@core/contract/operation';
import { bodyReplies, errorReply, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Testes de companhias'];

const upstreamFailures = {
  502: errorReply('A API da companhia falhou.'),
  504: errorReply('A API da companhia não respondeu a tempo.'),
};

const described =
  'Consulta a API configurada da companhia; sem configuração, ou com dados de teste pedidos, responde a amostra ' +
  'de contingência marcada `_utilizandoDadosContingencia`.';

export const latamProxy = declareRoute(ops.latamProxy, {
  tags,
  summary: 'LATAM: voos da API da companhia (página de teste)',
  description: described,
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.latamProxy, 'Voos de ida e volta.'),
    ...bodyReplies,
    ...guardReplies,
    ...upstreamFailures,
  },
});

export const voegolProxy = declareRoute(ops.voegolProxy, {
  tags,
  summary: 'GOL: voos da API da companhia (página de teste)',
  description: `${described} \`?test=true\` pede os dados de teste; uma falha da API vem com \`_apiError: true\`.`,
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.voegolProxy, 'Voos de ida e volta.', {
      502: 'A API da VoeGol falhou: o erro, com `_apiError`.',
      504: 'A API da VoeGol não respondeu a tempo: o erro, com `_apiError`.',
    }),
    ...bodyReplies,
    ...guardReplies,
  },
});

/** GET /api/test/<page>: the same request, one airline's rows. */
const testPage = (op: Operation, page: string) =>
  declareRoute(op, {
    tags,
    summary: `Teste da API ${page}`,
    description: described,
    security: SIGNED_IN,
    responses: {
      ...okReply(op, 'Voos de ida e volta.'),
      400: bodyReplies[400],
      ...guardReplies,
      ...upstreamFailures,
    },
  });
export const testAzul = testPage(ops.testAzul, 'azul');
export const testLatam = testPage(ops.testLatam, 'latam');
export const testGol = testPage(ops.testGol, 'gol');
export const testSmiles = testPage(ops.testSmiles, 'smiles');
export const testAzulMiles = testPage(ops.testAzulMiles, 'azulmilhas');

export const testAll = declareRoute(ops.testAll, {
  tags,
  summary: 'Todas as APIs de companhias de uma vez (testador de APIs)',
  description: 'Uma entrada por API; a falha de uma não esconde as outras.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.testAll, 'Uma resposta por API.'),
    400: bodyReplies[400],
    ...guardReplies,
  },
});
