import { readdirSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLES } from '@core/sync/tables';
import type { Db } from '../../server/db/client';
import { CONTRACT_MODULES } from '../../server/openapi/operation-ids';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
}

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let doc: Document;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(async () => {
  await db.close();
});

/** Every (method, path) of the document, in Hono's ':id' form. */
const operations = (d: Document) =>
  Object.entries(d.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    })),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('is in pt-BR, names its server and both ways to be signed in', () => {
    expect(doc.info.title).toBe('API da Bússola das Passagens');
    expect(doc.info.description).toContain('Autenticação');
    // Relative: the reference opened on any host calls that host, never the PUBLIC_URL of the machine that built it.
    expect(doc.servers?.map((s) => s.url)).toEqual(['/']);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.refreshCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'bp_refresh',
    });
  });

  it('lists every /api route the app registers, each with a summary, a tag and its replies', () => {
    const documented = new Map(operations(doc).map(({ key, op }) => [key, op]));
    const registered = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.endsWith('*'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    for (const [key, op] of documented) {
      expect(op.summary, key).toBeTruthy();
      expect(op.tags?.length, key).toBeGreaterThan(0);
      expect(Object.keys(op.responses).length, key).toBeGreaterThan(0);
    }
  });

  it('names every operation once (operationId), and declares every tag it uses', () => {
    const ids = operations(doc).map(({ key, op }) => [key, op.operationId] as const);
    expect(ids.filter(([, id]) => !id)).toEqual([]);
    const seen = new Map<string, string>();
    for (const [key, id] of ids) {
      expect(seen.get(id as string), `${key} e ${seen.get(id as string)}: ${id}`).toBeUndefined();
      seen.set(id as string, key);
    }
    const declared = new Set(doc.tags?.map((t) => t.name));
    const used = new Set(operations(doc).flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
  });

  it('names each operation of core/contract as it is exported there', () => {
    const files = readdirSync('core/contract')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'operation.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(CONTRACT_MODULES).sort()).toEqual(files.sort());
    const byKey = new Map(operations(doc).map(({ key, op }) => [key, op.operationId]));
    for (const module of Object.values(CONTRACT_MODULES))
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== 'object' || value === null || !('path' in value) || !('method' in value)) continue;
        const { method, path } = value as { method: string; path: string };
        expect(byKey.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`), `${method} ${path}`).toBe(name);
      }
  });

  it('serves every synced table of core/sync at its path: the pull, and the writes where the device writes', () => {
    const documented = new Set(operations(doc).map(({ key }) => key));
    for (const spec of Object.values(SYNCED_TABLES)) {
      expect(documented.has(`GET ${spec.path}`), spec.path).toBe(true);
      for (const method of ['PUT', 'DELETE'])
        expect(documented.has(`${method} ${spec.path}/:id`), `${method} ${spec.path}`).toBe(spec.deviceWrites);
    }
  });

  it('documents the price verdict with its query parameters, for subscribers', () => {
    const insight = operations(doc).find(({ key }) => key === 'GET /api/price-insight');
    expect(insight?.op.security).toContainEqual({ bearerAuth: [] });
    expect(Object.keys(insight?.op.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const parameters = (insight?.op as { parameters?: { name: string }[] } | undefined)?.parameters ?? [];
    const names = parameters.map((p) => p.name);
    expect(names).toEqual(['origin', 'destination', 'date', 'cabin', 'kind', 'program']);
  });

  it('says which routes need a session, and that they answer 401 without one', () => {
    const guarded = operations(doc).filter(
      ({ key }) => key.startsWith('GET /api/profile') || key.includes('/api/search/'),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const { key, op } of guarded) {
      expect(op.security, key).toContainEqual({ bearerAuth: [] });
      expect(op.responses, key).toHaveProperty('401');
    }
    // A public operation says so: no key at all (Redocly's security-defined).
    const health = operations(doc).find(({ key }) => key === 'GET /api/health');
    expect(health?.op.security).toEqual([]);
  });
});

describe('the price calendar in the document', () => {
  it('lists GET /api/calendar and /api/calendar/day, guarded, with the calendar reply and the 429', () => {
    const byKey = new Map(operations(doc).map(({ key, op }) => [key, op]));
    for (const key of ['GET /api/calendar', 'GET /api/calendar/day']) {
      const op = byKey.get(key);
      expect(op?.tags, key).toEqual(['Calendário']);
      expect(op?.security, key).toContainEqual({ bearerAuth: [] });
      expect(Object.keys(op?.responses ?? {}), key).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '429']),
      );
    }
    const reply = JSON.stringify(byKey.get('GET /api/calendar')?.responses['200']);
    for (const field of ['days', 'cash', 'miles', 'best', 'insight', 'valueBRL', 'observedAt'])
      expect(reply).toContain(field);
  });
});

describe('GET /api/docs', () => {
  it('is Scalar reading /api/openapi.json, with no script from another origin', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api/openapi.json');
    const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/scalar.js']);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    // The theme's colours raised to WCAG AA contrast, in both modes (server/routes/api-docs/contrast.ts).
    expect(html).toContain('.light-mode.light-mode');
    expect(html).toContain('.dark-mode.dark-mode');
    expect(html).toMatch(/<html[^>]*\blang="pt-BR"/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves the viewer from this server', async () => {
    const res = await app.request('/api/docs/scalar.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('leaves the rest of the app under its own CSP', async () => {
    const res = await app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
