import * as ops from '@core/contract/telegram';
import { currentAuth } from '../../auth/guards';
import { enforceLimits } from '../../auth/rate-limit';
import { safeEqual } from '../../auth/tokens';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';
import { handleUpdateOnce } from '../../telegram/commands';
import { chatFor, createLinkToken, unlinkUser } from '../../telegram/link-store';
import { LINKS_PER_HOUR } from '../../telegram/settings';

// Telegram as an alert channel: the subscriber's link and unlink, and the bot's webhook.

export const LINK_LIMITED = `Você já gerou ${LINKS_PER_HOUR} links do Telegram na última hora. Tente novamente mais tarde.`;

export const status: OperationHandler<typeof ops.telegramStatus> = async (c) => {
  const { config, db } = c.var.deps;
  const linked = config.telegram !== null && (await chatFor(db, currentAuth(c).user.id)) !== null;
  return sendReply(c, ops.telegramStatus, { configured: config.telegram !== null, linked });
};

export const link: OperationHandler<typeof ops.linkTelegram> = async (c) => {
  const { config, db } = c.var.deps;
  if (!config.telegram) throw new AppError(503, 'Telegram não configurado.', undefined, 'not_configured');
  const userId = currentAuth(c).user.id;
  // Each link stores a token row: bounded per account, as a person needs one or two.
  await enforceLimits(db, [{ key: `telegram-link:${userId}`, max: LINKS_PER_HOUR, windowSeconds: 3600 }], LINK_LIMITED);
  const token = await createLinkToken(db, userId);
  return sendReply(c, ops.linkTelegram, { url: `https://t.me/${config.telegram.username}?start=${token}` });
};

export const unlink: OperationHandler<typeof ops.unlinkTelegram> = async (c) => {
  const { config, db } = c.var.deps;
  await unlinkUser(db, currentAuth(c).user.id);
  return sendReply(c, ops.unlinkTelegram, { configured: config.telegram !== null, linked: false });
};

export const webhook: OperationHandler<typeof ops.telegramWebhook> = async (c) => {
  const { deps } = c.var;
  const secret = deps.config.telegram?.webhookSecret;
  if (!secret) throw new AppError(503, 'Webhook do Telegram não configurado.', undefined, 'not_configured');
  const given = c.req.header('x-telegram-bot-api-secret-token');
  if (given === undefined) throw new AppError(401, 'Segredo do webhook ausente.', undefined, 'bad_signature');
  if (!safeEqual(given, secret)) throw new AppError(403, 'Segredo do webhook inválido.', undefined, 'bad_signature');
  await handleUpdateOnce(deps, await readBody(c, ops.telegramWebhook));
  return sendReply(c, ops.telegramWebhook, { ok: true });
};
