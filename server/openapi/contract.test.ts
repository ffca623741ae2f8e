import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from '@core/schemas/zod-locale';
import { createErrorHandler } from '../http/errors';
import { createLogger } from '../logger';
import { createRouter } from './contract';

describe('createRouter', () => {
  it("answers a route's own zod validation with the API's pt-BR 400 (the one parseWith gives)", async () => {
    const route = createRoute({
      method: 'get',
      path: '/api/exemplo',
      request: { query: z.object({ n: z.string().min(3, 'Informe ao menos 3 letras') }) },
      responses: { 200: { description: 'ok' } },
    });
    const app = createRouter().openapi(route, (c) => c.json({ ok: true }, 200));
    app.onError(createErrorHandler(createLogger('silent')));
    const res = await app.request('/api/exemplo?n=ab');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Informe ao menos 3 letras',
      code: 'invalid_input',
      issues: [{ path: 'n', message: 'Informe ao menos 3 letras' }],
    });
  });
});
