import type { Context, Handler } from 'hono';
import { emailConfirmedPath, magicLinkPath, resetPasswordPath } from '@core/links/paths';
import { z } from '@core/schemas/zod-locale';
import type { AppEnv } from '../../app-env';
import { sendConfirmation, tokenOwnerConfirmed } from '../../auth/confirmation';
import { startSession } from '../../auth/start-session';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../../auth/one-time-tokens';
import { hashPassword } from '../../auth/password';
import { enforceLimits } from '../../auth/rate-limit';
import { revokeAllSessions } from '../../auth/sessions';
import { signAccessToken } from '../../auth/tokens';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  setPasswordHash,
  toSessionUser,
} from '../../auth/users';
import { isUniqueViolation } from '../../db/errors';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { magicLinkMail, passwordResetMail } from '../../mail/templates';
import { emailBody, magicLinkVerifyBody, registerBody, resetPasswordBody } from './routes';

const MAIL_LIMITED = 'Muitas solicitações para este e-mail. Aguarde alguns minutos e tente novamente.';
/**
 * E-mailed links (reset, magic link), README "Security": per e-mail and address, so a stranger elsewhere
 * cannot block someone's reset; a higher ceiling per e-mail against mail-bombing; and per address.
 */
export const MAIL_LINK_LIMITS = {
  perEmailAndIp: { max: 3, windowSeconds: 5 * 60 },
  perEmail: { max: 20, windowSeconds: 60 * 60 },
  perIp: { max: 30, windowSeconds: 60 * 60 },
};
const REGISTER_LIMITED =
  'Muitos cadastros a partir deste endereço ou para este e-mail. Aguarde alguns minutos e tente novamente.';
/**
 * Sign-ups (README "Security"): each mails a confirmation to the address typed, maybe a stranger's, so they are
 * limited like the e-mailed links: per e-mail and address, per e-mail, and per address.
 */
export const REGISTER_LIMITS = {
  perEmailAndIp: { max: 3, windowSeconds: 5 * 60 },
  perEmail: { max: 10, windowSeconds: 60 * 60 },
  perIp: { max: 30, windowSeconds: 60 * 60 },
};
const FORGOT_REPLY = 'Se o e-mail estiver cadastrado, você receberá um link de recuperação em instantes.';
const RESET_INVALID = 'Link de recuperação inválido ou expirado.';

/** Counts one e-mailed link (or sign-up) against its limits; a pt-BR 429 past any of them. */
function limitMailLinks(
  c: Context<AppEnv>,
  action: string,
  email: string,
  limits: typeof MAIL_LINK_LIMITS = MAIL_LINK_LIMITS,
  message = MAIL_LIMITED,
) {
  const ip = clientIp(c);
  return enforceLimits(
    c.var.deps.db,
    [
      { key: `${action}:${email}:${ip}`, ...limits.perEmailAndIp },
      { key: `${action}:${email}`, ...limits.perEmail },
      { key: `${action}-ip:${ip}`, ...limits.perIp },
    ],
    message,
  );
}

export const register: Handler<AppEnv> = async (c) => {
  const { db, mailer, config, passwordCost } = c.var.deps;
  const body = await readJson(c, registerBody);
  // Counted before anything else (a taken e-mail too), so a burst cannot slip past or probe addresses.
  await limitMailLinks(c, 'register', body.email, REGISTER_LIMITS, REGISTER_LIMITED);
  if (await findUserByEmail(db, body.email)) {
    throw new AppError(409, 'Este email já está cadastrado', undefined, 'user_already_registered');
  }
  // A registered account has no paid access until a purchase with the same e-mail arrives.
  const user = await insertUser(db, {
    email: body.email,
    passwordHash: await hashPassword(body.password, passwordCost),
    fullName: body.fullName,
    plan: 'gratuito',
    expires: null,
    noPaidAccess: true,
    emailConfirmed: false,
  }).catch((err: unknown) => {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(err))
      throw new AppError(409, 'Este email já está cadastrado', undefined, 'user_already_registered');
    throw err;
  });
  await sendConfirmation({ db, mailer, publicUrl: config.publicUrl }, user);
  return c.json({ success: true, message: 'Verifique seu email para confirmar a conta.' }, 201);
};

