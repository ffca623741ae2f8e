import type { Context } from 'hono';
import type { SessionUser } from '@core/schemas/auth-replies';
import type { AppEnv } from '../app-env';
import { setAuthCookies } from './cookies';
import { createSession } from './sessions';
import { recordSignIn, type SignInMethod } from './sign-in-events';
import { signAccessToken } from './tokens';
import { recordLogin, toSessionUser, type UserRow } from './users';

/**
 * Signs the user in on this device: access + refresh cookies, and the session user with its access_token. The
 * sign-in is recorded with how it was made, for the holder's export.
 */
export async function startSession(c: Context<AppEnv>, user: UserRow, method: SignInMethod): Promise<SessionUser> {
  const { db, jwtSecret, config } = c.var.deps;
  const userAgent = c.req.header('user-agent');
  const refreshToken = await createSession(db, user.id, userAgent);
  const accessToken = await signAccessToken(jwtSecret, user);
  setAuthCookies(c, config.publicUrl, accessToken, refreshToken);
  await recordLogin(db, user.id);
  await recordSignIn(db, user.id, method, userAgent);
  return toSessionUser(user, accessToken);
}
