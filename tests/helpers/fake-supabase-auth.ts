import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bearerClaims,
  createTokenSigner,
  type FakeSupabaseUser,
  type SignOptions,
  userJson,
} from './fake-supabase-tokens';

export type { FakeSupabaseUser } from './fake-supabase-tokens';

/**
 * A stand-in for a Supabase project's Auth (GoTrue) on loopback, shaped as Supabase documents `/auth/v1`:
 * `GET /.well-known/jwks.json`, `GET /settings`, `POST /token?grant_type=password|refresh_token|pkce`,
 * `POST /otp` (magic link: the "mail" is kept and readable at `GET /__mail?to=`), `GET /verify` (the link: a 303
 * back to `redirect_to` with the session in the fragment, or `?code=` for PKCE), `GET /authorize?provider=`
 * (the OAuth redirect; the stand-in plays the provider too and comes straight back), `GET /user`, `POST /logout`.
 * Access tokens are ES256 JWTs signed by a key published in the JWKS (`rotate()` adds a new one), or HS256
 * with `hs256Secret` for a legacy project. Errors are GoTrue's `{code, error_code, msg}`.
 */

export interface FakeSupabaseAuth {
  /** The project URL (SUPABASE_URL): http://127.0.0.1:PORT */
  url: string;
  issuer: string;
  anonKey: string;
  hs256Secret: string;
  /** Every request's method and path (with query), in order. */
  requests: string[];
  addUser(user: Partial<FakeSupabaseUser> & { email: string }): FakeSupabaseUser;
  /** A signed access token for the user, as /token would give it; `claims` and `header` override. */
  accessToken(user: FakeSupabaseUser, options?: Omit<SignOptions, 'sessionId'>): Promise<string>;
  /** A new signing key; the old one stays published unless `dropOld`. Returns the new kid. */
  rotate(dropOld?: boolean): Promise<string>;
  /** The magic links "mailed" to an address, newest last. */
  mail(to: string): string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const goTrueError = (res: ServerResponse, status: number, error_code: string, msg: string) =>
  send(res, status, { code: status, error_code, msg });

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return (JSON.parse(text || '{}') as Record<string, unknown>) ?? {};
  } catch {
    return {};
  }
}

