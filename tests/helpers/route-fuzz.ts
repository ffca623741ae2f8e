import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { NASTY_NUMBERS, NASTY_STRINGS, toJsonText } from './nasty-values';
import { seedFor } from './request-seeds';

/**
 * A property-based fuzzer over every /api route the app registers (a new route is covered without editing
 * this file): each request starts from the route's valid seed and changes fields to boundary values, or is a
 * random JSON value or text, with random content types, origins, forwarded addresses and path parameters.
 * The property: no response is ≥ 500 and no reply leaks database or stack text.
 */

type App = Pick<Hono, 'request' | 'routes'>;

export interface FuzzRoute {
  method: string;
  /** As Hono registers it: '/api/saved-flights/:id'. */
  path: string;
}

/** Every /api route of the app, each once. */
export function apiRoutes(app: App): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    // A script file (the API reference's viewer) takes no input, and its text is code, stack-like by nature.
    if (r.path.endsWith('.js')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS, ...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
);

const edit = fc.tuple(fc.nat(), fc.constantFrom('set', 'set', 'set', 'delete', 'add'), nastyValue);

const plan = fc.record({
  body: fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('edit' as const),
        edits: fc.array(edit, { minLength: 1, maxLength: 3 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.string({ unit: 'binary', maxLength: 200 }) }),
    },
  ),
  queryEdits: fc.array(edit, { maxLength: 3 }),
  rawQuery: fc.option(
    fc.constantFrom(
      '%',
      '%E0%A4%A',
      'a=%00',
      'a[]=1&a[]=2',
      `q=${'x'.repeat(3000)}`,
      'updated_since=%2B275760-09-13T00%3A00%3A00Z',
    ),
  ),
  idIndex: fc.nat(),
  pathParam: fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.uuid().map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '..%2F..%2Fetc', 'x'.repeat(2000), '%E0%A4%A', "1'OR'1'='1", '0', '-1'),
    },
  ),
  contentType: fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | null>(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        null,
      ),
    },
  ),
  origin: fc.constantFrom<string | null>(null, 'http://localhost', 'https://atacante.example', 'null'),
  forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), fc.stringMatching(/^[\x21-\x7E]{1,60}$/))),
  extraHeader: fc.option(
    fc.constantFrom<[string, string]>(
      ['cookie', 'bp_access=lixo; bp_refresh=lixo'],
      ['authorization', 'Bearer lixo'],
      ['authorization', 'Basic YTpi'],
      ['accept-language', 'en-US,en;q=0.5'],
      ['if-none-match', 'W/"x"'],
    ),
  ),
  badSignature: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});
type Plan = typeof plan extends fc.Arbitrary<infer T> ? T : never;

/** Every path to a value inside `root` (objects and arrays), the root excluded. */
function paths(
  root: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof root !== 'object' || root === null) return out;
  for (const [key, value] of Object.entries(root)) {
    const at = [...prefix, Array.isArray(root) ? Number(key) : key];
    out.push(at);
    if (out.length < 200) paths(value, at, out);
  }
  return out;
}

function applyEdits(seed: Record<string, unknown>, edits: Plan['queryEdits']): Record<string, unknown> {
  const copy = structuredClone(seed);
  const all = paths(copy);
  for (const [index, action, value] of edits) {
    const path = all.length > 0 ? (all[index % all.length] ?? []) : [];
    let parent: unknown = copy;
    for (const key of path.slice(0, -1))
      parent =
        typeof parent === 'object' && parent !== null ? (parent as Record<string | number, unknown>)[key] : undefined;
    if (typeof parent !== 'object' || parent === null) continue;
    const target = parent as Record<string | number, unknown>;
    const last = path.at(-1);
    if (action === 'add' || last === undefined) target[`extra_${index % 7}`] = value;
    else if (action === 'delete') delete target[last];
    else target[last] = value;
  }
  return copy;
}

