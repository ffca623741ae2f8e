// Supabase Auth as an optional identity provider; the router and what each route does: ./index.ts.
import * as accountOps from '@core/contract/auth';
import { authProviders } from '@core/contract/session';
import { enforceLimits, forgiveRateLimitHit } from '../../auth/rate-limit';
import { startSession } from '../../auth/start-session';
import { supabaseStatus } from '../../auth/supabase-status';
import { userForSupabaseIdentity } from '../../auth/supabase-users';
import { signAccessToken } from '../../auth/tokens';
import { toSessionUser } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { LOGIN_LIMITS } from '../auth-session/handlers';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';

const EXCHANGE_LIMITED = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
const NOT_CONFIGURED = 'Login pelo Supabase não configurado neste servidor.';

export const providers: OperationHandler<typeof authProviders> = (c) => {
  const supabase = c.var.deps.config.supabase;
  return sendReply(c, authProviders, {
    success: true,
    supabase: supabase ? { url: supabase.url, anonKey: supabase.anonKey } : null,
  });
};

/** A Supabase access token → our session; refused unless verified and its e-mail confirmed at Supabase. */
export const exchange: OperationHandler<typeof accountOps.supabaseSession> = async (c) => {
  const { db, jwtSecret, supabase } = c.var.deps;
  if (!supabase) throw new AppError(404, NOT_CONFIGURED, undefined, 'supabase_not_configured');
  const body = await readBody(c, accountOps.supabaseSession);
  // As /api/login: counted before the work, given back when the token was good.
  const limit = { key: `supabase-ip:${clientIp(c)}`, ...LOGIN_LIMITS.perIp };
  await enforceLimits(db, [limit], EXCHANGE_LIMITED);
  const identity = await supabase.identify(body.access_token);
  await forgiveRateLimitHit(db, limit.key);
  const user = await userForSupabaseIdentity(db, identity);
  if (user.requires_password_change) {
    const token = await signAccessToken(jwtSecret, user, 'password_change');
    return sendReply(c, accountOps.supabaseSession, { success: true, user: toSessionUser(user, token) });
  }
  return sendReply(c, accountOps.supabaseSession, { success: true, user: await startSession(c, user, 'supabase') });
};

export const status: OperationHandler<typeof accountOps.supabaseStatus> = async (c) => {
  const auth = c.get('auth');
  if (!auth) throw new AppError(401, 'Não autenticado', undefined, 'unauthenticated');
  return sendReply(c, accountOps.supabaseStatus, await supabaseStatus(c.var.deps, auth));
};
