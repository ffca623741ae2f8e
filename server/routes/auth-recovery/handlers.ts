import type { Context } from 'hono';
import * as ops from '@core/contract/auth';
import { emailConfirmedPath, magicLinkPath, resetPasswordPath } from '@core/links/paths';
import { RESET_LINK_INVALID } from '@core/schemas/auth';
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
import { type OperationHandler, readBody, readQueryOf, sendNotJson, sendReply } from '../../openapi/contract';
import { magicLinkMail, passwordResetMail } from '../../mail/templates';

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
const RESET_INVALID = RESET_LINK_INVALID;

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

export const register: OperationHandler<typeof ops.register> = async (c) => {
  const { db, mailer, config, passwordCost } = c.var.deps;
  const body = await readBody(c, ops.register);
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
  return sendReply(c, ops.register, { success: true, message: 'Verifique seu email para confirmar a conta.' });
};

/** The link in the confirmation e-mail: confirms, then sends the browser to the login page. */
export const confirmEmail: OperationHandler<typeof ops.confirmEmail> = async (c) => {
  const { db } = c.var.deps;
  const query = ops.confirmEmail.query.safeParse(c.req.query());
  const check =
    query.success && query.data.token ? await consumeOneTimeToken(db, query.data.token, 'email_confirmation') : null;
  if (!check?.ok) {
    const already = query.success && query.data.token ? await tokenOwnerConfirmed(db, query.data.token) : false;
    return sendNotJson(ops.confirmEmail, c.redirect(emailConfirmedPath(already), 302));
  }
  await markEmailConfirmed(db, check.userId);
  return sendNotJson(ops.confirmEmail, c.redirect(emailConfirmedPath(true), 302));
};

export const forgotPassword: OperationHandler<typeof ops.forgotPassword> = async (c) => {
  const { db, mailer, config } = c.var.deps;
  const { email } = await readBody(c, ops.forgotPassword);
  await limitMailLinks(c, 'forgot', email);
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = await issueOneTimeToken(db, user.id, 'password_reset');
    await mailer.send(passwordResetMail(user.email, `${config.publicUrl}${resetPasswordPath(token)}`));
  }
  // The same reply whether or not the e-mail exists: the form must not reveal who is a customer.
  return sendReply(c, ops.forgotPassword, { success: true, message: FORGOT_REPLY });
};

export const checkResetToken: OperationHandler<typeof ops.checkResetToken> = async (c) => {
  const { token } = readQueryOf(c, ops.checkResetToken);
  const check = await peekOneTimeToken(c.var.deps.db, token, 'password_reset');
  if (!check.ok) throw new AppError(400, RESET_INVALID, undefined, `reset_${check.reason}`);
  return sendReply(c, ops.checkResetToken, { success: true, valid: true });
};

export const resetPassword: OperationHandler<typeof ops.resetPassword> = async (c) => {
  const { db, passwordCost } = c.var.deps;
  const body = await readBody(c, ops.resetPassword);
  const check = await consumeOneTimeToken(db, body.token, 'password_reset');
  if (!check.ok) throw new AppError(400, RESET_INVALID, undefined, `reset_${check.reason}`);
  // The link came through the inbox: the e-mail is confirmed too.
  await setPasswordHash(db, check.userId, await hashPassword(body.password, passwordCost), true);
  await revokeAllSessions(db, check.userId);
  return sendReply(c, ops.resetPassword, { success: true, message: 'Senha alterada com sucesso.' });
};

export const requestMagicLink: OperationHandler<typeof ops.requestMagicLink> = async (c) => {
  const { db, mailer, config } = c.var.deps;
  const { email } = await readBody(c, ops.requestMagicLink);
  await limitMailLinks(c, 'magic', email);
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = await issueOneTimeToken(db, user.id, 'magic_link');
    await mailer.send(magicLinkMail(user.email, `${config.publicUrl}${magicLinkPath(token)}`));
  }
  return sendReply(c, ops.requestMagicLink, {
    success: true,
    message: 'Se o e-mail estiver cadastrado, você receberá o link de acesso em instantes.',
  });
};

export const verifyMagicLink: OperationHandler<typeof ops.verifyMagicLink> = async (c) => {
  const { db } = c.var.deps;
  const body = await readBody(c, ops.verifyMagicLink);
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
    return sendReply(c, ops.verifyMagicLink, { success: true, user: toSessionUser(user, token) });
  }
  return sendReply(c, ops.verifyMagicLink, { success: true, user: await startSession(c, user, 'magic_link') });
};
