import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TelegramUpdate } from '../../core/schemas/telegram';
import type { Db } from '../../server/db/client';
import { createLogger, type Logger } from '../../server/logger';
import { BotApiError, sendMessage } from '../../server/telegram/bot-api';
import { BOT_TEXTS, handleUpdateOnce } from '../../server/telegram/commands';
import { telegramNotification } from '../../server/notifications/channels/telegram';
import { startTelegramUpdates } from '../../server/telegram/poller';
import { LINKS_PER_HOUR, MAX_RETRY_AFTER_SECONDS } from '../../server/telegram/settings';
import { jsonRequest } from '../helpers/auth';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { linkToken, postUpdate, status, subscriber, telegramApp, webhookUpdate } from '../helpers/telegram-bed';
import { createTestDb, resetDb } from '../helpers/test-db';

// The bot's updates: each update_id answered once (Telegram re-posts a webhook update it had no timely answer for,
// to any instance; a restarted poller asks again for the one in hand), in a group only the commands naming this bot,
// and 'Receber no Telegram' links bounded per account.

let db: Db;
let telegram: FakeTelegram;

beforeAll(async () => {
  db = await createTestDb();
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram.close();
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  telegram.standIn.sent.length = 0;
});

const answersTo = (chatId: number) => telegram.standIn.sent.filter((m) => m.chat_id === chatId).map((m) => m.text);

describe('each update once', () => {
  it('a webhook update posted again, to this or another instance, even at the same time, is answered once', async () => {
    const one = telegramApp(db, telegram);
    const other = telegramApp(db, telegram);
    const user = await subscriber(one, db);
    const update = webhookUpdate(9101, `/start ${await linkToken(one, user.bearer)}`);
    const replies = await Promise.all([postUpdate(one, update), postUpdate(other, update)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect((await postUpdate(other, update)).status).toBe(200);
    expect(answersTo(9101)).toEqual([BOT_TEXTS.linked]);
    expect(await status(one, user.bearer)).toEqual({ configured: true, linked: true });
    // A new update from the same chat is a new message: answered.
    expect((await postUpdate(one, webhookUpdate(9101, '/ajuda'))).status).toBe(200);
    expect(answersTo(9101)).toEqual([BOT_TEXTS.linked, BOT_TEXTS.help]);
  });

  it('a handling that failed gives its claim back, so Telegram’s retry is answered', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    const update = webhookUpdate(9102, `/start ${await linkToken(built, user.bearer)}`) as TelegramUpdate;
    // The database fails mid-way (the link's transaction): the update is not handled, and not marked as handled.
    const failing = Object.create(db) as Db;
    failing.transaction = () => Promise.reject(new Error('conexão perdida'));
    await expect(handleUpdateOnce({ ...built.deps, db: failing }, update)).rejects.toThrow('conexão perdida');
    expect(await handleUpdateOnce(built.deps, update)).toBe(BOT_TEXTS.linked);
    expect(await handleUpdateOnce(built.deps, update)).toBeNull();
    expect(answersTo(9102)).toEqual([BOT_TEXTS.linked]);
  });

  it('long polling: an update another instance already handled (it crashed before storing the offset) stays silent', async () => {
    const built = telegramApp(db, telegram, { TELEGRAM_POLL_TIMEOUT_SECONDS: '1' });
    const replayed = telegram.standIn.feed(9103, '/parar');
    // What the crashed instance left: its claim of the update, and the offset still before it.
    await db.query('INSERT INTO telegram_updates (update_id) VALUES ($1)', [replayed]);
    const fresh = telegram.standIn.feed(9103, '/parar');
    const poller = startTelegramUpdates({ ...built.deps, log: createLogger('silent') }, { followerRetryMs: 50 });
    await telegram.standIn.until(() => answersTo(9103).length > 0);
    // stop() lets the batch in hand finish, its offsets stored: past both updates, nothing is asked for again.
    await poller.stop();
    const [state] = await db.query<{ n: string }>('SELECT next_offset::text AS n FROM telegram_bot_state');
    expect(state?.n).toBe(String(fresh + 1));
    expect(answersTo(9103)).toEqual([BOT_TEXTS.notLinked]);
    const claims = await db.query<{ update_id: string }>('SELECT update_id::text FROM telegram_updates ORDER BY 1');
    expect(claims.map((c) => Number(c.update_id))).toEqual([replayed, fresh]);
  });
});

/** A message in a group, as Telegram posts it. */
function groupUpdate(updateId: number, text: string, type: 'group' | 'supergroup' = 'group') {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: -4001, type, title: 'Viagens da família' },
      from: { id: 9201, is_bot: false, first_name: 'Viajante' },
      text,
    },
  };
}