export interface FuzzOptions {
  callers: Record<string, Record<string, string>>;
  runsPerCaller: number;
  kiwifyToken: string;
  /** The app's TELEGRAM_WEBHOOK_SECRET: the webhook's header carries it (wrong now and then). */
  telegramSecret?: string;
  /** Ids to put in a route's ':id' (e.g. fresh users for admin routes). */
  idsFor(route: FuzzRoute): string[];
  /** Stop starting new properties after this many ms. */
  budgetMs: number;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<number, number>;
  failures: string[];
}

function buildRequest(
  route: FuzzRoute,
  p: Plan,
  ids: string[],
  auth: Record<string, string>,
  token: string,
  telegramSecret?: string,
): { url: string; init: RequestInit } {
  const id = p.pathParam ?? ids[p.idIndex % Math.max(ids.length, 1)] ?? randomUUID();
  const seed = seedFor(`${route.method} ${route.path}`, { id });
  const path = route.path.replace(/:[A-Za-z_]+/g, id);
  const query = new URLSearchParams(
    Object.entries(applyEdits(seed.query ?? {}, p.queryEdits)).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : toJsonText(v),
    ]),
  );
  let body: string | undefined;
  if (p.body.kind === 'edit') body = toJsonText(applyEdits(seed.body ?? {}, p.body.edits));
  else if (p.body.kind === 'json') body = toJsonText(p.body.value);
  else body = p.body.text;
  if (route.path === '/api/webhooks/kiwify') {
    query.set('signature', p.badSignature ? 'f'.repeat(40) : createHmac('sha1', token).update(body).digest('hex'));
  }
  const headers: Record<string, string> = { ...auth };
  if (route.path === '/api/telegram/webhook' && telegramSecret)
    headers['x-telegram-bot-api-secret-token'] = p.badSignature ? 'x'.repeat(telegramSecret.length) : telegramSecret;
  if (p.contentType) headers['content-type'] = p.contentType;
  if (p.origin) headers.origin = p.origin;
  if (p.forwardedFor) headers['x-forwarded-for'] = p.forwardedFor;
  if (p.extraHeader) headers[p.extraHeader[0]] = p.extraHeader[1];
  const search = [query.toString(), p.rawQuery].filter(Boolean).join('&');
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  return {
    url: `${path}${search ? `?${search}` : ''}`,
    init: { method: route.method, headers, ...(withBody ? { body } : {}) },
  };
}

const LEAK = /SQLSTATE|invalid input syntax|violates|syntax error at|\bat [\w.<>]+ \(|node_modules/;

/** Runs the property for every route × caller; collects failures instead of stopping at the first. */
export async function fuzzRoutes(app: App, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, statuses: {}, failures: [] };
  const started = Date.now();
  const routes = apiRoutes(app);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  for (const route of routes) {
    for (const [caller, auth] of Object.entries(options.callers)) {
      if (Date.now() - started > options.budgetMs) return report;
      const property = fc.asyncProperty(plan, async (p) => {
        const { url, init } = buildRequest(
          route,
          p,
          options.idsFor(route),
          auth,
          options.kiwifyToken,
          options.telegramSecret,
        );
        const res = await app.request(url, init);
        const text = await res.text();
        report.requests++;
        report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) throw new Error(`${res.status} ${text.slice(0, 200)}`);
        if (LEAK.test(text)) throw new Error(`resposta vaza detalhes internos: ${text.slice(0, 200)}`);
      });
      try {
        await fc.assert(property, { numRuns: options.runsPerCaller, seed, endOnFailure: true });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const example = /Counterexample: (.*)/.exec(message)?.[1]?.slice(0, 400) ?? '';
        const cause =
          err instanceof Error && err.cause instanceof Error
            ? err.cause.message
            : (/Got error: (.*)/.exec(message)?.[1] ?? message);
        report.failures.push(`${route.method} ${route.path} (${caller}): ${cause.slice(0, 300)} ← ${example}`);
      }
    }
  }
  return report;
}
