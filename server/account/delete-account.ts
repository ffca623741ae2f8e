// An account's deletion (Lei 13.709/2018, art. 18, VI): by its holder (DELETE /api/me) or by an administrator,
// the same way. Every row of the account goes in one transaction; price observations stay, as they never name
// anyone. The subscription at Kiwify is not cancelled: that is the holder's to do there.
import type { Config } from '../config';
import type { Db, Queryable } from '../db/client';
import { sqlState } from '../db/errors';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { accountDeletedMail } from '../mail/templates';
import { hashToken } from '../auth/tokens';
import { escapeHtml, sendMessage } from '../telegram/bot-api';
import { chatFor } from '../telegram/link-store';
import { quoteIdent, tablesWithUserId } from './user-tables';

export interface DeletionDeps {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
}

/** A deadlock with a write racing the deletion (a device's sync) aborts one side; the deletion tries again. */
const ATTEMPTS = 3;

async function deleteRows(tx: Queryable, user: { id: string; email: string }): Promise<number | null> {
  // The account's row is locked first: a write racing the deletion waits for it, then finds no account.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
  // What lets another device of the account learn at its next renewal that the account is gone: its refresh
  // token's hash, with nothing else (isDeletedAccountSession below).
  await tx.query(
    `INSERT INTO deleted_account_sessions (token_hash, expires_at)
     SELECT token_hash, expires_at FROM sessions WHERE user_id = $1 AND expires_at > now()
     ON CONFLICT (token_hash) DO NOTHING`,
    [user.id],
  );
  const chatId = await chatFor(tx, user.id);
  // Every table with a user_id, from the catalogue, not only those with a cascading foreign key.
  for (const table of await tablesWithUserId(tx))
    await tx.query(`DELETE FROM ${quoteIdent(table)} WHERE user_id = $1`, [user.id]);
  // Rows that name the account by its e-mail: the purchases Kiwify reported, the kept e-mails.
  await tx.query('DELETE FROM kiwify_subscriptions WHERE email = $1', [user.email]);
  await tx.query('DELETE FROM mail_outbox WHERE to_email = $1', [user.email]);
  // Counters keyed by the account's id or e-mail ('export:<id>', 'login:<ip>:<e-mail>').
  await tx.query(
    `DELETE FROM rate_limits
     WHERE position(':' || $1 || ':' in ':' || key || ':') > 0 OR position(':' || $2 || ':' in ':' || key || ':') > 0`,
    [user.id, user.email],
  );
  // The rest (sessions, tokens, rows of the alerts, notifications' deliveries) cascades from here.
  await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
  return chatId;
}

/**
 * Deletes the account and everything of it, then tells the Telegram chat it was linked to (if any) that no more
 * alerts will come, and e-mails the holder a confirmation. Those two are best effort: the deletion stands either way.
 */
export async function deleteAccount(deps: DeletionDeps, user: { id: string; email: string }): Promise<void> {
  let chatId: number | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      chatId = await deps.db.transaction((tx) => deleteRows(tx, user));
      break;
    } catch (err) {
      if (sqlState(err) !== '40P01' || attempt >= ATTEMPTS) throw err;
    }
  }
  const telegram = deps.config.telegram;
  if (telegram && chatId !== null) {
    await sendMessage(
      telegram,
      chatId,
      escapeHtml(
        'A conta ligada a este chat na Bússola das Passagens foi excluída: você não receberá mais alertas aqui.',
      ),
    ).catch((err: unknown) =>
      deps.log.warn('exclusão de conta: aviso ao Telegram falhou', {
        error: err instanceof Error ? err.message : String(err),
      }),
    );
  }
  await deps.mailer.send(accountDeletedMail(user.email)).catch((err: unknown) =>
    deps.log.warn('exclusão de conta: e-mail de confirmação falhou', {
      error: err instanceof Error ? err.message : String(err),
    }),
  );
}

/** True for a refresh token a deleted account held: its device is told so, and clears what it kept. */
export async function isDeletedAccountSession(db: Queryable, refreshToken: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM deleted_account_sessions WHERE token_hash = $1 AND expires_at > now()', [
    hashToken(refreshToken),
  ]);
  return rows.length > 0;
}
