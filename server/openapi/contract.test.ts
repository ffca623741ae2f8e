import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from '@core/schemas/zod-locale';
import { createErrorHandler } from '../http/errors';
import { createLogger } from '../logger';
import { operation } from '@core/contract/operation';
import { createRouter, type OperationHandler, sendReply } from './contract';

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

describe('OperationHandler', () => {
  it("holds a handler to its own operation's replies (checked when compiling)", () => {
    const op = operation({ method: 'GET', path: '/api/x', reply: z.object({ ok: z.literal(true) }) });
    const other = operation({ method: 'GET', path: '/api/y', reply: z.object({ ok: z.literal(true) }) });
    // @ts-expect-error a bare c.json is no reply of the operation
    const bare: OperationHandler<typeof op> = (c) => c.json({ ok: true }, 200);
    // @ts-expect-error the body is held to the reply schema
    const wrongBody: OperationHandler<typeof op> = (c) => sendReply(c, op, { ok: false });
    // @ts-expect-error another operation's reply
    const another: OperationHandler<typeof op> = (c) => sendReply(c, other, { ok: true });
    const right: OperationHandler<typeof op> = (c) => sendReply(c, op, { ok: true });
    expect([bare, wrongBody, another, right]).toHaveLength(4);
  });
});
