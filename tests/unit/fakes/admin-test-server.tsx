import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { adminMe, alertJobs, createUser, deleteUser, listUsers, updateUser } from '@core/contract/admin';
import type { AdminUser } from '@core/schemas/auth';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { STORED_USER_KEY } from '@/lib/stored-user';
import { AdminPage } from '@/features/admin/admin-page';
import { beneficiaryRules, beneficiaryRulesReply } from './beneficiary-rules-test-server';
import { campaigns, campaignsReply } from './campaigns-test-server';
import { clubs, clubsReply } from './clubs-test-server';
import { bodyFor, type FakeReply, type FakeRequest, replyWith, requestFor } from './contract-fake';

// ---- A stand-in for the API server for the admin page tests: only the network boundary (fetch) is replaced. ----

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export const ME_ID = 'u-admin';

function adminUser(id: string, email: string, meta: Partial<AdminUser['user_metadata']> = {}): AdminUser {
  return {
    id,
    email,
    created_at: '2026-01-01T00:00:00.000Z',
    user_metadata: {
      full_name: '',
      role: 'user',
      user_type: 'assinante',
      subscription_expires: null,
      subscription_plan: 'gratuito',
      ...meta,
    },
  };
}

/** The fake server's state, reset before each test; tests change it to shape the replies. */
export const server = {
  users: [] as AdminUser[],
  calls: [] as Call[],
  isAdminReply: true,
  /** Overrides the reply to one "METHOD /path" once. */
  overrides: new Map<string, { status: number; body: unknown }>(),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  server.calls.push({ method, path: url.pathname, body, authorization: headers.get('authorization') });
  const key = `${method} ${url.pathname}`;
  const override = server.overrides.get(key);
  if (override) {
    server.overrides.delete(key);
    return json(override.status, override.body);
  }
  const request: FakeRequest = { method, pathname: url.pathname, body };
  const reply = campaignsReply(request) ?? beneficiaryRulesReply(request) ?? clubsReply(request) ?? usersReply(request);
  if (reply) return json(reply.status, reply.body);
  if (key === 'POST /api/auth/refresh') return json(401, { error: 'Sessão expirada' });
  return json(404, { error: 'Não encontrado' });
}

/** The admin routes' replies, each typed by its operation; null for another request. */
function usersReply(request: FakeRequest): FakeReply | null {
  if (requestFor(adminMe, request)) return replyWith(adminMe, { isAdmin: server.isAdminReply });
  if (requestFor(listUsers, request)) return replyWith(listUsers, { users: server.users });
  if (requestFor(alertJobs, request))
    return replyWith(alertJobs, {
      live: false,
      last_run: null,
      active_alerts: 0,
      due_alerts: 0,
      provider_calls_today: { seats_aero: { used: 0, limit: 1 }, google_flights: { used: 0, limit: 1 } },
      deliveries: { owed: 0, given_up: 0, last_given_up: null },
    });
  if (requestFor(createUser, request)) {
    const b = bodyFor(createUser, request);
    const expiresAt = b.expiresAt ?? null;
    const created = adminUser(`u-${server.users.length + 1}`, b.email.toLowerCase(), {
      full_name: b.fullName ?? '',
      role: b.isAdmin ? 'admin' : 'user',
      user_type: b.isAdmin ? 'admin' : 'assinante',
      subscription_expires: expiresAt,
      subscription_plan: expiresAt ? 'premium' : 'gratuito',
    });
    server.users = [...server.users, created];
    return replyWith(createUser, { user: created });
  }
  const id = (requestFor(updateUser, request) ?? requestFor(deleteUser, request))?.id;
  const target = id === undefined ? undefined : server.users.find((u) => u.id === id);
  if (!target) return null;
  if (requestFor(updateUser, request)) {
    const meta = bodyFor(updateUser, request).user_metadata;
    const updated = { ...target, user_metadata: { ...target.user_metadata, ...meta } };
    server.users = server.users.map((u) => (u.id === target.id ? updated : u));
    return replyWith(updateUser, { user: updated });
  }
  server.users = server.users.filter((u) => u.id !== target.id);
  return replyWith(deleteUser, { success: true });
}

export const callsTo = (method: string, path: string) =>
  server.calls.filter((c) => c.method === method && c.path === path);

// ---- Session kept on the device (api.ts sends only an unexpired token) ----

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const TOKEN = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: ME_ID, exp: Math.floor(Date.now() / 1000) + 3600 })}.assinatura`;

export function storeUser(kind: 'admin' | 'subscriber') {
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      id: ME_ID,
      email: 'admin@bussola.com',
      full_name: 'Admin Bússola',
      role: kind === 'admin' ? 'admin' : 'user',
      user_type: kind === 'admin' ? 'admin' : 'assinante',
      subscription_plan: 'premium',
      subscription_expires: null,
      requires_password_change: false,
      access_token: TOKEN,
    }),
  );
}

export function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/painel-controle-sistema']}>
      <Routes>
        <Route path="/painel-controle-sistema" element={<AdminPage />} />
        <Route path="/" element={<p>Página inicial</p>} />
        <Route path="/login" element={<p>Tela de login</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

/** The toast on screen (Radix marks each with data-variant), found by its title. */
export async function findToast(title: string) {
  const text = await screen.findByText(title, { selector: '[data-variant] *' });
  const item = text.closest('[data-variant]');
  if (!(item instanceof HTMLElement)) throw new Error(`toast ${title} sem contêiner`);
  return item;
}

export const usersTable = () => screen.getByRole('table');
export const rowOf = (email: string) => {
  const row = within(usersTable()).getByText(email).closest('tr');
  if (!row) throw new Error(`linha de ${email} não encontrada`);
  return row;
};

export const IN_10_DAYS = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
export const LAST_WEEK = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();

/** Registers the fake server for the test file: fresh users and calls before each test, cleaned up after. */
export function installFakeAdminServer() {
  beforeEach(() => {
    server.users = [
      adminUser(ME_ID, 'admin@bussola.com', { full_name: 'Admin Bússola', role: 'admin', user_type: 'admin' }),
      adminUser('u-2', 'maria.silva@example.com', { subscription_expires: IN_10_DAYS, subscription_plan: 'premium' }),
      adminUser('u-3', 'joao@teste.com.br', { full_name: 'João Pereira', subscription_expires: LAST_WEEK }),
    ];
    server.calls = [];
    campaigns.list = [];
    beneficiaryRules.corrections = [];
    clubs.corrections = [];
    server.isAdminReply = true;
    server.overrides = new Map();
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
