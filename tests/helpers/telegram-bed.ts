// A test app with a Telegram bot whose Bot API is the loopback stand-in (fake-telegram.ts), and the steps the
// Telegram tests share: sign in, get the deep link, send /start through the webhook.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { captureMailer } from './alert-fakes';
import { createUser, jsonRequest, login } from './auth';
import type { FakeTelegram } from './fake-telegram';
import { createTestApp } from './test-app';

export const WEBHOOK_SECRET = 'segredo-do-webhook-de-teste';

export function telegramApp(db: Db, telegram: FakeTelegram, env: Record<string, string> = {}) {
  return createTestApp(db, {
    mailer: captureMailer(),
    env: telegram.env({ TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env }),
  });
}
type Built = ReturnType<typeof telegramApp>;

/** A subscriber signed in. */
export async function subscriber(built: Built, db: Db) {
  const user = await createUser(db);
  const { bearer } = await login(built.app, user.email, user.password);
  return { ...user, bearer };
}

/** POST /api/telegram/link; the token in the deep link. */
export async function linkToken(built: Built, bearer: Record<string, string>): Promise<string> {
  const res = await built.app.request('/api/telegram/link', jsonRequest('POST', undefined, bearer));
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const match = /^https:\/\/t\.me\/BussolaAlertasBot\?start=([\w-]{43})$/.exec(url);
  expect(match, url).not.toBeNull();
  return match?.[1] ?? '';
}

let updateId = 5000;

/** A private chat's text message, as Telegram posts it to the webhook. */
export function webhookUpdate(chatId: number, text: string) {
  const id = updateId++;
  return {
    update_id: id,
    message: {
      message_id: id,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Viajante' },
      from: { id: chatId, is_bot: false, first_name: 'Viajante' },
      text,
    },
  };
}

export function postUpdate(built: Built, body: unknown, secret: string | null = WEBHOOK_SECRET) {
  return built.app.request(
    '/api/telegram/webhook',
    jsonRequest('POST', body, secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
  );
}

/** Sends `text` from the chat; what the bot answered there. */
export async function say(built: Built, telegram: FakeTelegram, chatId: number, text: string): Promise<string> {
  const before = telegram.standIn.sent.length;
  const res = await postUpdate(built, webhookUpdate(chatId, text));
  expect(res.status).toBe(200);
  const answer = telegram.standIn.sent.slice(before).find((m) => m.chat_id === chatId);
  return answer?.text ?? '';
}

export async function status(built: Built, bearer: Record<string, string>) {
  const res = await built.app.request('/api/telegram', { headers: bearer });
  expect(res.status).toBe(200);
  return (await res.json()) as { configured: boolean; linked: boolean };
}

/** A price alert of `userId` (GRU → MIA in miles, up to 40.000) through the sync route. */
export async function putAlert(built: Built, bearer: Record<string, string>) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const alert = { id, origin: 'GRU', destination: 'MIA', max_price: 40_000, alert_type: 'milhas', active: true };
  const res = await built.app.request(
    `/api/price-alerts/${id}`,
    jsonRequest('PUT', { ...alert, created_at: now, updated_at: now, cabin: 'ECONOMY' }, bearer),
  );
  expect(res.status).toBe(200);
  return id;
}
