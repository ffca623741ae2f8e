import { z } from '@core/schemas/zod-locale';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { issueOneTimeToken } from './one-time-tokens';
import { hitRateLimit } from './rate-limit';
import { hashToken } from './tokens';

/** GET route the confirmation e-mail links to; it confirms and redirects to /login. */
export const CONFIRM_EMAIL_PATH = '/api/auth/confirm-email';

/** Issues a 24 h confirmation token and mails its link. */
export async function sendConfirmation(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: { id: string; email: string },
) {
  const token = await issueOneTimeToken(deps.db, user.id, 'email_confirmation');
  await deps.mailer.send(confirmationMail(user.email, `${deps.publicUrl}${CONFIRM_EMAIL_PATH}?token=${token}`));
}

/**
 * A sign-in with the right password on an unconfirmed account mails a fresh link (the first may
 * have expired or been lost), at most 3 per 5 minutes per e-mail.
 */
export async function resendConfirmation(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: { id: string; email: string },
) {
  if (await hitRateLimit(deps.db, `confirm:${user.email}`, 3, 5 * 60)) await sendConfirmation(deps, user);
}

/**
 * Whether a confirmation token, even one already spent, belongs to a confirmed account: mail
 * scanners often open links before the person does, and the person should still see success.
 */
const confirmedRows = z.array(z.object({ ok: z.boolean() }));

export async function tokenOwnerConfirmed(db: Db, token: string): Promise<boolean> {
  const rows = confirmedRows.parse(
    await db.query(
      `SELECT u.email_confirmed_at IS NOT NULL AS ok FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.purpose = 'email_confirmation'`,
      [hashToken(token)],
    ),
  );
  return rows[0]?.ok === true;
}
