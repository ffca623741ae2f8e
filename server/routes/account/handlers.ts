import * as ops from '@core/contract/account';
import { SUPPORT_EMAIL } from '@core/data/contact';
import {
  ALERT_CHECK_RETENTION_DAYS,
  DELETION_ATTEMPT_WINDOW_MINUTES,
  DELETION_ATTEMPTS,
  DELETION_LINK_MINUTES,
  DELETION_LINKS_PER_HOUR,
  EXPORTS_PER_HOUR,
  MAIL_OUTBOX_RETENTION_DAYS,
  NOTIFICATION_RETENTION_DAYS,
  SESSION_DAYS,
  SIGN_IN_EVENT_RETENTION_DAYS,
} from '@core/data/personal-data';
import { deleteAccountPath } from '@core/links/paths';
import { z } from '@core/schemas/zod-locale';
import { deleteAccount } from '../../account/delete-account';
import { exportAccount } from '../../account/export';
import { clearAuthCookies } from '../../auth/cookies';
import { currentAuth } from '../../auth/guards';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../../auth/one-time-tokens';
import { verifyPassword } from '../../auth/password';
import { enforceLimits } from '../../auth/rate-limit';
import { isAdmin } from '../../auth/users';
import { AppError } from '../../http/errors';
import { accountDeletionLinkMail } from '../../mail/templates';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';

// The holder's rights over their data (Lei 13.709/2018, art. 18): a copy of it, and the account's deletion.

const EXPORT_LIMITED = `Você já baixou seus dados ${EXPORTS_PER_HOUR} vezes na última hora. Tente novamente mais tarde.`;
const DELETE_LIMITED = `Muitas tentativas de excluir a conta. Aguarde ${DELETION_ATTEMPT_WINDOW_MINUTES} minutos e tente novamente.`;
const LINK_LIMITED = `Você já pediu ${DELETION_LINKS_PER_HOUR} links de exclusão na última hora. Use o último e-mail ou tente mais tarde.`;
const LINK_INVALID = 'Link de exclusão inválido ou expirado. Peça outro em Meu Perfil.';
const DELETED =
  'Sua conta e todos os dados dela foram excluídos. A assinatura na Kiwify não foi cancelada: cancele-a lá para não ser cobrado de novo.';

export const exportMyData: OperationHandler<typeof ops.exportMyData> = async (c) => {
  const { db } = c.var.deps;
  const { user } = currentAuth(c);
  // A copy reads every table of the account: a few a person needs, no more.
  await enforceLimits(db, [{ key: `export:${user.id}`, max: EXPORTS_PER_HOUR, windowSeconds: 3600 }], EXPORT_LIMITED);
  const data = await exportAccount(db, user);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Disposition', `attachment; filename="bussola-meus-dados-${data.generated_at.slice(0, 10)}.json"`);
  return sendReply(c, ops.exportMyData, data);
};

const adminCount = z.array(z.object({ n: z.number() }));

export const deleteMyAccount: OperationHandler<typeof ops.deleteMyAccount> = async (c) => {
  const { deps } = c.var;
  const { db } = deps;
  const { user } = currentAuth(c);
  const body = await readBody(c, ops.deleteMyAccount);
  if (body.token !== undefined) {
    // The e-mailed link is this account's own, unexpired and unused: it stands for the password.
    const check = await peekOneTimeToken(db, body.token, 'account_deletion');
    if (!check.ok || check.userId !== user.id)
      throw new AppError(400, LINK_INVALID, undefined, 'deletion_link_invalid');
    if (!(await consumeOneTimeToken(db, body.token, 'account_deletion')).ok)
      throw new AppError(400, LINK_INVALID, undefined, 'deletion_link_invalid');
  } else {
    // Counted before the hash: a stolen session cannot guess the password at the speed of the server.
    await enforceLimits(
      db,
      [
        {
          key: `delete-account:${user.id}`,
          max: DELETION_ATTEMPTS,
          windowSeconds: DELETION_ATTEMPT_WINDOW_MINUTES * 60,
        },
      ],
      DELETE_LIMITED,
    );
    if (!user.password_hash)
      throw new AppError(
        400,
        'Esta conta entra sem senha: peça o link de exclusão por e-mail.',
        undefined,
        'no_password',
      );
    // 400, not 401: a wrong password here must not sign the device out.
    if (!(await verifyPassword(body.password ?? '', user.password_hash)))
      throw new AppError(400, 'Senha incorreta.', undefined, 'wrong_password');
  }
  if (isAdmin(user)) {
    const [admins] = adminCount.parse(
      await db.query("SELECT count(*)::int AS n FROM users WHERE role = 'admin' OR user_type = 'admin'"),
    );
    if ((admins?.n ?? 0) <= 1)
      throw new AppError(
        409,
        'Você é o único administrador: dê acesso de administrador a outra conta antes de excluir a sua.',
        undefined,
        'last_admin',
      );
  }
  await deleteAccount(deps, user);
  clearAuthCookies(c);
  return sendReply(c, ops.deleteMyAccount, { success: true, message: DELETED });
};

export const requestDeletionLink: OperationHandler<typeof ops.requestDeletionLink> = async (c) => {
  const { db, mailer, config } = c.var.deps;
  const { user } = currentAuth(c);
  await enforceLimits(
    db,
    [{ key: `deletion-link:${user.id}`, max: DELETION_LINKS_PER_HOUR, windowSeconds: 3600 }],
    LINK_LIMITED,
  );
  const token = await issueOneTimeToken(db, user.id, 'account_deletion');
  await mailer.send(
    accountDeletionLinkMail(user.email, `${config.publicUrl}${deleteAccountPath(token)}`, DELETION_LINK_MINUTES),
  );
  return sendReply(c, ops.requestDeletionLink, {
    success: true,
    message: `Enviamos para ${user.email} um link que confirma a exclusão (vale ${DELETION_LINK_MINUTES} minutos). Abra-o neste aparelho.`,
  });
};

export const privacyFacts: OperationHandler<typeof ops.privacyFacts> = (c) => {
  const { config } = c.var.deps;
  return sendReply(c, ops.privacyFacts, {
    contactEmail: config.PRIVACY_CONTACT_EMAIL ?? SUPPORT_EMAIL,
    retention: {
      searchHistoryDays: config.SEARCH_HISTORY_DAYS,
      notificationDays: NOTIFICATION_RETENTION_DAYS,
      alertCheckDays: ALERT_CHECK_RETENTION_DAYS,
      signInEventDays: SIGN_IN_EVENT_RETENTION_DAYS,
      sessionDays: SESSION_DAYS,
      mailOutboxDays: MAIL_OUTBOX_RETENTION_DAYS,
    },
    exportsPerHour: EXPORTS_PER_HOUR,
    deletionLinkMinutes: DELETION_LINK_MINUTES,
    configured: {
      serpapi: Boolean(config.SERPAPI_API_KEY),
      seatsAero: Boolean(config.SEATS_AERO_API_KEY),
      airlineUpstreams: Boolean(
        config.LATAM_UPSTREAM_URL ||
          config.SMILES_UPSTREAM_URL ||
          config.AZUL_UPSTREAM_URL ||
          config.VOEGOL_UPSTREAM_URL,
      ),
      telegram: config.telegram !== null,
      smtp: Boolean(config.SMTP_URL),
      supabase: config.supabase !== null,
    },
  });
};
