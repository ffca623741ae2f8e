import { telegramLinkReplySchema, telegramStatusSchema, telegramUpdateSchema } from '../schemas/telegram';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

/** GET /api/telegram: `{configured, linked}` for the caller. */
export const telegramStatus = operation({ method: 'GET', path: '/api/telegram', reply: telegramStatusSchema });

/** POST /api/telegram/link: a fresh t.me deep link; opening it and tapping Start links that chat. */
export const linkTelegram = operation({ method: 'POST', path: '/api/telegram/link', reply: telegramLinkReplySchema });

/** DELETE /api/telegram: no more alerts on Telegram; answers the new status. */
export const unlinkTelegram = operation({ method: 'DELETE', path: '/api/telegram', reply: telegramStatusSchema });

/** POST /api/telegram/webhook: Telegram's updates, behind the X-Telegram-Bot-Api-Secret-Token header. */
export const telegramWebhook = operation({
  method: 'POST',
  path: '/api/telegram/webhook',
  body: telegramUpdateSchema,
  reply: z.object({ ok: z.literal(true) }),
});
