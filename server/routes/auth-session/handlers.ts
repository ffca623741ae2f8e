import * as accountOps from '@core/contract/auth';
import * as ops from '@core/contract/session';
import { ACCOUNT_DELETED_CODE, ACCOUNT_DELETED_MESSAGE } from '@core/data/personal-data';
import { isDeletedAccountSession } from '../../account/delete-account';
import { clearAuthCookies, readRefreshCookie, setAuthCookies } from '../../auth/cookies';
import { resendConfirmation } from '../../auth/confirmation';
import { dummyPasswordHash } from '../../auth/dummy-hash';
import { authenticate, checkCookieWrite } from '../../auth/guards';
import { startSession } from '../../auth/start-session';
import { hashPassword, verifyPassword } from '../../auth/password';
import { enforceLimits, forgiveRateLimitHit, type Limit } from '../../auth/rate-limit';
import { findLiveSessionUser, revokeAllSessions, revokeSessionByToken, rotateSession } from '../../auth/sessions';
import { signAccessToken, tokenPredatesPassword, verifyAccessToken } from '../../auth/tokens';
import { findUserByEmail, findUserById, setPasswordHash, toSessionUser } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';

const INVALID_LOGIN = 'Email ou senha incorretos';
const LOGIN_LIMITED = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
/** Failed sign-ins (README "Security"): per address and e-mail, and per address across e-mails. */
export const LOGIN_LIMITS = { perEmail: { max: 5, windowSeconds: 60 }, perIp: { max: 20, windowSeconds: 10 * 60 } };

function loginLimits(ip: string, email: string): Limit[] {
  return [
    { key: `login-ip:${ip}`, ...LOGIN_LIMITS.perIp },
    { key: `login:${ip}:${email}`, ...LOGIN_LIMITS.perEmail },
  ];
}

/** Sign-in, the forced password change, refresh, logout and "who am I" (SPEC §4, §7). */
export const login: OperationHandler<typeof ops.login> = async (c) => {
  const { db, jwtSecret, passwordCost, mailer, config } = c.var.deps;
  const body = await readBody(c, ops.login);
  // Counted before the hash, so a burst cannot slip past the limit; a good password gives the hits back.
  const limits = loginLimits(clientIp(c), body.email);
  await enforceLimits(db, limits, LOGIN_LIMITED);
  const user = await findUserByEmail(db, body.email);
  // An unknown e-mail still pays for one scrypt, so timing does not tell who is a customer.
  const valid = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash(passwordCost)));
  if (!user?.password_hash || !valid) throw new AppError(401, INVALID_LOGIN, undefined, 'invalid_credentials');
  for (const limit of limits) await forgiveRateLimitHit(db, limit.key);
  if (!user.email_confirmed_at) {
    await resendConfirmation({ db, mailer, publicUrl: config.publicUrl }, user);
    throw new AppError(
      403,
      'Confirme seu e-mail antes de entrar: enviamos um link para sua caixa de entrada.',
      undefined,
      'email_not_confirmed',
    );
  }
  if (user.requires_password_change) {
    // Not signed in yet: this token is good only for the password change.
    const token = await signAccessToken(jwtSecret, user, 'password_change');
    return sendReply(c, ops.login, { success: true, user: toSessionUser(user, token) });
  }
  return sendReply(c, ops.login, { success: true, user: await startSession(c, user, 'password') });
};

