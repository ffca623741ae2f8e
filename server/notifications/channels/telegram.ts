// A notification on Telegram: one sendMessage to the owner's chat (HTML, every piece of the notification escaped)
// with a button to the search, or to Minhas milhas for a bonus alert or an expiry reminder, through the bot of server/telegram. The
// delivery worker records the outcome; Telegram's 429 pauses every instance for retry_after, its 403 (bot blocked)
// unlinks the chat.
import { BotApiError, escapeHtml, logCappedPause, sendMessage } from '../../telegram/bot-api';
import { pauseSending, sendPauseLeft } from '../../telegram/bot-state';
import { chatFor, unlinkChat } from '../../telegram/link-store';
import type { Channel, DeliveryDeps, OwedNotification, SendOutcome } from '../channel';

/**
 * The message: the notification's title in bold (route, price, verdict), its body (date, value in R$, source) and
 * where to see it. Telegram refuses an inline button to a non-https or local address (400, and the message would
 * be lost), so with such a PUBLIC_URL the address goes in the text instead.
 */
export function telegramAlertMessage(n: OwedNotification, publicUrl: string) {
  const icon = n.kind === 'bonus_alert' ? '🎁' : n.kind === 'expiry_reminder' ? '⏳' : '✈️';
  const url = `${publicUrl}${n.url}`;
  const text = `${icon} <b>${escapeHtml(n.title)}</b>\n${escapeHtml(n.body)}`;
  if (!publicUrl.startsWith('https://')) return { html: `${text}\n${escapeHtml(url)}`, replyMarkup: undefined };
  const label = n.kind === 'bonus_alert' || n.kind === 'expiry_reminder' ? 'Ver em Minhas milhas' : 'Ver passagens';
  return { html: text, replyMarkup: { inline_keyboard: [[{ text: label, url }]] } };
}

/**
 * Done when sent (2xx) or when nothing is left to send (no bot, no chat, bot blocked, chat gone); not done when
 * Telegram asked to wait. Throws on what may pass (network, Telegram 5xx): the delivery stays owed and is tried
 * again after its lease.
 */
export async function telegramNotification(deps: DeliveryDeps, n: OwedNotification): Promise<SendOutcome> {
  const settings = deps.config.telegram;
  if (!settings) return { done: true };
  const chatId = await chatFor(deps.db, n.user_id);
  if (chatId === null) return { done: true };
  const paused = await sendPauseLeft(deps.db);
  if (paused > 0) return { done: false, retryAfterSeconds: paused };
  const message = telegramAlertMessage(n, deps.config.publicUrl);
  try {
    await sendMessage(settings, chatId, message.html, message.replyMarkup);
    return { done: true };
  } catch (err) {
    if (!(err instanceof BotApiError)) throw err;
    if (err.code === 429) {
      logCappedPause(err, deps.log);
      const seconds = Math.max(1, err.retryAfter ?? 1);
      await pauseSending(deps.db, seconds);
      return { done: false, retryAfterSeconds: seconds };
    }
    if (err.code === 403) {
      await unlinkChat(deps.db, chatId);
      deps.log.info('bot bloqueado no Telegram: chat desligado', { user_id: n.user_id });
      return { done: true };
    }
    // Any other 4xx (chat not found, bad request) will not pass by itself: dropped, and said.
    if (err.code >= 400 && err.code < 500) {
      deps.log.warn('alerta no Telegram recusado', { error: err.message });
      return { done: true };
    }
    throw err;
  }
}

export const telegramChannel: Channel = {
  name: 'telegram',
  label: 'Telegram',
  bestEffort: false,
  send: telegramNotification,
};
