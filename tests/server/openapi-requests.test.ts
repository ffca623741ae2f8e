import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/tokens';
import type { Db } from '../../server/db/client';
import { createUser } from '../helpers/auth';
import { KIWIFY_TOKEN } from '../helpers/kiwify';
import { exampleBuilder } from '../helpers/schema-example';
import { createTestApp, TEST_JWT_SECRET } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

/**
 * The document is as strict as the server: a request built only from what /api/openapi.json says (required
 * fields, then every field; a const, an enum's first value, formats, patterns, bounds) is never refused for its
 * shape. A refusal for its shape is a 415, or a 400 with code `invalid_input` (a schema's) or none (malformed
 * JSON). Other refusals (a wrong password, an unknown link, no such row, no provider configured) are about the
 * request's meaning, and fine here.
 */

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let doc: Document & Record<string, unknown>;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db, { env: { KIWIFY_WEBHOOK_TOKEN: KIWIFY_TOKEN } }).app;
  doc = (await (await app.request('/api/openapi.json')).json()) as typeof doc;
});
afterAll(async () => {
  await db.close();
});

/** A signed-in administrator with a permanent subscription, new for each request (some requests end the account). */
async function adminBearer(): Promise<Record<string, string>> {
  const user = await createUser(db, { role: 'admin', expires: null, email: `doc-${randomUUID()}@exemplo.com.br` });
  return { authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, user)}` };
}

/** What JSON Schema cannot say between two fields, and the document says in prose ('Igual a `password`'). */
function sameAs(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('confirmPassword' in body)) return body;
  return { ...body, confirmPassword: (body as { password?: unknown }).password };
}

function buildRequest(path: string, op: Operation, full: boolean) {
  const example = exampleBuilder({ root: doc, full });
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (!p.required && !full && p.in !== 'path') continue;
    const value = example(p.schema, p.name);
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text));
    else if (p.in === 'query') query.set(p.name, text);
  }
  const schema = op.requestBody?.content['application/json']?.schema;
  const raw = schema === undefined ? undefined : JSON.stringify(sameAs(example(schema, 'corpo')));
  // The webhook's signature is of the body: the one parameter no schema can give.
  if (path === '/api/webhooks/kiwify' && raw)
    query.set('signature', createHmac('sha1', KIWIFY_TOKEN).update(raw).digest('hex'));
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, raw };
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

async function shapeRefusal(res: Response): Promise<string | null> {
  if (res.status === 415) return await res.text();
  if (res.status !== 400) return null;
  const text = await res.text();
  const code = (JSON.parse(text) as { code?: string }).code;
  return code === undefined || code === 'invalid_input' ? text : null;
}

describe('a request built from /api/openapi.json', () => {
  for (const full of [false, true]) {
    // One request per operation, each with a new account: on a busy machine that is longer than a test's default.
    it(`is not refused for its shape (${full ? 'every field' : 'required fields'})`, { timeout: 120_000 }, async () => {
      const refused: string[] = [];
      for (const { method, path, op } of operations()) {
        const { url, raw } = buildRequest(path, op, full);
        const headers: Record<string, string> = { origin: 'http://localhost', ...(await adminBearer()) };
        if (raw !== undefined) headers['content-type'] = 'application/json';
        const res = await app.request(url, { method, headers, ...(raw === undefined ? {} : { body: raw }) });
        const refusal = await shapeRefusal(res);
        if (refusal) refused.push(`${method} ${url} ${raw ?? ''} → ${res.status} ${refusal}`);
      }
      expect(refused).toEqual([]);
    });
  }
});
