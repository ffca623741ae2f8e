// telegram_links and telegram_link_tokens: which chat gets an account's alerts, and the single-use tokens of the
// bot's deep links that tie the two (only their SHA-256 is stored).
import { createHash, randomBytes } from 'node:crypto';
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import { LINK_TOKEN_TTL_MINUTES } from './settings';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const chatRows = z.array(z.object({ chat_id: z.coerce.number().int() }));

/** A new deep-link token for the account (32 random bytes, base64url: what /start accepts, 43 characters). */
export async function createLinkToken(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO telegram_link_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(token), userId, LINK_TOKEN_TTL_MINUTES],
  );
  return token;
}

/** The chat an account's alerts go to, or null. */
export async function chatFor(db: Queryable, userId: string): Promise<number | null> {
  const [row] = chatRows.parse(await db.query('SELECT chat_id::text FROM telegram_links WHERE user_id = $1', [userId]));
  return row?.chat_id ?? null;
}

/** Unlinks the account (DELETE /api/telegram); true when it was linked. */
export async function unlinkUser(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('DELETE FROM telegram_links WHERE user_id = $1 RETURNING 1', [userId])).length > 0;
}

/** Unlinks the chat (/parar, or the bot was blocked); true when it was linked. */
export async function unlinkChat(db: Queryable, chatId: number): Promise<boolean> {
  return (await db.query('DELETE FROM telegram_links WHERE chat_id = $1 RETURNING 1', [chatId])).length > 0;
}

export type RedeemOutcome = 'linked' | 'unknown' | 'expired' | 'used' | 'other_account';

const tokenRows = z.array(
  z.object({
    user_id: z.string(),
    expired: z.boolean(),
    used: z.boolean(),
    used_by_chat: z.coerce.number().int().nullable(),
  }),
);
const userRows = z.array(z.object({ user_id: z.string() }));

/**
 * /start <token> from a chat: links the chat to the token's account and spends the token, in one transaction. A
 * chat already linked to another account is refused; an account linked elsewhere moves to this chat. Telegram
 * may hand the same update over twice: the chat that spent a token is told 'linked' again.
 */
export function redeemLinkToken(db: Db, token: string, chatId: number): Promise<RedeemOutcome> {
  return db.transaction(async (tx) => {
    // Per chat: two accounts' tokens sent from one chat at once cannot both pass the check below.
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('telegram-chat:' || $1::text, 0))", [chatId]);
    const [row] = tokenRows.parse(
      await tx.query(
        `SELECT user_id, expires_at < now() AS expired, used_at IS NOT NULL AS used, used_by_chat::text
         FROM telegram_link_tokens WHERE token_hash = $1 FOR UPDATE`,
        [hashToken(token)],
      ),
    );
    if (!row) return 'unknown';
    const [owner] = userRows.parse(await tx.query('SELECT user_id FROM telegram_links WHERE chat_id = $1', [chatId]));
    if (row.used) return row.used_by_chat === chatId && owner?.user_id === row.user_id ? 'linked' : 'used';
    if (row.expired) return 'expired';
    if (owner && owner.user_id !== row.user_id) return 'other_account';
    await tx.query(
      `INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, linked_at = now()`,
      [row.user_id, chatId],
    );
    await tx.query('UPDATE telegram_link_tokens SET used_at = now(), used_by_chat = $2 WHERE token_hash = $1', [
      hashToken(token),
      chatId,
    ]);
    return 'linked';
  });
}
