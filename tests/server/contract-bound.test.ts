import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { CONTRACT_MODULES } from '../../server/openapi/operation-ids';
import { codeLinesMatching } from '../helpers/source-lines';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// One contract (core/contract) binds the server, the document and the PWA: every operation is declared there, the
// server's handlers are typed by it and reply through sendReply (server/openapi/contract.ts), and the PWA calls
// the API through call(op) (src/lib/call.ts), or, in the service worker, sendOperation(op).

const serverRoutes = { dirs: ['server/routes', 'server/sync'] };

describe('the server answers through the contract', () => {
  it('replies through sendReply, never a bare c.json', () => {
    expect(codeLinesMatching(/\bc\.json\(/, serverRoutes)).toEqual([]);
  });

  it('types each handler by its operation (OperationHandler), not as any Hono handler', () => {
    expect(codeLinesMatching(/\bHandler<AppEnv>|:\s*Handler\b/, serverRoutes)).toEqual([]);
  });
});

describe('the PWA calls through the contract', () => {
  const inLib = (file: string) => file.startsWith('src/lib/');

  it("writes no '/api/' path outside src/lib: call(op) takes it from core/contract", () => {
    expect(codeLinesMatching(/['"`]\/api\//, { dirs: ['src'], allowed: inLib })).toEqual([]);
  });

  // Reading the page's own address (new URLSearchParams(location.search)) is no request: building one is.
  it('builds no query string by hand: call(op, {query}) does', () => {
    expect(codeLinesMatching(/new URLSearchParams\((\)|\{)/, { dirs: ['src'], allowed: inLib })).toEqual([]);
  });
});

describe('every operation of the document comes from core/contract', () => {
  let db: Db;
  let doc: { paths: Record<string, Record<string, { operationId?: string }>> };
  beforeAll(async () => {
    db = await createTestDb();
    const { app } = createTestApp(db);
    doc = (await (await app.request('/api/openapi.json')).json()) as typeof doc;
  });
  afterAll(async () => {
    await db.close();
  });

  it('is named by its export in core/contract', () => {
    const exported = new Set(Object.values(CONTRACT_MODULES).flatMap((module) => Object.keys(module)));
    const outside = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => !exported.has(op.operationId ?? ''))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(outside).toEqual([]);
  });
});
