import { createRoute } from '@hono/zod-openapi';
import { z } from '@core/schemas/zod-locale';
import { jsonReply } from '../../openapi/contract';

export const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Saúde'],
  summary: 'O servidor e o banco respondem',
  description: 'Para balanceadores de carga: 200 só quando o banco de dados responde.',
  responses: {
    200: jsonReply('Servidor e banco no ar.', z.object({ ok: z.literal(true) })),
    503: jsonReply('Banco de dados indisponível.', z.object({ ok: z.literal(false), error: z.string() })),
  },
});
