import type { Context } from 'hono';
import type { SessionUser } from '@core/schemas/auth-replies';
import type { AppEnv } from '../app-env';
import { setAuthCookies } from './cookies';
import { createSession } from './sessions';
import { signAccessToken } from './tokens';
import { recordLogin, toSessionUser, type UserRow } from './users';

/** Signs the user in on this device: access + refresh cookies, and the session user with its access_token. */
export async function startSession(c: Context<AppEnv>, user: UserRow): Promise<SessionUser> {
  const { db, jwtSecret, config } = c.var.deps;
  const refreshToken = await createSession(db, user.id, c.req.header('user-agent'));
  const accessToken = await signAccessToken(jwtSecret, user);
  setAuthCookies(c, config.publicUrl, accessToken, refreshToken);
  await recordLogin(db, user.id);
  return toSessionUser(user, accessToken);
}
