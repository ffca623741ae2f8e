import type { Context, MiddlewareHandler } from 'hono';
import { ACCOUNT_DELETED_CODE, ACCOUNT_DELETED_MESSAGE } from '@core/data/personal-data';
import type { AppEnv, AuthContext, VerifiedCaller } from '../app-env';
import { AppError } from '../http/errors';
import { requireOwnOrigin } from '../http/origin';
import { requestHeader } from '../http/request-header';
import { readAccessCookie } from './cookies';
import { readCallerRow } from './caller-rows';
import { claimsForSupabaseUser, userForSupabaseIdentity } from './supabase-users';
import type { AccessClaims } from './tokens';
import { tokenPredatesPassword, verifyAccessToken } from './tokens';
import { isAdmin, isSubscriptionActive, subscriptionStatus, type UserRow } from './users';

export const EXPIRED_MESSAGE = 'Sua assinatura expirou. Renove para continuar usando o sistema.';
export const NO_SUBSCRIPTION_MESSAGE = 'Você ainda não tem uma assinatura ativa. Assine para usar as buscas.';
export const PASSWORD_CHANGE_MESSAGE = 'Altere sua senha padrão antes de continuar.';
export const ADMIN_ONLY_MESSAGE = 'Acesso negado. Apenas administradores podem acessar esta área.';

function bearer(c: Context): string | undefined {
  const header = requestHeader(c, 'authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The caller's verified token claims (Bearer first, else the access cookie), without touching the database,
 * except for a Supabase Bearer: its user is found (or created) by confirmed e-mail to know our user id.
 */
export async function verifyCaller(
  c: Context<AppEnv>,
  purpose: AccessClaims['purpose'] = 'access',
): Promise<VerifiedCaller> {
  const fromHeader = bearer(c);
  const token = fromHeader ?? readAccessCookie(c);
  if (!token) throw new AppError(401, 'Não autenticado', undefined, 'unauthenticated');
  // c.get, not c.var, on the paths every request takes: each c.var read copies every variable into a new object.
  const claims = await verifyAccessToken(c.get('deps').jwtSecret, token);
  if (!claims) {
    // Not ours: a Supabase access token as Bearer is accepted when the project is configured.
    const supabase = c.get('deps').supabase;
    if (fromHeader && purpose === 'access' && supabase?.claimsIssuer(fromHeader)) {
      const identity = await supabase.identify(fromHeader);
      const user = await userForSupabaseIdentity(c.get('deps').db, identity);
      return { claims: claimsForSupabaseUser(user, identity), via: 'bearer', supabaseIssuer: supabase.issuer, user };
    }
  }
  if (!claims || claims.purpose !== purpose) throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
  return { claims, via: fromHeader ? 'bearer' : 'cookie' };
}

/**
 * Who is calling: a Bearer access token, else the access cookie. The user is read from the
 * database on every call, so a deletion, demotion or expiry takes effect at once.
 */
export async function authenticate(
  c: Context<AppEnv>,
  purpose: AccessClaims['purpose'] = 'access',
): Promise<AuthContext> {
  const caller = await verifyCaller(c, purpose);
  const user = caller.user ?? (await readCallerRow(c.get('deps').db, caller.claims.sub));
  // A token we signed whose account has no row: only a deletion removes one. The device clears what it kept.
  if (!user) throw new AppError(401, ACCOUNT_DELETED_MESSAGE, undefined, ACCOUNT_DELETED_CODE);
  if (tokenPredatesPassword(caller.claims, user)) throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
  if (user.requires_password_change && purpose === 'access') {
    throw new AppError(403, PASSWORD_CHANGE_MESSAGE, undefined, 'password_change_required');
  }
  return { ...caller, user };
}

function checkSubscription(user: UserRow): void {
  if (isSubscriptionActive(user)) return;
  // Same refusal and code either way; only the words differ for an account that never subscribed.
  const never = subscriptionStatus(user) === 'none';
  throw new AppError(403, never ? NO_SUBSCRIPTION_MESSAGE : EXPIRED_MESSAGE, undefined, 'subscription_expired');
}

/**
 * Cookies ride along on cross-site requests; a write authenticated by cookie must come from our
 * own origin and as JSON (which a plain HTML form cannot send).
 */
export function checkCookieWrite(c: Context<AppEnv>, auth: Pick<AuthContext, 'via'>): void {
  if (auth.via !== 'cookie' || ['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return;
  requireOwnOrigin(c);
  const type = requestHeader(c, 'content-type') ?? '';
  const hasBody = !['DELETE'].includes(c.req.method) || (requestHeader(c, 'content-length') ?? '0') !== '0';
  if (hasBody && !/^application\/json\b/i.test(type)) {
    throw new AppError(
      415,
      'Envie o corpo como JSON (Content-Type: application/json).',
      undefined,
      'unsupported_media_type',
    );
  }
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = await authenticate(c);
  checkCookieWrite(c, auth);
  c.set('auth', auth);
  await next();
};

/** Every search and data route: a signed-in user whose subscription is active (SPEC §6). */
export const requireActiveSubscription: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = await authenticate(c);
  checkCookieWrite(c, auth);
  checkSubscription(auth.user);
  c.set('auth', auth);
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = await authenticate(c);
  checkCookieWrite(c, auth);
  if (!isAdmin(auth.user)) throw new AppError(403, ADMIN_ONLY_MESSAGE, undefined, 'admin_only');
  c.set('auth', auth);
  await next();
};

export function currentAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw new AppError(401, 'Não autenticado', undefined, 'unauthenticated');
  return auth;
}
