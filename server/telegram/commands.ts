// What the bot does with an update (from the webhook or the long poll): /start <token> links the chat to an
// account, /parar unlinks it; every answer is pt-BR. Answers are best effort: a failed one is logged.
import type { TelegramUpdate } from '@core/schemas/telegram';
import { z } from '@core/schemas/zod-locale';
import type { AppDeps } from '../app-env';
import { escapeHtml, sendMessage } from './bot-api';
import { redeemLinkToken, unlinkChat } from './link-store';
import { claimUpdate, releaseUpdate } from './update-claims';

export type UpdateDeps = Pick<AppDeps, 'db' | 'config' | 'log'>;

const WHERE = 'abra Meus alertas na Bússola das Passagens e toque em "Receber no Telegram"';

export const BOT_TEXTS = {
  linked: 'Pronto! Você vai receber seus alertas da Bússola das Passagens aqui.',
  expired: `Este link expirou (vale por 15 minutos). Para gerar outro, ${WHERE}.`,
  used: `Este link já foi usado. Para gerar outro, ${WHERE}.`,
  unknown: `Link inválido. Para receber seus alertas aqui, ${WHERE}.`,
  other_account:
    'Este chat já recebe os alertas de outra conta da Bússola das Passagens. Envie /parar para desligá-la e abra o link de novo.',
  welcome: `Olá! Para receber seus alertas aqui, ${WHERE}.`,
  stopped:
    'Pronto, você não vai mais receber alertas aqui. Para voltar, toque em "Receber no Telegram" em Meus alertas.',
  notLinked: 'Este chat não está recebendo alertas da Bússola das Passagens.',
  help: 'Este bot envia seus alertas da Bússola das Passagens. Envie /parar para deixar de recebê-los aqui.',
  notPrivate: 'Os alertas só chegam em conversas privadas com o bot.',
} as const;

/** The deep link's token as createLinkToken makes it; anything else is not worth a database look-up. */
const tokenSchema = z.string().regex(/^[\w-]{43}$/);
const COMMAND = /^\/([a-z]+)(?:@\w+)?(?:\s+(\S+))?\s*$/i;

async function answerFor(deps: UpdateDeps, chatId: number, text: string): Promise<string> {
  const [, command, arg] = COMMAND.exec(text.trim()) ?? [];
  switch (command?.toLowerCase()) {
    case 'start': {
      if (arg === undefined) return BOT_TEXTS.welcome;
      const token = tokenSchema.safeParse(arg);
      return BOT_TEXTS[token.success ? await redeemLinkToken(deps.db, token.data, chatId) : 'unknown'];
    }
    case 'parar':
    case 'stop':
      return (await unlinkChat(deps.db, chatId)) ? BOT_TEXTS.stopped : BOT_TEXTS.notLinked;
    default:
      return BOT_TEXTS.help;
  }
}

/** `/cmd@Name …`: the bot a command names, or null for text that is no command naming one. */
const ADDRESSED = /^\/[a-z]\w*@(\w+)(?:\s|$)/i;

/**
 * In a group everything members write reaches the bot (privacy mode off, or an admin bot), and a bare `/start` may
 * be meant for another bot there: only a command naming this one (`/start@BussolaAlertasBot`) is answered, and only
 * to say alerts are private. A private chat is the bot's own: every text gets its answer.
 */
function addressedInGroup(text: string, username: string): boolean {
  const named = ADDRESSED.exec(text.trim())?.[1];
  return named !== undefined && named.toLowerCase() === username.toLowerCase();
}

/** Handles one update; what the bot answered (null when it stayed silent). */
export async function handleUpdate(deps: UpdateDeps, update: TelegramUpdate): Promise<string | null> {
  const settings = deps.config.telegram;
  const message = update.message;
  // Other kinds of update, and messages without text (photos, stickers…): nothing to do.
  if (!settings || !message?.text || message.from?.is_bot) return null;
  const chatId = message.chat.id;
  const isPrivate = message.chat.type === 'private';
  if (!isPrivate && !addressedInGroup(message.text, settings.username)) return null;
  const answer = isPrivate ? await answerFor(deps, chatId, message.text) : BOT_TEXTS.notPrivate;
  try {
    await sendMessage(settings, chatId, escapeHtml(answer));
  } catch (err) {
    deps.log.warn('resposta do bot do Telegram falhou', { error: err instanceof Error ? err.message : String(err) });
  }
  return answer;
}

/**
 * handleUpdate once per update_id, across retries and instances (update-claims.ts): a repeat answers null. A
 * handling that throws gives its claim back, so Telegram's retry of it is handled.
 */
export async function handleUpdateOnce(deps: UpdateDeps, update: TelegramUpdate): Promise<string | null> {
  if (!(await claimUpdate(deps.db, update.update_id))) return null;
  try {
    return await handleUpdate(deps, update);
  } catch (err) {
    await releaseUpdate(deps.db, update.update_id);
    throw err;
  }
}
