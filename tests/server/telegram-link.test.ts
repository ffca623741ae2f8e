import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { BOT_TEXTS } from '../../server/telegram/commands';
import { jsonRequest } from '../helpers/auth';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { linkToken, postUpdate, say, status, subscriber, telegramApp, webhookUpdate } from '../helpers/telegram-bed';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// Linking a Telegram chat to an account: the deep link's single-use token, /start and /parar in the chat,
// DELETE /api/telegram, one chat per account, and the webhook's secret header.

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

describe('Telegram not configured', () => {
  it('says so, and links nothing', async () => {
    const built = createTestApp(db);
    const user = await subscriber(built, db);
    expect(await status(built, user.bearer)).toEqual({ configured: false, linked: false });
    const res = await built.app.request('/api/telegram/link', jsonRequest('POST', undefined, user.bearer));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ success: false, error: 'Telegram não configurado.' });
    const hook = await postUpdate(built, webhookUpdate(1, '/start'));
    expect(hook.status).toBe(503);
  });
});

describe('linking a chat', () => {
  it('links the chat that sends /start <token>, answers in pt-BR, and the token works once', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: false });
    const token = await linkToken(built, user.bearer);
    expect(await say(built, telegram, 7001, `/start ${token}`)).toBe(BOT_TEXTS.linked);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: true });
    // Telegram redelivering the same /start to the same chat is not an error…
    expect(await say(built, telegram, 7001, `/start ${token}`)).toBe(BOT_TEXTS.linked);
    // …another chat spending it is.
    expect(await say(built, telegram, 7002, `/start ${token}`)).toBe(BOT_TEXTS.used);
    const rows = await db.query<{ chat_id: string }>('SELECT chat_id::text FROM telegram_links');
    expect(rows).toEqual([{ chat_id: '7001' }]);
  });

  it('stores only the hash of the token', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    const token = await linkToken(built, user.bearer);
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM telegram_link_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('explains a wrong, an expired and a missing token', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    expect(await say(built, telegram, 7001, `/start ${'x'.repeat(43)}`)).toBe(BOT_TEXTS.unknown);
    expect(await say(built, telegram, 7001, '/start <b>nada</b>')).toBe(BOT_TEXTS.unknown);
    expect(await say(built, telegram, 7001, '/start')).toBe(BOT_TEXTS.welcome);
    const token = await linkToken(built, user.bearer);
    await db.query("UPDATE telegram_link_tokens SET expires_at = now() - interval '1 second'");
    expect(await say(built, telegram, 7001, `/start ${token}`)).toBe(BOT_TEXTS.expired);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: false });
  });

  it('a token lives 15 minutes', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    await linkToken(built, user.bearer);
    const [row] = await db.query<{ minutes: string }>(
      'SELECT round(extract(epoch FROM expires_at - now()) / 60)::text AS minutes FROM telegram_link_tokens',
    );
    expect(row?.minutes).toBe('15');
  });

  it('a chat belongs to one account: another account’s token from it is refused', async () => {
    const built = telegramApp(db, telegram);
    const ana = await subscriber(built, db);
    const bia = await subscriber(built, db);
    expect(await say(built, telegram, 7001, `/start ${await linkToken(built, ana.bearer)}`)).toBe(BOT_TEXTS.linked);
    expect(await say(built, telegram, 7001, `/start ${await linkToken(built, bia.bearer)}`)).toBe(
      BOT_TEXTS.other_account,
    );
    expect(await status(built, bia.bearer)).toEqual({ configured: true, linked: false });
    // An account moves to its newest chat.
    expect(await say(built, telegram, 7002, `/start ${await linkToken(built, ana.bearer)}`)).toBe(BOT_TEXTS.linked);
    const rows = await db.query<{ chat_id: string }>('SELECT chat_id::text FROM telegram_links');
    expect(rows).toEqual([{ chat_id: '7002' }]);
  });

  it('/parar in the chat and DELETE /api/telegram both unlink', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    await say(built, telegram, 7001, `/start ${await linkToken(built, user.bearer)}`);
    expect(await say(built, telegram, 7001, '/parar')).toBe(BOT_TEXTS.stopped);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: false });
    expect(await say(built, telegram, 7001, '/parar')).toBe(BOT_TEXTS.notLinked);

    await say(built, telegram, 7001, `/start ${await linkToken(built, user.bearer)}`);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: true });
    const res = await built.app.request('/api/telegram', { method: 'DELETE', headers: user.bearer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ configured: true, linked: false });
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: false });
  });

  it('answers other chats and texts without linking anything', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    const token = await linkToken(built, user.bearer);
    // In a group a bare /start may be another bot's: silence. Named to this bot: alerts are private.
    const bare = webhookUpdate(-100123, `/start ${token}`);
    bare.message.chat.type = 'group';
    expect((await postUpdate(built, bare)).status).toBe(200);
    expect(telegram.standIn.sent).toEqual([]);
    const named = webhookUpdate(-100123, `/start@BussolaAlertasBot ${token}`);
    named.message.chat.type = 'group';
    expect((await postUpdate(built, named)).status).toBe(200);
    expect(telegram.standIn.sent.at(-1)?.text).toBe(BOT_TEXTS.notPrivate);
    expect(await say(built, telegram, 7001, 'oi')).toBe(BOT_TEXTS.help);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: false });
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong secret in pt-BR, and reads nothing', async () => {
    const built = telegramApp(db, telegram);
    const user = await subscriber(built, db);
    const token = await linkToken(built, user.bearer);
    const missing = await postUpdate(built, webhookUpdate(7001, `/start ${token}`), null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ success: false, error: 'Segredo do webhook ausente.' });
    const wrong = await postUpdate(built, webhookUpdate(7001, `/start ${token}`), 'segredo-errado-de-teste');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ success: false, error: 'Segredo do webhook inválido.' });
    // Same length, one character off.
    const almost = await postUpdate(built, webhookUpdate(7001, `/start ${token}`), 'segredo-do-webhook-de-testf');
    expect(almost.status).toBe(403);
    expect(await status(built, user.bearer)).toEqual({ configured: true, linked: false });
    expect(telegram.standIn.sent).toEqual([]);
  });

  it('answers a malformed update with a pt-BR 400', async () => {
    const built = telegramApp(db, telegram);
    const bad = await postUpdate(built, { update_id: -1, message: { chat: 'x' } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).not.toMatch(/invalid|expected/i);
  });
});
