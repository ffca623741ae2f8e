type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A Telegram bot token in a URL ('/bot123:abc…/'): never printed, whoever passed it by mistake. */
const BOT_TOKEN = /bot\d{1,20}:[\w-]{20,}/g;
export const redact = (text: string) => text.replace(BOT_TOKEN, 'bot<oculto>');

function formatFields(fields: Record<string, unknown> | undefined): string {
  if (!fields) return '';
  return Object.entries(fields)
    .map(([k, v]) => {
      const value = v instanceof Error ? (v.stack ?? v.message) : typeof v === 'string' ? v : JSON.stringify(v);
      return ` ${k}=${value}`;
    })
    .join('');
}

/** One line per event on stderr/stdout. Callers never pass secrets or tokens as fields. */
export function createLogger(level: Level | 'silent' = 'info'): Logger {
  const write = (at: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = redact(`${new Date().toISOString()} ${at.toUpperCase()} ${msg}${formatFields(fields)}\n`);
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(line);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