/** The link in the confirmation e-mail: confirms, then sends the browser to the login page. */
export const confirmEmail: Handler<AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const query = z.object({ token: z.string().max(200).default('') }).safeParse(c.req.query());
  const check =
    query.success && query.data.token ? await consumeOneTimeToken(db, query.data.token, 'email_confirmation') : null;
  if (!check?.ok) {
    const already = query.success && query.data.token ? await tokenOwnerConfirmed(db, query.data.token) : false;
    return c.redirect(emailConfirmedPath(already), 302);
  }
  await markEmailConfirmed(db, check.userId);
  return c.redirect(emailConfirmedPath(true), 302);
};

export const forgotPassword: Handler<AppEnv> = async (c) => {
  const { db, mailer, config } = c.var.deps;
  const { email } = await readJson(c, emailBody);
  await limitMailLinks(c, 'forgot', email);
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = await issueOneTimeToken(db, user.id, 'password_reset');
    await mailer.send(passwordResetMail(user.email, `${config.publicUrl}${resetPasswordPath(token)}`));
  }
  // The same reply whether or not the e-mail exists: the form must not reveal who is a customer.
  return c.json({ success: true, message: FORGOT_REPLY }, 200);
};

export const checkResetToken: Handler<AppEnv> = async (c) => {
  const { token } = readQuery(c, z.object({ token: z.string().min(10, RESET_INVALID).max(200) }));
  const check = await peekOneTimeToken(c.var.deps.db, token, 'password_reset');
  if (!check.ok) throw new AppError(400, RESET_INVALID, undefined, `reset_${check.reason}`);
  return c.json({ success: true, valid: true }, 200);
};

export const resetPassword: Handler<AppEnv> = async (c) => {
  const { db, passwordCost } = c.var.deps;
  const body = await readJson(c, resetPasswordBody);
  const check = await consumeOneTimeToken(db, body.token, 'password_reset');
  if (!check.ok) throw new AppError(400, RESET_INVALID, undefined, `reset_${check.reason}`);
  // The link came through the inbox: the e-mail is confirmed too.
  await setPasswordHash(db, check.userId, await hashPassword(body.password, passwordCost), true);
  await revokeAllSessions(db, check.userId);
  return c.json({ success: true, message: 'Senha alterada com sucesso.' }, 200);
};

export const requestMagicLink: Handler<AppEnv> = async (c) => {
  const { db, mailer, config } = c.var.deps;
  const { email } = await readJson(c, emailBody);
  await limitMailLinks(c, 'magic', email);
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = await issueOneTimeToken(db, user.id, 'magic_link');
    await mailer.send(magicLinkMail(user.email, `${config.publicUrl}${magicLinkPath(token)}`));
  }
  return c.json(
    { success: true, message: 'Se o e-mail estiver cadastrado, você receberá o link de acesso em instantes.' },
    200,
  );
};

export const verifyMagicLink: Handler<AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const body = await readJson(c, magicLinkVerifyBody);
  const check = await consumeOneTimeToken(db, body.token, 'magic_link');
  if (!check.ok) {
    const message =
      check.reason === 'expired' ? 'O link expirou. Solicite um novo magic link.' : 'Link inválido ou já utilizado.';
    throw new AppError(400, message, undefined, `magic_link_${check.reason}`);
  }
  // Opening the link proves the mailbox: the e-mail is confirmed too.
  await markEmailConfirmed(db, check.userId);
  const user = await findUserById(db, check.userId);
  if (!user) throw new AppError(400, 'Link inválido ou já utilizado.', undefined, 'magic_link_invalid');
  if (user.requires_password_change) {
    // The shared default password is still set: the link leads to the forced change first.
    const token = await signAccessToken(c.var.deps.jwtSecret, user, 'password_change');
    return c.json({ success: true, user: toSessionUser(user, token) }, 200);
  }
  return c.json({ success: true, user: await startSession(c, user, 'magic_link') }, 200);
};