describe('in a group', () => {
  it('answers only a command naming this bot, once, and ignores every other text', async () => {
    const built = telegramApp(db, telegram);
    const silent = [
      'bom dia, alguém viu passagem pra Lisboa?',
      '/start',
      '/parar',
      '/start@OutroBot',
      'oi @BussolaAlertasBot',
    ];
    let id = 77_000;
    for (const text of silent) expect((await postUpdate(built, groupUpdate(id++, text))).status).toBe(200);
    expect(answersTo(-4001)).toEqual([]);
    const addressed = groupUpdate(id++, '/start@bussolaalertasbot abc', 'supergroup');
    expect((await postUpdate(built, addressed)).status).toBe(200);
    expect((await postUpdate(built, addressed)).status).toBe(200);
    expect(answersTo(-4001)).toEqual([BOT_TEXTS.notPrivate]);
    // Nothing was linked from the group.
    expect(await db.query('SELECT 1 FROM telegram_links')).toEqual([]);
  });
});

describe('POST /api/telegram/link', () => {
  it(`gives ${LINKS_PER_HOUR} links per account per hour, then 429 in pt-BR with Retry-After; others unaffected`, async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    const post = (bearer: Record<string, string>) =>
      built.app.request('/api/telegram/link', jsonRequest('POST', undefined, bearer));
    for (let i = 0; i < LINKS_PER_HOUR; i++) expect((await post(user.bearer)).status).toBe(200);
    const limited = await post(user.bearer);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe(
      `Você já gerou ${LINKS_PER_HOUR} links do Telegram na última hora. Tente novamente mais tarde.`,
    );
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(3000);
    expect(seconds).toBeLessThanOrEqual(3600);
    // Only the links given were stored.
    expect(await db.query('SELECT 1 FROM telegram_link_tokens')).toHaveLength(LINKS_PER_HOUR);
    const other = await subscriber(built, db);
    expect((await post(other.bearer)).status).toBe(200);
  });
});

/** A logger that keeps its warnings. */
function warnings(): { log: Logger; lines: { msg: string; fields?: Record<string, unknown> }[] } {
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  const quiet = createLogger('silent');
  return { lines, log: { ...quiet, warn: (msg, fields) => lines.push({ msg, ...(fields ? { fields } : {}) }) } };
}

describe("Telegram's retry_after", () => {
  const HUGE = 2 ** 31 - 1;

  it('is honoured for one hour at most: the error says so, and so does the log', async () => {
    const settings = telegramApp(db, telegram).deps.config.telegram;
    if (!settings) throw new Error('bot não configurado');
    telegram.standIn.failSends({ code: 429, description: 'Too Many Requests', retryAfter: HUGE });
    const err = await sendMessage(settings, 1, 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BotApiError);
    expect(err).toMatchObject({ retryAfter: MAX_RETRY_AFTER_SECONDS, askedRetryAfter: HUGE });
  });

  it('a 429 asking for 2^31 − 1 seconds pauses every send for an hour, not for 68 years', async () => {
    const built = telegramApp(db, telegram);
    const { log, lines } = warnings();
    const user = await subscriber(built, db);
    await db.query('INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, 9301)', [user.id]);
    telegram.standIn.failSends({ code: 429, description: 'Too Many Requests', retryAfter: HUGE });
    const owed = {
      id: randomUUID(),
      user_id: user.id,
      alert_id: randomUUID(),
      title: 'GRU → MIA',
      body: 'b',
      url: '/',
    };
    expect(await telegramNotification({ ...built.deps, log }, owed)).toEqual({
      done: false,
      retryAfterSeconds: MAX_RETRY_AFTER_SECONDS,
    });
    const [pause] = await db.query<{ seconds: string }>(
      'SELECT round(extract(epoch FROM send_paused_until - now()))::text AS seconds FROM telegram_bot_state',
    );
    expect(Number(pause?.seconds)).toBeGreaterThan(MAX_RETRY_AFTER_SECONDS - 120);
    expect(Number(pause?.seconds)).toBeLessThanOrEqual(MAX_RETRY_AFTER_SECONDS);
    expect(lines).toEqual([
      {
        msg: 'retry_after do Telegram acima do limite: pausa reduzida',
        fields: { method: 'sendMessage', asked_seconds: HUGE, honoured_seconds: MAX_RETRY_AFTER_SECONDS },
      },
    ]);
    await db.query('UPDATE telegram_bot_state SET send_paused_until = NULL');
  });
});