export const changePassword: OperationHandler<typeof accountOps.changePassword> = async (c) => {
  const { db, jwtSecret, passwordCost } = c.var.deps;
  const body = await readBody(c, accountOps.changePassword);
  // The forced change carries its token in the body (SPEC §7); a signed-in user uses the session.
  let user = null;
  if (body.access_token) {
    const claims = await verifyAccessToken(jwtSecret, body.access_token);
    if (!claims) throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
    user = await findUserById(db, claims.sub);
    if (user && tokenPredatesPassword(claims, user))
      throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
    // A first-access token is spent once the default password is gone.
    if (user && claims.purpose === 'password_change' && !user.requires_password_change) {
      throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
    }
    if (user && claims.purpose === 'access') {
      if (
        !body.currentPassword ||
        !user.password_hash ||
        !(await verifyPassword(body.currentPassword, user.password_hash))
      ) {
        throw new AppError(400, 'Senha atual incorreta', undefined, 'wrong_current_password');
      }
    }
  } else {
    const auth = await authenticate(c);
    checkCookieWrite(c, auth);
    user = auth.user;
    if (
      !body.currentPassword ||
      !user.password_hash ||
      !(await verifyPassword(body.currentPassword, user.password_hash))
    ) {
      throw new AppError(400, 'Senha atual incorreta', undefined, 'wrong_current_password');
    }
  }
  if (!user) throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
  if (user.password_hash && (await verifyPassword(body.newPassword, user.password_hash))) {
    throw new AppError(400, 'A nova senha deve ser diferente da atual.', undefined, 'same_password');
  }
  await setPasswordHash(db, user.id, await hashPassword(body.newPassword, passwordCost));
  // A new password ends every other session; this device gets a fresh one below.
  await revokeAllSessions(db, user.id);
  const updated = await findUserById(db, user.id);
  if (!updated) throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
  return sendReply(c, accountOps.changePassword, {
    success: true,
    message: 'Sua senha foi alterada com sucesso!',
    user: await startSession(c, updated, 'password_change'),
  });
};

export const refresh: OperationHandler<typeof ops.refreshSession> = async (c) => {
  const { db, jwtSecret, config } = c.var.deps;
  const token = readRefreshCookie(c);
  if (!token) throw new AppError(401, 'Não autenticado', undefined, 'unauthenticated');
  const rotated = await rotateSession(db, token);
  if (!rotated.ok) {
    clearAuthCookies(c);
    if (rotated.reason === 'invalid' && (await isDeletedAccountSession(db, token)))
      throw new AppError(401, ACCOUNT_DELETED_MESSAGE, undefined, ACCOUNT_DELETED_CODE);
    throw new AppError(
      401,
      'Sessão expirada',
      undefined,
      rotated.reason === 'reused' ? 'refresh_reused' : 'invalid_refresh',
    );
  }
  const user = await findUserById(db, rotated.userId);
  if (!user) throw new AppError(401, 'Sessão expirada', undefined, 'invalid_refresh');
  const accessToken = await signAccessToken(jwtSecret, user);
  setAuthCookies(c, config.publicUrl, accessToken, rotated.token);
  return sendReply(c, ops.refreshSession, { success: true, user: toSessionUser(user, accessToken) });
};

export const logout: OperationHandler<typeof ops.logout> = async (c) => {
  const token = readRefreshCookie(c);
  if (token) await revokeSessionByToken(c.var.deps.db, token);
  clearAuthCookies(c);
  return sendReply(c, ops.logout, { success: true });
};

/** Turns access_token + refresh_token URL parameters into a cookie session (SPEC §2). */
export const sessionFromUrl: OperationHandler<typeof ops.sessionFromUrl> = async (c) => {
  const { db, jwtSecret, config } = c.var.deps;
  const body = await readBody(c, ops.sessionFromUrl);
  const claims = await verifyAccessToken(jwtSecret, body.access_token);
  const owner = await findLiveSessionUser(db, body.refresh_token);
  if (claims?.purpose !== 'access' || owner !== claims.sub)
    throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
  const user = await findUserById(db, owner);
  if (!user || tokenPredatesPassword(claims, user))
    throw new AppError(401, 'Token inválido', undefined, 'invalid_token');
  setAuthCookies(c, config.publicUrl, body.access_token, body.refresh_token);
  return sendReply(c, ops.sessionFromUrl, { success: true, user: toSessionUser(user, body.access_token) });
};

export const me: OperationHandler<typeof ops.whoAmI> = async (c) => {
  const auth = c.get('auth');
  if (!auth) throw new AppError(401, 'Não autenticado', undefined, 'unauthenticated');
  return sendReply(c, ops.whoAmI, { success: true, user: toSessionUser(auth.user) });
};
