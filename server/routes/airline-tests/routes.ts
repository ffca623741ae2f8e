import { createRoute } from '@hono/zod-openapi';
import { z } from '@core/schemas/zod-locale';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  queryParams,
  SIGNED_IN,
} from '../../openapi/contract';
import { airlineTestSchema, TEST_ROUTES } from './handlers';

const tags = ['Testes de companhias'];

/** One airline's rows as the test pages read them (fields per airline: README "upstream contract"). */
const airlineReply = z.looseObject({
  success: z.literal(true),
  fonte: z.string(),
  ida: z.array(z.looseObject({})),
  volta: z.array(z.looseObject({})),
  idaCount: z.number(),
  voltaCount: z.number(),
  _utilizandoDadosContingencia: z.literal(true).optional(),
  message: z.string().optional(),
  linhasIgnoradas: z.number().optional(),
});

const upstreamFailures = {
  502: errorReply('A API da companhia falhou.'),
  504: errorReply('A API da companhia não respondeu a tempo.'),
};

const described =
  'Consulta a API configurada da companhia; sem configuração, ou com dados de teste pedidos, responde a amostra ' +
  'de contingência marcada `_utilizandoDadosContingencia`.';

export const latamProxy = createRoute({
  method: 'post',
  path: '/api/latam-proxy',
  tags,
  summary: 'LATAM: voos da API da companhia (página de teste)',
  description: described,
  security: SIGNED_IN,
  request: { body: jsonBody(airlineTestSchema) },
  responses: {
    200: jsonReply('Voos de ida e volta.', airlineReply),
    ...bodyReplies,
    ...guardReplies,
    ...upstreamFailures,
  },
});

export const voegolProxy = createRoute({
  method: 'post',
  path: '/api/voegol-proxy',
  tags,
  summary: 'GOL: voos da API da companhia (página de teste)',
  description: `${described} \`?test=true\` pede os dados de teste; uma falha da API vem com \`_apiError: true\`.`,
  security: SIGNED_IN,
  parameters: [{ name: 'test', in: 'query', required: false, schema: { type: 'string', enum: ['true'] } }],
  request: { body: jsonBody(airlineTestSchema) },
  responses: {
    200: jsonReply('Voos de ida e volta.', airlineReply),
    ...bodyReplies,
    ...guardReplies,
    ...upstreamFailures,
  },
});

const testQuery = queryParams(airlineTestSchema);

export const testPages = Object.fromEntries(
  Object.keys(TEST_ROUTES).map((page) => [
    page,
    createRoute({
      method: 'get',
      path: `/api/test/${page}`,
      tags,
      summary: `Teste da API ${page}`,
      description: described,
      security: SIGNED_IN,
      parameters: testQuery,
      responses: {
        200: jsonReply('Voos de ida e volta.', airlineReply),
        400: bodyReplies[400],
        ...guardReplies,
        ...upstreamFailures,
      },
    }),
  ]),
);

export const testAll = createRoute({
  method: 'get',
  path: '/api/test/all',
  tags,
  summary: 'Todas as APIs de companhias de uma vez (testador de APIs)',
  description: 'Uma entrada por API; a falha de uma não esconde as outras.',
  security: SIGNED_IN,
  parameters: testQuery,
  responses: {
    200: jsonReply(
      'Uma resposta por API.',
      z.object({ success: z.literal(true), results: z.record(z.string(), z.looseObject({})) }),
    ),
    400: bodyReplies[400],
    ...guardReplies,
  },
});