/** The stand-in on its own loopback port (server tests). */
export async function startFakeSupabaseAuth(): Promise<FakeSupabaseAuth> {
  let standIn: SupabaseStandIn | undefined;
  const server = createServer((req, res) => {
    standIn?.handle(req, res).catch(() => goTrueError(res, 500, 'unexpected_failure', 'Unexpected failure'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn = await createSupabaseStandIn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return {
    ...standIn.api,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SupabaseStandIn {
  /** Answers one request (paths under /auth/v1, plus the test-only /__mail and /__users). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;
  api: Omit<FakeSupabaseAuth, 'close'>;
}

/** The stand-in's state and handler, to mount on any loopback server whose address is `url` (the e2e one). */
export async function createSupabaseStandIn(url: string): Promise<SupabaseStandIn> {
  const signer = await createTokenSigner(`${url}/auth/v1`);
  const users = new Map<string, FakeSupabaseUser>();
  const refreshTokens = new Map<string, { userId: string; sessionId: string }>();
  const authCodes = new Map<string, { userId: string; challenge: string | null }>();
  const otps = new Map<string, string>();
  const mailbox = new Map<string, string[]>();
  const revokedSessions = new Set<string>();
  const requests: string[] = [];

  async function session(user: FakeSupabaseUser) {
    const sessionId = randomUUID();
    const refresh = randomBytes(12).toString('base64url');
    refreshTokens.set(refresh, { userId: user.id, sessionId });
    const expiresIn = 3600;
    return {
      access_token: await signer.sign(user, { sessionId }),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      refresh_token: refresh,
      user: userJson(user),
    };
  }

  const byId = (id: string | undefined) => [...users.values()].find((u) => u.id === id);

  async function fragmentRedirect(res: ServerResponse, user: FakeSupabaseUser, redirectTo: string, type: string) {
    const s = await session(user);
    const fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type,
    });
    res.writeHead(303, { location: `${redirectTo}#${fragment}` });
    res.end();
  }

  function codeRedirect(res: ServerResponse, user: FakeSupabaseUser, redirectTo: string, challenge: string | null) {
    const code = randomUUID();
    authCodes.set(code, { userId: user.id, challenge });
    const target = new URL(redirectTo);
    target.searchParams.set('code', code);
    res.writeHead(303, { location: target.toString() });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${u.pathname}${u.search}`);
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    };
    for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
    if (req.method === 'OPTIONS') return send(res, 204);
    const path = u.pathname.replace(/^\/auth\/v1/, '');
    const redirectTo = u.searchParams.get('redirect_to') ?? url;
    if (path === '/__users' && req.method === 'POST') {
      // Test-only: the e2e spec creates its Supabase people here.
      const body = await readBody(req);
      const user = api.addUser({
        email: String(body.email ?? ''),
        ...(typeof body.password === 'string' ? { password: body.password } : {}),
        ...(typeof body.emailConfirmed === 'boolean' ? { emailConfirmed: body.emailConfirmed } : {}),
        ...(typeof body.provider === 'string' ? { userMetadata: { provider: body.provider } } : {}),
      });
      return send(res, 201, { id: user.id });
    }
    if (path === '/__mail') return send(res, 200, { links: mailbox.get(u.searchParams.get('to') ?? '') ?? [] });
    if (path === '/.well-known/jwks.json') return send(res, 200, signer.jwks());
    if (path === '/settings') {
      return send(res, 200, {
        external: { anonymous_users: false, email: true, phone: false, google: true, github: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/user' && req.method === 'GET') {
      const claims = bearerClaims(req.headers.authorization);
      if (!claims) return goTrueError(res, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      const user = byId(claims.sub);
      if (!user || revokedSessions.has(String(claims.session_id)))
        return goTrueError(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return send(res, 200, userJson(user));
    }
    const body = req.method === 'POST' ? await readBody(req) : {};
    if (path === '/token') {
      const grant = u.searchParams.get('grant_type');
      if (grant === 'password') {
        const user = users.get(String(body.email ?? '').toLowerCase());
        if (!user || user.password !== body.password)
          return goTrueError(res, 400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.emailConfirmed) return goTrueError(res, 400, 'email_not_confirmed', 'Email not confirmed');
        return send(res, 200, await session(user));
      }
      if (grant === 'refresh_token') {
        const found = refreshTokens.get(String(body.refresh_token ?? ''));
        const user = byId(found?.userId);
        if (!found || !user) return goTrueError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token');
        refreshTokens.delete(String(body.refresh_token));
        return send(res, 200, await session(user));
      }
      if (grant === 'pkce') {
        const found = authCodes.get(String(body.auth_code ?? ''));
        const user = byId(found?.userId);
        const verifier = String(body.code_verifier ?? '');
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!found || !user || (found.challenge && found.challenge !== challenge && found.challenge !== verifier))
          return goTrueError(res, 400, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        authCodes.delete(String(body.auth_code));
        return send(res, 200, await session(user));
      }
      return goTrueError(res, 400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    if (path === '/otp') {
      const email = String(body.email ?? '').toLowerCase();
      let user = users.get(email);
      if (!user && body.create_user !== false) user = api.addUser({ email, emailConfirmed: false });
      if (!user) return goTrueError(res, 422, 'otp_disabled', 'Signups not allowed for otp');
      const token = randomBytes(16).toString('hex');
      otps.set(token, user.id);
      const link = new URL(`${url}/auth/v1/verify`);
      link.searchParams.set('token', token);
      link.searchParams.set('type', 'magiclink');
      link.searchParams.set('redirect_to', redirectTo);
      if (typeof body.code_challenge === 'string')
        authCodes.set(`otp:${token}`, { userId: user.id, challenge: body.code_challenge });
      mailbox.set(email, [...(mailbox.get(email) ?? []), link.toString()]);
      return send(res, 200, {});
    }
    if (path === '/verify' && req.method === 'GET') {
      const token = u.searchParams.get('token') ?? '';
      const user = byId(otps.get(token));
      otps.delete(token);
      if (!user) {
        const params = new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
        res.writeHead(303, { location: `${redirectTo}#${params}` });
        return res.end();
      }
      user.emailConfirmed = true; // opening the link proves the inbox, as Supabase confirms it
      const pkce = authCodes.get(`otp:${token}`);
      authCodes.delete(`otp:${token}`);
      if (pkce) return codeRedirect(res, user, redirectTo, pkce.challenge);
      return fragmentRedirect(res, user, redirectTo, 'magiclink');
    }
    if (path === '/authorize') {
      // The provider's consent screen is skipped: its account is the one with login_hint (or the newest Google user).
      const hint = u.searchParams.get('login_hint') ?? '';
      const user = users.get(hint) ?? [...users.values()].reverse().find((x) => x.userMetadata.provider === 'google');
      if (!user || u.searchParams.get('provider') !== 'google')
        return goTrueError(res, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
      const challenge = u.searchParams.get('code_challenge');
      if (challenge) return codeRedirect(res, user, redirectTo, challenge);
      return fragmentRedirect(res, user, redirectTo, 'signup');
    }
    if (path === '/logout' && req.method === 'POST') {
      // GoTrue answers 204 to a logout it cannot place as well.
      const claims = bearerClaims(req.headers.authorization);
      if (claims) revokedSessions.add(String(claims.session_id));
      return send(res, 204);
    }
    return goTrueError(res, 404, 'not_found', 'Not Found');
  }

  const api: Omit<FakeSupabaseAuth, 'close'> = {
    url,
    issuer: `${url}/auth/v1`,
    anonKey: 'anon-key-do-projeto-de-teste-0123456789',
    hs256Secret: signer.hs256Secret,
    requests,
    addUser(partial) {
      const user: FakeSupabaseUser = {
        id: randomUUID(),
        password: 'senha-do-supabase',
        emailConfirmed: true,
        userMetadata: {},
        ...partial,
        email: partial.email.toLowerCase(),
      };
      users.set(user.email, user);
      return user;
    },
    accessToken: (user, options) => signer.sign(user, options),
    rotate: (dropOld) => signer.rotate(dropOld),
    mail: (to) => mailbox.get(to.toLowerCase()) ?? [],
  };
  return { handle, api };
}
