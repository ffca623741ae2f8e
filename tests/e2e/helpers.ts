import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { NAVIGATION_MS } from './time-budget';

/** The administrator playwright.config.ts gives the server at first start. */
export const ADMIN = { email: 'admin@e2e.bussola.local', password: 'admin-e2e-senha' };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@exemplo.com.br`;
}

// One admin sign-in per run, shared by the workers through a file in the run's data directory: the server allows
// 5 login attempts a minute per address and e-mail, and Playwright starts a new worker for each --repeat-each
// index (and after a failure), so a per-process cache alone signs in again for every repeated test.
const ADMIN_TOKEN_TTL_MS = 10 * 60_000;
type SavedToken = { token: string; until: number };
// Per server: the live server (playwright.config.ts) has its own database, so its own admin session.
const cachedAdminTokens = new Map<string, SavedToken>();

/** '' is the config's baseURL (E2E_PORT, as playwright.config.ts reads it). */
const serverPort = (server: string) => (server ? new URL(server).port : (process.env.E2E_PORT ?? '4319'));

function tokenFile(server: string): string | null {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return null;
  return path.join(dir, `e2e-admin-token-${serverPort(server)}.json`);
}

function readSharedAdminToken(file: string | null): SavedToken | null {
  if (!file || !existsSync(file)) return null;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { token?: unknown; until?: unknown };
    return typeof saved.token === 'string' && typeof saved.until === 'number'
      ? { token: saved.token, until: saved.until }
      : null;
  } catch {
    return null;
  }
}

/** `server`: the base URL `request` is bound to ('' for the config's baseURL). */
async function adminToken(request: APIRequestContext, server: string): Promise<string> {
  const file = tokenFile(server);
  const cached = cachedAdminTokens.get(serverPort(server)) ?? readSharedAdminToken(file);
  if (cached && cached.until > Date.now()) return cached.token;
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  const token = ((await res.json()) as { user: { access_token: string } }).user.access_token;
  const saved = { token, until: Date.now() + ADMIN_TOKEN_TTL_MS };
  cachedAdminTokens.set(serverPort(server), saved);
  if (file) writeFileSync(file, JSON.stringify(saved));
  return token;
}

/** The admin's Authorization header, for a spec that calls an admin route itself (campaigns, say). */
export async function adminHeaders(request: APIRequestContext, server = ''): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken(request, server)}` };
}

/** Creates a subscriber through the admin API (as an admin would in the panel). */
export async function createSubscriber(
  request: APIRequestContext,
  options: {
    email?: string;
    password?: string;
    fullName?: string;
    expiresAt?: string | null;
    isAdmin?: boolean;
    /** The base URL `request` is bound to, when a spec uses another server than the config's baseURL. */
    server?: string;
  } = {},
) {
  const email = options.email ?? uniqueEmail('assinante');
  const password = options.password ?? 'senha-assinante';
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const res = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${await adminToken(request, options.server ?? '')}` },
    data: {
      email,
      password,
      fullName: options.fullName ?? 'Paula Viajante',
      expiresAt: options.expiresAt === undefined ? inAMonth : options.expiresAt,
      isAdmin: options.isAdmin ?? false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** An admin sets an account's expiry through the admin API (grants access with a future date). */
export async function setExpiry(request: APIRequestContext, userId: string, expiresAt: string | null) {
  const res = await request.put(`/api/admin/users/${userId}`, {
    headers: { authorization: `Bearer ${await adminToken(request, '')}` },
    data: { user_metadata: { subscription_expires: expiresAt } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login page and waits for the start screen. */
/**
 * On a public screen painted from static HTML (scripts/vite-first-paint.ts) the app starts at the visitor's first
 * gesture: a key press stands for it, before a test drives the app from outside (history, a browser event).
 */
export async function startApp(page: Page) {
  if ((await page.locator('#root[data-first-paint]').count()) === 0) return;
  await page.keyboard.press('Shift');
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The newest link the development mailbox holds for an address. */
export async function lastMailLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { links: string[] }[] };
  const link = messages[0]?.links[0];
  if (!link) throw new Error(`nenhum e-mail com link para ${to}`);
  return link;
}

/**
 * Waits until a service worker controls the page, its install (the whole precache) done: the page's own
 * 'controllerchange' event, not a predicate polled on every animation frame (which kept the page drawing frames
 * for the seconds an install takes).
 */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        if (navigator.serviceWorker.controller) return resolve();
        const late = setTimeout(() => reject(new Error(`nenhum service worker controla a página após ${ms} ms`)), ms);
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => {
            clearTimeout(late);
            resolve();
          },
          { once: true },
        );
      }),
    NAVIGATION_MS,
  );
}

/**
 * Signs in through the API, as the login form would, without driving it: the context gets the session cookies
 * and the PWA finds the signed-in user in localStorage['subscription_user'] (seeded once per tab). Then opens
 * `path`. The sign-in form itself is tested where it is the subject (accounts.spec.ts).
 */
export async function signInByApi(page: Page, account: { email: string; password: string }, path = '/') {
  const res = await page.context().request.post('/api/login', { data: account });
  expect(res.ok(), await res.text()).toBe(true);
  const { user } = (await res.json()) as { user: unknown };
  await page.context().addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('subscription_user', stored);
  }, JSON.stringify(user));
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The rows the server holds at a synced table's path for the page's signed-in user (tombstones included). */
export function serverPull<T>(page: Page, path: `/api/${string}`): Promise<T[]> {
  return page.evaluate(async (url) => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { items: T[] }).items;
  }, path);
}
