import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { OwedNotification } from '../../server/notifications/channel';
import { claimDelivery } from '../../server/notifications/delivery-store';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import type { Db } from '../../server/db/client';
import { createLogger, redact } from '../../server/logger';
import { telegramAlertMessage, telegramNotification } from '../../server/notifications/channels/telegram';
import { seatsAeroReply } from '../helpers/alert-fakes';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { FAKE_BOT_TOKEN, type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { linkToken, putAlert, say, status, subscriber, telegramApp } from '../helpers/telegram-bed';
import { createTestDb, resetDb } from '../helpers/test-db';

// A fired alert on Telegram: written as owed with its notification, sent once per notification and chat (a crash
// between the send and its record resends at most that one), 429's retry_after honoured, 403 unlinks.

const DAY = addDaysIso(todayIsoDate(), 20);
const CHAT = 8001;
let db: Db;
let seats: FakeSeatsAero;
let telegram: FakeTelegram;

beforeAll(async () => {
  db = await createTestDb();
  seats = await startFakeSeatsAero();
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram.close();
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  await db.query('UPDATE telegram_bot_state SET send_paused_until = NULL');
  telegram.standIn.sent.length = 0;
  seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
});

/** A linked subscriber with `alerts` alerts that fire on the next job run. */
async function setup(alerts = 1, linked = true) {
  const built = telegramApp(db, telegram, {
    SEATS_AERO_API_KEY: 'chave-seats-de-teste',
    SEATS_AERO_BASE_URL: seats.baseUrl,
  });
  const user = await subscriber(built, db);
  if (linked) await say(built, telegram, CHAT, `/start ${await linkToken(built, user.bearer)}`);
  for (let i = 0; i < alerts; i++) await putAlert(built, user.bearer);
  telegram.standIn.sent.length = 0;
  return { ...built, user };
}

const alertsSent = () => telegram.standIn.sent.filter((m) => m.text.startsWith('✈️'));
const owed = async () =>
  (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM notification_deliveries WHERE telegram_pending'))[0]
    ?.n;
/** What a crashed instance's lease would do after it ran out: the delivery may be claimed again. */
const leasesRunOut = () => db.query("UPDATE notification_deliveries SET lease_until = now() - interval '1 second'");

describe('delivery on Telegram', () => {
  it('sends one message per fired alert, in HTML with a button to the search', async () => {
    const s = await setup();
    expect(await runAlertJob(s.deps)).toMatchObject({ fired: 1 });
    expect(await owed()).toBe('1');
    await deliverOwed(s.deps);
    const [sent] = alertsSent();
    expect(alertsSent()).toHaveLength(1);
    expect(sent?.chat_id).toBe(CHAT);
    expect(sent?.parse_mode).toBe('HTML');
    expect(sent?.text).toMatch(/^✈️ <b>GRU → MIA por 30\.000 milhas<\/b>\n/);
    expect(sent?.text).toContain('R$');
    // PUBLIC_URL is http here: Telegram would refuse a button to it, so the address is in the text.
    expect(sent?.reply_markup).toBeUndefined();
    expect(sent?.text).toMatch(/\nhttp:\/\/localhost\/\?origem=GRU&amp;destino=MIA&amp;data=\S+$/);
    expect(await owed()).toBe('0');
    // Done means done: another round, leases or not, sends nothing.
    await leasesRunOut();
    await deliverOwed(s.deps);
    expect(alertsSent()).toHaveLength(1);
  });

  it('owes nothing on Telegram to an account without a chat', async () => {
    const s = await setup(1, false);
    await runAlertJob(s.deps);
    expect(await owed()).toBe('0');
    await deliverOwed(s.deps);
    expect(alertsSent()).toHaveLength(0);
  });

  it('a crash between the send and its record resends that one message once, never more', async () => {
    const s = await setup(2);
    await runAlertJob(s.deps);
    // The first instance claims one delivery, sends it on Telegram and dies before recording it.
    const claimed = await claimDelivery(db, 30);
    if (!claimed?.notification) throw new Error('nada a entregar');
    expect(await telegramNotification(s.deps, claimed.notification)).toEqual({ done: true });
    expect(alertsSent()).toHaveLength(1);
    expect(await owed()).toBe('2');
    // Another instance: the other delivery now; the crashed one once its lease runs out.
    await deliverOwed(s.deps);
    expect(alertsSent()).toHaveLength(2);
    await leasesRunOut();
    await deliverOwed(s.deps);
    expect(await owed()).toBe('0');
    // Two notifications, and the one in flight at the crash once more.
    expect(alertsSent()).toHaveLength(3);
    await leasesRunOut();
    await deliverOwed(s.deps);
    expect(alertsSent()).toHaveLength(3);
  });

  it('429: waits retry_after (every instance), then sends', async () => {
    const s = await setup(1);
    await runAlertJob(s.deps);
    telegram.standIn.failSends({ code: 429, description: 'Too Many Requests: retry after 30', retryAfter: 30 });
    const before = telegram.standIn.calls.length;
    await deliverOwed(s.deps);
    expect(telegram.standIn.calls.slice(before)).toEqual(['sendMessage']);
    expect(alertsSent()).toHaveLength(0);
    // A later alert waits for the same pause without calling Telegram (the limit is the bot's, not the message's).
    await putAlert(s, s.user.bearer);
    await runAlertJob(s.deps);
    expect(await owed()).toBe('2');
    const calls = telegram.standIn.calls.length;
    await deliverOwed(s.deps);
    expect(telegram.standIn.calls.length).toBe(calls);
    const waits = await db.query<{ seconds: string }>(
      `SELECT round(extract(epoch FROM lease_until - now()))::text AS seconds FROM notification_deliveries
       WHERE telegram_pending ORDER BY 1`,
    );
    expect(waits.map((w) => Number(w.seconds))).toEqual([30, 30]);
    // Nothing is tried before then, whoever runs the worker.
    await deliverOwed(s.deps);
    expect(telegram.standIn.calls.length).toBe(calls);
    // Time passes (the leases and Telegram's pause run out): both are sent, once each.
    await leasesRunOut();
    await db.query("UPDATE telegram_bot_state SET send_paused_until = now() - interval '1 second'");
    await deliverOwed(s.deps);
    expect(alertsSent()).toHaveLength(2);
    expect(await owed()).toBe('0');
  });

  it('403 (the bot was blocked): the chat is unlinked and the message dropped', async () => {
    const s = await setup(1);
    await runAlertJob(s.deps);
    telegram.standIn.failSends({ code: 403, description: 'Forbidden: bot was blocked by the user' });
    await deliverOwed(s.deps);
    expect(alertsSent()).toHaveLength(0);
    expect(await owed()).toBe('0');
    expect(await status(s, s.user.bearer)).toEqual({ configured: true, linked: false });
    expect(await db.query('SELECT 1 FROM notification_deliveries')).toEqual([]);
  });
});

describe('the message text', () => {
  it('escapes &, < and > of every untrusted piece (HTML parse mode)', () => {
    const n: OwedNotification = {
      id: 'n1',
      user_id: 'u1',
      alert_id: 'a1',
      title: 'GRU → MIA <b>grátis</b> & <a href="x">já</a>',
      body: '01/02/2026 · 1 parada <script>alert(1)</script> · R$ 1 > R$ 0',
      url: '/resultados?origin=GRU&destination=MIA',
    };
    const { html, replyMarkup } = telegramAlertMessage(n, 'https://bussola.exemplo.com.br');
    expect(html).toBe(
      '✈️ <b>GRU → MIA &lt;b&gt;grátis&lt;/b&gt; &amp; &lt;a href="x"&gt;já&lt;/a&gt;</b>\n' +
        '01/02/2026 · 1 parada &lt;script&gt;alert(1)&lt;/script&gt; · R$ 1 &gt; R$ 0',
    );
    // The only tag left is the one we wrote.
    expect(html.match(/<[^>]*>/g)).toEqual(['<b>', '</b>']);
    expect(replyMarkup?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Ver passagens',
      url: 'https://bussola.exemplo.com.br/resultados?origin=GRU&destination=MIA',
    });
    const bonus = telegramAlertMessage({ ...n, kind: 'bonus_alert', url: '/minhas-milhas' }, 'https://b.example');
    expect(bonus.html.startsWith('🎁 ')).toBe(true);
    expect(bonus.replyMarkup?.inline_keyboard[0]?.[0]?.text).toBe('Ver em Minhas milhas');
    // Without https the link is text, escaped like the rest.
    const local = telegramAlertMessage(n, 'http://localhost:3000');
    expect(local.replyMarkup).toBeUndefined();
    expect(local.html.endsWith('\nhttp://localhost:3000/resultados?origin=GRU&amp;destination=MIA')).toBe(true);
  });

  it('the bot token never reaches a log line', () => {
    expect(redact(`falhou em https://api.telegram.org/bot${FAKE_BOT_TOKEN}/sendMessage`)).toBe(
      'falhou em https://api.telegram.org/bot<oculto>/sendMessage',
    );
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      createLogger('warn').warn(`url /bot${FAKE_BOT_TOKEN}/getUpdates`, { url: `/bot${FAKE_BOT_TOKEN}/x` });
    } finally {
      spy.mockRestore();
    }
    expect(lines.join('')).not.toContain(FAKE_BOT_TOKEN.split(':')[1]);
  });
});
