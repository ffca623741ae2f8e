import { vi } from 'vitest';
import { register, supabaseStatus } from '@core/contract/auth';
import { health } from '@core/contract/health';
import type { ReplyInputOf } from '@core/contract/operation';
import { logout, whoAmI } from '@core/contract/session';
import { type FakeReply, replyWith, requestFor } from './contract-fake';

/**
 * A stand-in for the routes the integration page calls, shaped as our server answers them: GET /api/health
 * (server/routes/health/), GET /api/auth/me, GET /api/auth/supabase/status, POST /api/login, POST /api/auth/register, POST /api/auth/logout
 * (server/routes/auth-session/, auth-recovery/, auth-supabase/) and the synced tables (server/routes/saved-flights/,
 * price-alerts/). Only fetch is replaced.
 */

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

export type Override = { status: number; body: unknown } | 'network';

export interface FakeDiagnosticsServer {
  calls: Call[];
  /** Rows per table, as stored. */
  rows: Record<string, Record<string, Record<string, unknown>>>;
  /** Replies that replace the normal behaviour, by 'METHOD /path-prefix' (e.g. 'PUT /api/saved-flights'). */
  overrides: Record<string, Override>;
  /** Resolves with the first call to `METHOD /path` (already made or still to come): a test waits for the event itself. */
  called(method: string, path: string): Promise<Call>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, message: string, code?: string) =>
  json(status, { success: false, error: message, ...(code ? { code } : {}) });

/** An access token the client accepts (it reads only the expiry claim): valid for an hour. */
export function fakeAccessToken(subject: string, now = Date.now()): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: subject, exp: Math.floor(now / 1000) + 3600 })}.assinatura`;
}

export const SESSION_USER = {
  id: '4f1c2a9e-7b3d-4c8e-9a10-2b3c4d5e6f70',
  email: 'paula@exemplo.com.br',
  full_name: 'Paula Viajante',
  user_type: 'assinante',
  role: 'user' as const,
  subscription_plan: 'mensal',
  subscription_expires: null,
  requires_password_change: false,
  subscription_status: 'active' as const,
  access_token: fakeAccessToken('4f1c2a9e-7b3d-4c8e-9a10-2b3c4d5e6f70'),
};

/** GET /api/auth/supabase/status on a server without Supabase Auth (server/auth/supabase-status.ts). */
export const SUPABASE_NOT_CONFIGURED: ReplyInputOf<typeof supabaseStatus> = {
  success: true,
  configured: false,
  url: null,
  issuer: null,
  verification: null,
  reachable: false,
  settings: null,
  jwks: null,
  session: { kind: 'bussola', issuer: 'http://localhost' },
  error: null,
};

/** The replies that do not depend on the fake's state, each typed by its operation. */
function fixedReply(request: { method: string; pathname: string; body: unknown }): FakeReply | null {
  if (requestFor(health, request)) return replyWith(health, { ok: true });
  if (requestFor(supabaseStatus, request)) return replyWith(supabaseStatus, SUPABASE_NOT_CONFIGURED);
  if (requestFor(whoAmI, request))
    return replyWith(whoAmI, { success: true, user: { ...SESSION_USER, access_token: undefined } });
  if (requestFor(logout, request)) return replyWith(logout, { success: true });
  if (requestFor(register, request))
    return replyWith(register, { success: true, message: 'Verifique seu email para confirmar a conta.' });
  return null;
}

export function stubDiagnosticsServer(): FakeDiagnosticsServer {
  const waiting: { method: string; path: string; resolve: (call: Call) => void }[] = [];
  const server: FakeDiagnosticsServer = {
    calls: [],
    rows: { 'saved-flights': {}, 'price-alerts': {} },
    overrides: {},
    called: (method, path) =>
      new Promise((resolve) => {
        const made = server.calls.find((c) => c.method === method && c.path === path);
        if (made) resolve(made);
        else waiting.push({ method, path, resolve });
      }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const call: Call = {
        method,
        path: url.pathname,
        search: url.search,
        body,
        authorization: headers.get('authorization'),
      };
      server.calls.push(call);
      for (const waiter of waiting.filter((w) => w.method === method && w.path === url.pathname)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(call);
      }

      const override = Object.entries(server.overrides).find(([key]) => {
        const [m, prefix] = key.split(' ');
        return m === method && prefix !== undefined && url.pathname.startsWith(prefix);
      })?.[1];
      if (override === 'network') throw new TypeError('Failed to fetch');
      if (override) return json(override.status, override.body);

      const fixed = fixedReply({ method, pathname: url.pathname, body });
      if (fixed) return json(fixed.status, fixed.body);
      if (method === 'POST' && url.pathname === '/api/login')
        return error(401, 'Email ou senha incorretos', 'invalid_credentials');

      const synced = /^\/api\/(saved-flights|price-alerts)(?:\/([^/]+))?$/.exec(url.pathname);
      if (synced) {
        const table = server.rows[synced[1] as string] as Record<string, Record<string, unknown>>;
        const id = synced[2];
        if (!headers.get('authorization')) return error(401, 'Não autenticado', 'unauthenticated');
        if (method === 'GET' && !id)
          return json(200, { items: Object.values(table), cursor: new Date().toISOString(), hasMore: false });
        if (method === 'PUT' && id) {
          const row = body as Record<string, unknown>;
          if (row.id !== id) return error(400, 'O id do corpo difere do id do endereço.', 'id_mismatch');
          table[id] = row;
          return json(200, { success: true, applied: true, item: row });
        }
        if (method === 'DELETE' && id) {
          const row = table[id];
          if (!row) return error(404, 'Item não encontrado.', 'not_found');
          const deleted = { ...row, deleted_at: new Date().toISOString() };
          table[id] = deleted;
          return json(200, { success: true, item: deleted });
        }
      }
      return error(404, 'Rota não encontrada.');
    }),
  );
  return server;
}
