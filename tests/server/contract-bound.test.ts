import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { CONTRACT_MODULES } from '../../server/openapi/operation-ids';
import { codeLinesMatching } from '../helpers/source-lines';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// One contract (core/contract) binds the server, the document and the PWA: every operation is declared there, the
// server's handlers are typed by it and reply through sendReply (server/openapi/contract.ts), and the PWA calls
// the API through call(op) (src/lib/call.ts). The list below is what has not moved yet: it only shrinks.

/** PWA files that still write an /api/ path or a query string by hand instead of calling an operation. */
const PWA_FILES_NOT_MOVED = new Set([
  'src/features/admin/api/create-user.ts',
  'src/features/admin/api/delete-user.ts',
  'src/features/admin/api/get-admin-status.ts',
  'src/features/admin/api/get-alert-job-status.ts',
  'src/features/admin/api/get-users.ts',
  'src/features/admin/api/update-user.ts',
  'src/features/alerts/api/check-alert.ts',
  'src/features/alerts/api/get-alert-history.ts',
  'src/features/alerts/api/get-alert-status.ts',
  'src/features/alerts/api/get-price-insight.ts',
  'src/features/alerts/api/stop-alert.ts',
  'src/features/auth/api/check-reset-token.ts',
  'src/features/auth/api/reset-password.ts',
  'src/features/auth/api/verify-magic-link.ts',
  'src/features/auth/auth-api.ts',
  'src/features/auth/auth-providers.ts',
  'src/features/auth/auth-state.ts',
  'src/features/auth/supabase-sign-in.ts',
  'src/features/profile/api/update-profile.ts',
  'src/features/search/calendar/get-calendar.ts',
  'src/features/tools/airline-tests/api-tester-schema.ts',
  'src/features/tools/diagnostics/api/check-connection.ts',
  'src/features/tools/diagnostics/api/check-session.ts',
  'src/features/tools/diagnostics/api/get-supabase-status.ts',
  'src/features/tools/diagnostics/api/run-round-trip.ts',
  'src/sw/background-sync.ts',
  'src/sw/push.ts',
]);

const serverRoutes = { dirs: ['server/routes', 'server/sync'] };

describe('the server answers through the contract', () => {
  it('replies through sendReply, never a bare c.json', () => {
    expect(codeLinesMatching(/\bc\.json\(/, serverRoutes)).toEqual([]);
  });

  it('types each handler by its operation (OperationHandler), not as any Hono handler', () => {
    expect(codeLinesMatching(/\bHandler<AppEnv>|:\s*Handler\b/, serverRoutes)).toEqual([]);
  });

  it('keeps the list of PWA files not moved to those that still have to', () => {
    const stillByHand = new Set(
      [
        ...codeLinesMatching(/['"`]\/api\//, { dirs: ['src'] }),
        ...codeLinesMatching(/URLSearchParams/, { dirs: ['src'] }),
      ].map((line) => line.replace(/:\d+$/, '')),
    );
    expect([...PWA_FILES_NOT_MOVED].filter((file) => !stillByHand.has(file))).toEqual([]);
  });
});

describe('the PWA calls through the contract', () => {
  const outsideLib = (file: string) => file.startsWith('src/lib/') || PWA_FILES_NOT_MOVED.has(file);

  it("writes no '/api/' path outside src/lib: call(op) takes it from core/contract", () => {
    expect(codeLinesMatching(/['"`]\/api\//, { dirs: ['src'], allowed: outsideLib })).toEqual([]);
  });

  it('builds no query string by hand: call(op, {query}) does', () => {
    expect(codeLinesMatching(/URLSearchParams/, { dirs: ['src'], allowed: outsideLib })).toEqual([]);
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
