import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { createLogger } from '../../server/logger';
import { BOT_TEXTS } from '../../server/telegram/commands';
import { createLinkToken } from '../../server/telegram/link-store';
import { startTelegramUpdates, type TelegramUpdates } from '../../server/telegram/poller';
import { createUser } from '../helpers/auth';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { type PostgresServer, startPostgres } from '../helpers/postgres-server';

// Long polling on several instances sharing one PostgreSQL: only the lease holder calls getUpdates (never two
// polls open at once, which Telegram answers with 409), a stopped leader hands over, and the stored offset means a
// restart does not replay what was handled.

let server: PostgresServer;
let telegram: FakeTelegram;
const dbs: Db[] = [];
const pollers: TelegramUpdates[] = [];

beforeAll(async () => {
  server = await startPostgres();
  telegram = await startFakeTelegram();
  const first = await openDb({ databaseUrl: server.url, dataDir: '/nonexistent' });
  await migrate(first);
  dbs.push(first);
}, 60_000);
afterAll(async () => {
  for (const p of pollers) await p.stop();
  for (const db of dbs) await db.close();
  await telegram.close();
  server?.stop();
});

/** One more instance: its own connection pool, its own poller. */
async function instance(name: string) {
  const db = await openDb({ databaseUrl: server.url, dataDir: '/nonexistent' });
  dbs.push(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    PUBLIC_URL: 'http://localhost',
    ...telegram.env({ TELEGRAM_POLL_TIMEOUT_SECONDS: '1' }),
  });
  const poller = startTelegramUpdates(
    { db, config, log: createLogger('silent') },
    { instance: name, followerRetryMs: 50 },
  );
  pollers.push(poller);
  return { db, poller };
}

const db = () => dbs[0] as Db;
const leader = async () =>
  (await db().query<{ leader: string | null }>('SELECT leader FROM telegram_bot_state'))[0]?.leader;
const answers = () => telegram.standIn.sent.map((m) => m.text);

describe('long polling on two instances (PostgreSQL)', () => {
  it('one polls at a time, hands over when it stops, and never replays after a restart', async () => {
    const a = await instance('a');
    const b = await instance('b');
    // Three accounts link their chats while both instances run.
    for (const chat of [9001, 9002, 9003]) {
      const user = await createUser(db());
      telegram.standIn.feed(chat, `/start ${await createLinkToken(db(), user.id)}`);
      await telegram.standIn.until(() => telegram.standIn.sent.some((m) => m.chat_id === chat));
    }
    expect(answers()).toEqual([BOT_TEXTS.linked, BOT_TEXTS.linked, BOT_TEXTS.linked]);
    // A few more empty rounds of the 1-second poll while the follower keeps trying every 50 ms.
    const polls = () => telegram.standIn.calls.filter((c) => c === 'getUpdates').length;
    const seen = polls();
    await telegram.standIn.until(() => polls() >= seen + 3);
    expect(telegram.standIn.maxOpenPolls).toBe(1);
    expect(telegram.standIn.conflicts).toBe(0);

    // The leader stops: the other takes over.
    const first = await leader();
    expect(['a', 'b']).toContain(first);
    await (first === 'a' ? a : b).poller.stop();
    telegram.standIn.feed(9004, '/parar');
    await telegram.standIn.until(() => telegram.standIn.sent.length === 4);
    expect(answers()[3]).toBe(BOT_TEXTS.notLinked);
    expect(await leader()).toBe(first === 'a' ? 'b' : 'a');

    // Everyone stops; a new instance starts from the stored offset: nothing handled twice.
    await (first === 'a' ? b : a).poller.stop();
    const [state] = await db().query<{ next_offset: string }>('SELECT next_offset::text FROM telegram_bot_state');
    const afterStop = polls();
    await instance('c');
    await telegram.standIn.until(() => polls() >= afterStop + 2);
    expect(telegram.standIn.sent).toHaveLength(4);
    expect(Number(state?.next_offset)).toBeGreaterThan(1000);
    expect(telegram.standIn.maxOpenPolls).toBe(1);
    expect(telegram.standIn.conflicts).toBe(0);
    const links = await db().query<{ chat_id: string }>('SELECT chat_id::text FROM telegram_links ORDER BY 1');
    expect(links.map((l) => l.chat_id)).toEqual(['9001', '9002', '9003']);
  }, 60_000);
});
