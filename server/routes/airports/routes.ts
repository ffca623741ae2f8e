import { createRoute } from '@hono/zod-openapi';
import { guardReplies, SIGNED_IN } from '../../openapi/contract';

export const completeList = createRoute({
  method: 'get',
  path: '/api/airports/complete',
  tags: ['Aeroportos'],
  summary: 'Todos os aeroportos, para o autocompletar',
  description:
    'Lista fixa servida comprimida (br ou gzip conforme Accept-Encoding), com ETag: If-None-Match igual responde 304.',
  security: SIGNED_IN,
  responses: {
    200: {
      description: 'A lista de aeroportos.',
      content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } },
    },
    304: { description: 'A cópia do navegador ainda vale (ETag).' },
    ...guardReplies,
  },
});
