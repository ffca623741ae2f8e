import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod';
import { operation } from '@core/contract/operation';
import { ApiError } from './api';
import { call } from './call';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const getThing = operation({
  method: 'GET',
  path: '/api/things/{id}',
  query: z.object({ origin: z.string(), adults: z.number().optional(), returnDate: z.string().optional() }),
  reply: z.object({ success: z.literal(true), name: z.string() }),
});
const putThing = operation({
  method: 'PUT',
  path: '/api/things',
  body: z.object({ name: z.string() }),
  reply: z.object({ success: z.literal(true) }),
});

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("fills the path, sends the query in the caller's order without absent values, and parses the reply", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { success: true, name: 'ok' }),
    );
    vi.stubGlobal('fetch', fetch);
    const reply = await call(getThing, {
      params: { id: 'a b' },
      query: { origin: 'GRU', adults: 2, returnDate: undefined },
    });
    expect(reply).toEqual({ success: true, name: 'ok' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/things/a%20b?origin=GRU&adults=2');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it("sends the body with the operation's method", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, { success: true }));
    vi.stubGlobal('fetch', fetch);
    await call(putThing, { body: { name: 'x' } });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ name: 'x' }) });
  });

  it('refuses a reply its schema does not accept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true })),
    );
    await expect(call(getThing, { params: { id: '1' }, query: { origin: 'GRU' } })).rejects.toMatchObject({
      code: 'invalid_reply',
    });
    await expect(call(getThing, { params: { id: '1' }, query: { origin: 'GRU' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('is typed by the operation: what it takes and what it gives back', () => {
    expectTypeOf(call<typeof getThing>).returns.resolves.toEqualTypeOf<{ success: true; name: string }>();
    const lazily = () => {
      // @ts-expect-error the operation's query is required
      void call(getThing, { params: { id: '1' } });
      // @ts-expect-error the body must match the operation's body schema
      void call(putThing, { body: { name: 1 } });
    };
    expect(typeof lazily).toBe('function');
  });
});
