import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsClientMessageSchema, wsServerMessageSchema } from '@core/schemas/ws';
import type { Db } from '../../server/db/client';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// The /ws protocol is in the documentation as an AsyncAPI 3.0 document, from the schemas both sides read it with:
// every message type either side sends is there, and a message the server would read is one its payload accepts.

interface Message {
  name: string;
  payload: Record<string, unknown>;
}
interface AsyncApi {
  asyncapi: string;
  channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
  operations: Record<string, { action: string; channel: { $ref: string }; messages: { $ref: string }[] }>;
  components: { messages: Record<string, Message> };
}

let db: Db;
let doc: AsyncApi;
let openapi: { info: { description: string }; paths: Record<string, unknown> };

beforeAll(async () => {
  db = await createTestDb();
  const { app } = createTestApp(db);
  const res = await app.request('/api/asyncapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as AsyncApi;
  openapi = (await (await app.request('/api/openapi.json')).json()) as typeof openapi;
});
afterAll(async () => {
  await db.close();
});

const resolve = (ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);

describe('GET /api/asyncapi.json', () => {
  it('describes /ws in AsyncAPI 3.0, and the OpenAPI document points to it', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    expect(doc.channels.socket?.address).toBe('/ws');
    expect(openapi.info.description).toContain('/api/asyncapi.json');
    expect(openapi.paths).toHaveProperty('/api/asyncapi.json');
  });

  it('has every message type of both sides, each reference leading to a message', () => {
    // An operation names the channel's message, which names the component.
    const messageAt = (ref: string) => resolve((resolve(ref) as { $ref: string }).$ref) as Message;
    const byAction = (action: string) =>
      Object.values(doc.operations)
        .filter((op) => op.action === action)
        .flatMap((op) => op.messages.map((m) => messageAt(m.$ref).name));
    const types = (options: readonly { shape: { type: { value: unknown } } }[]) =>
      options.map((o) => String(o.shape.type.value)).sort();
    expect(byAction('receive').sort()).toEqual(types(wsClientMessageSchema.options));
    expect(byAction('send').sort()).toEqual(types(wsServerMessageSchema.options));
    for (const op of Object.values(doc.operations)) expect(resolve(op.channel.$ref)).toBeDefined();
  });

  it("accepts in each payload what the server reads, and refuses another message's type", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const payload = (name: string) => (doc.components.messages[name] as Message).payload;
    expect(ajv.validate(payload('client-subscribe'), { type: 'subscribe', searchId: 'abc' })).toBe(true);
    expect(ajv.validate(payload('client-ping'), { type: 'ping' })).toBe(true);
    expect(ajv.validate(payload('client-ping'), { type: 'cancel' })).toBe(false);
    expect(ajv.validate(payload('server-error'), { type: 'error', error: 'Sessão expirada' })).toBe(true);
    expect(ajv.validate(payload('server-complete'), { type: 'results', data: [] })).toBe(false);
  });
});
