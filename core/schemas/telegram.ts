// Telegram as an alert channel: the Bot API's updates as Telegram documents them (https://core.telegram.org/bots/api,
// only the fields we read; the rest passes untouched), its reply envelope, and our own API's replies.
import { z } from './zod-locale';

/** A message's text: Telegram caps it at 4096 characters. */
export const TELEGRAM_TEXT_MAX = 4096;

export const telegramChatSchema = z.looseObject({
  id: z.number().int().safe(),
  type: z.enum(['private', 'group', 'supergroup', 'channel']),
});

export const telegramMessageSchema = z.looseObject({
  message_id: z.number().int().safe(),
  date: z.number().int().safe(),
  chat: telegramChatSchema,
  from: z.looseObject({ id: z.number().int().safe(), is_bot: z.boolean() }).optional(),
  text: z.string().max(TELEGRAM_TEXT_MAX).optional(),
});

/** One Update: a message, or some other kind we ignore (edited messages, callbacks…). */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number().int().nonnegative().safe(),
  message: telegramMessageSchema.optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

/** Every Bot API reply: `{ok: true, result}` or `{ok: false, error_code, description, parameters}`. */
export const botApiReplySchema = z.union([
  z.looseObject({ ok: z.literal(true), result: z.unknown() }),
  z.looseObject({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string().optional(),
    parameters: z.looseObject({ retry_after: z.number().int().nonnegative().optional() }).optional(),
  }),
]);

/** GET /api/telegram (and the reply of DELETE): whether the server has a bot, and whether this account has a chat. */
export const telegramStatusSchema = z.object({ configured: z.boolean(), linked: z.boolean() });
export type TelegramStatus = z.infer<typeof telegramStatusSchema>;

/** POST /api/telegram/link: the bot's deep link carrying a single-use token (`/start <token>` in the chat). */
export const telegramLinkReplySchema = z.object({ url: z.url({ protocol: /^https$/ }) });

/** What the app says on /alertas when the server has no bot. */
export const TELEGRAM_NOT_CONFIGURED = 'Telegram: não configurado';
