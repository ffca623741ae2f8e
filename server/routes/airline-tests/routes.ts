import { createRoute } from '@hono/zod-openapi';
import * as ops from '@core/contract/airline-tests';
import type { Operation } from '@core/contract/operation';
import { bodyReplies, errorReply, fromOperation, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';
import type { TEST_ROUTES } from './handlers';

const tags = ['Testes de companhias'];

const upstreamFailures = {
  502: errorReply('A API da companhia falhou.'),
  504: errorReply('A API da companhia não respondeu a tempo.'),
};

const described =
  'Consulta a API configurada da companhia; sem configuração, ou com dados de teste pedidos, responde a amostra ' +
  'de contingência marcada `_utilizandoDadosContingencia`.';

export const latamProxy = createRoute({
  ...fromOperation(ops.latamProxy),
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

export const voegolProxy = createRoute({
  ...fromOperation(ops.voegolProxy),
  tags,
  summary: 'GOL: voos da API da companhia (página de teste)',
  description: `${described} \`?test=true\` pede os dados de teste; uma falha da API vem com \`_apiError: true\`.`,
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.voegolProxy, 'Voos de ida e volta.'),
    ...bodyReplies,
    ...guardReplies,
    ...upstreamFailures,
  },
});

/** The operation of each /api/test/<page>, by page. */
export const TEST_OPERATIONS: Record<keyof typeof TEST_ROUTES, Operation> = {
  azul: ops.testAzul,
  latam: ops.testLatam,
  gol: ops.testGol,
  smiles: ops.testSmiles,
  azulmilhas: ops.testAzulMiles,
};

export const testPages = Object.fromEntries(
  Object.entries(TEST_OPERATIONS).map(([page, op]) => [
    page,
    createRoute({
      ...fromOperation(op),
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
    }),
  ]),
);

export const testAll = createRoute({
  ...fromOperation(ops.testAll),
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
