// Calls to the Telegram Bot API (POST <base>/bot<token>/<method>, JSON). The token is part of every URL: no URL
// and no fetch error (whose cause may quote it) leaves this file, only the method's name and Telegram's answer.
import { botApiReplySchema } from '@core/schemas/telegram';
import type { Logger } from '../logger';
import { BOT_API_TIMEOUT_MS, MAX_RETRY_AFTER_SECONDS, type TelegramSettings } from './settings';

/** Telegram answered `ok: false` (or not JSON): its error_code, description and retry_after when it gave one. */
export class BotApiError extends Error {
  /** Seconds to wait before the next call (429 only), at most MAX_RETRY_AFTER_SECONDS. */
  readonly retryAfter: number | null;

  constructor(
    readonly method: string,
    readonly code: number,
    description: string,
    /** retry_after as Telegram sent it. */
    readonly askedRetryAfter: number | null = null,
  ) {
    super(`Telegram ${method}: ${code} ${description}`.slice(0, 300));
    this.retryAfter = askedRetryAfter === null ? null : Math.min(askedRetryAfter, MAX_RETRY_AFTER_SECONDS);
  }
}

/** Says in the log when a 429 asked for a longer pause than the one honoured. */
export function logCappedPause(err: BotApiError, log: Pick<Logger, 'warn'>): void {
  if (err.askedRetryAfter !== null && err.askedRetryAfter > MAX_RETRY_AFTER_SECONDS)
    log.warn('retry_after do Telegram acima do limite: pausa reduzida', {
      method: err.method,
      asked_seconds: err.askedRetryAfter,
      honoured_seconds: MAX_RETRY_AFTER_SECONDS,
    });
}

export async function callBotApi(
  settings: TelegramSettings,
  method: string,
  params: Record<string, unknown>,
  signal: AbortSignal = AbortSignal.timeout(BOT_API_TIMEOUT_MS),
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${settings.apiBaseUrl}/bot${settings.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal,
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error';
    // Only the kind of failure: undici's message and cause can carry the URL.
    throw new Error(
      `Telegram ${method}: ${name === 'TimeoutError' || name === 'AbortError' ? 'sem resposta' : 'falha de rede'}`,
    );
  }
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BotApiError(method, res.status, 'resposta que não é JSON');
  }
  const reply = botApiReplySchema.safeParse(json);
  if (!reply.success) throw new BotApiError(method, res.status, 'resposta fora do formato da Bot API');
  if (reply.data.ok) return reply.data.result;
  const { error_code, description, parameters } = reply.data;
  throw new BotApiError(method, error_code, description ?? '', parameters?.retry_after ?? null);
}

/** sendMessage in HTML (the caller escapes what it did not write itself). */
export function sendMessage(
  settings: TelegramSettings,
  chatId: number,
  html: string,
  replyMarkup?: Record<string, unknown>,
): Promise<unknown> {
  return callBotApi(settings, 'sendMessage', {
    chat_id: chatId,
    text: html,
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(replyMarkup ? { reply_markup: replyMarkup } : {}),
  });
}

/** The chat's text in HTML: Telegram's HTML mode needs &, < and > escaped (quotes only inside attributes, unused). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
