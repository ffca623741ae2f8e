// The Telegram bot as the rest of the server sees it, derived from the TELEGRAM_* variables (server/config.ts).

/** How long a 'Receber no Telegram' link can be used (once). */
export const LINK_TOKEN_TTL_MINUTES = 15;
/** Past the poll's own timeout: how long a getUpdates may take before it is aborted. */
export const POLL_MARGIN_SECONDS = 10;
/**
 * The poller's lease outlives its longest request (timeout + margin) by 20 s more: a leader whose request is still
 * open always holds the lease, so two instances never poll at once.
 */
export const POLL_LEASE_EXTRA_SECONDS = 20;
/** A Bot API call other than getUpdates gives up after this long. */
export const BOT_API_TIMEOUT_MS = 10_000;
/**
 * The longest pause a 429's retry_after is honoured for. Telegram's real ones are seconds to minutes; a larger one
 * (2^31 − 1 from a broken or hostile Bot API endpoint) would stop every alert on Telegram for good, so it is cut
 * here, and said in the log.
 */
export const MAX_RETRY_AFTER_SECONDS = 3600;
/** 'Receber no Telegram' links per account per hour: a person needs one or two; each stores a token row. */
export const LINKS_PER_HOUR = 10;

export interface TelegramSettings {
  token: string;
  /** Without the '@'. */
  username: string;
  /** Without a trailing slash. */
  apiBaseUrl: string;
  /** 'webhook' when PUBLIC_URL is https and TELEGRAM_WEBHOOK_SECRET is set; long polling otherwise. */
  updates: 'webhook' | 'polling';
  /** Also accepted on POST /api/telegram/webhook while polling (a webhook set by hand). */
  webhookSecret: string | null;
  webhookUrl: string;
  pollTimeoutSeconds: number;
}

/** The TELEGRAM_* variables as parsed (server/config.ts). */
interface TelegramEnv {
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_BOT_USERNAME?: string | undefined;
  TELEGRAM_WEBHOOK_SECRET?: string | undefined;
  TELEGRAM_API_BASE_URL: string;
  TELEGRAM_POLL_TIMEOUT_SECONDS: number;
}

export function telegramSettings(e: TelegramEnv, publicUrl: string): TelegramSettings | null {
  if (!e.TELEGRAM_BOT_TOKEN || !e.TELEGRAM_BOT_USERNAME) return null;
  const secret = e.TELEGRAM_WEBHOOK_SECRET ?? null;
  return {
    token: e.TELEGRAM_BOT_TOKEN,
    username: e.TELEGRAM_BOT_USERNAME.replace(/^@/, ''),
    apiBaseUrl: e.TELEGRAM_API_BASE_URL.replace(/\/+$/, ''),
    updates: secret && publicUrl.startsWith('https://') ? 'webhook' : 'polling',
    webhookSecret: secret,
    webhookUrl: `${publicUrl}/api/telegram/webhook`,
    pollTimeoutSeconds: e.TELEGRAM_POLL_TIMEOUT_SECONDS,
  };
}
