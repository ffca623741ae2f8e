import type { Hono } from 'hono';
import { hashPassword } from '../../server/auth/password';
import { insertUser, type NewUser, type UserRow } from '../../server/auth/users';
import type { Db } from '../../server/db/client';
import { TEST_PASSWORD_COST } from './test-app';

type App = Pick<Hono, 'request'>;

export const ORIGIN = 'http://localhost';

export async function createUser(
  db: Db,
  overrides: Partial<Omit<NewUser, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? 'senha-secreta';
  const user = await insertUser(db, {
    email: overrides.email ?? `user-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`,
    passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
    fullName: overrides.fullName ?? 'Maria Viajante',
    role: overrides.role ?? 'user',
    userType: overrides.userType,
    plan: overrides.plan ?? 'mensal',
    expires: overrides.expires === undefined ? new Date(Date.now() + 30 * 86_400_000) : overrides.expires,
    requiresPasswordChange: overrides.requiresPasswordChange ?? false,
    emailConfirmed: overrides.emailConfirmed ?? true,
  });
  return { ...user, password };
}

/** A tiny cookie jar over Set-Cookie headers, for app.request(). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Signs in through POST /api/login; returns the access token and the cookie jar. */
export async function login(app: App, email: string, password: string) {
  const res = await app.request('/api/login', jsonRequest('POST', { email, password }));
  if (res.status !== 200) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  const jar = new CookieJar();
  jar.store(res);
  const body = (await res.json()) as { user: { access_token: string } };
  return { token: body.user.access_token, jar, bearer: { authorization: `Bearer ${body.user.access_token}` } };
}

export interface MailboxMessage {
  to: string;
  subject: string;
  kind: string;
  text: string;
  links: string[];
}

/** The development mailbox (DEV_MAILBOX=true in tests): newest first. */
export async function readMailbox(app: App, to: string): Promise<MailboxMessage[]> {
  const res = await app.request(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

/** The refresh token a reply set (its bp_refresh cookie). */
export function refreshTokenOf(res: Response): string | undefined {
  const jar = new CookieJar();
  jar.store(res);
  return jar.get('bp_refresh');
}
