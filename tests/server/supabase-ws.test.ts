// An API client holding a Supabase session (its access token as Bearer) starts a search and streams it
// over /ws, exactly as with our own token; the exchanged session's cookie opens the socket too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { Db } from '../../server/db/client';
import { CookieJar, createUser, jsonRequest } from '../helpers/auth';
import { type FakeSupabaseAuth, startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { type LiveServer, listen, nextMessage, openAccepted, openSocket } from '../helpers/live-server';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

let db: Db;
let fake: FakeSupabaseAuth;
let built: ReturnType<typeof createTestApp>;
let live: LiveServer;
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await createTestDb();
  fake = await startFakeSupabaseAuth();
  built = createTestApp(db, { env: { SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey } });
  live = await listen(built);
});
afterAll(async () => {
  await live.close();
  await fake.close();
  await db.close();
});

async function streamToComplete(ws: WebSocket, searchId: string) {
  const messages: { type: string }[] = [];
  const done = new Promise<void>((resolve) => {
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string };
      messages.push(message);
      if (message.type === 'complete' || message.type === 'error') resolve();
    });
  });
  ws.send(JSON.stringify({ type: 'subscribe', searchId }));
  await done;
  ws.close();
  return messages;
}

describe('/ws with a Supabase session', () => {
  it('a Supabase Bearer starts a search and streams it over /ws', async () => {
    const subscriber = await createUser(db);
    const bearer = { authorization: `Bearer ${await fake.accessToken(fake.addUser({ email: subscriber.email }))}` };
    const res = await built.app.request(
      '/api/search/async',
      jsonRequest('POST', { origin: 'GRU', destination: 'MIA', departureDate: inAMonth }, bearer),
    );
    expect(res.status).toBe(200);
    const { searchId } = (await res.json()) as { searchId: string };
    const ws = await openAccepted(live.wsUrl, bearer);
    const pong = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toEqual({ type: 'pong' });
    const messages = await streamToComplete(ws, searchId);
    expect(messages.some((m) => m.type === 'results')).toBe(true);
    expect(messages.at(-1)?.type).toBe('complete');
  });

  it('the session exchanged for a Supabase token opens /ws by its cookie, as the PWA does', async () => {
    const subscriber = await createUser(db);
    const token = await fake.accessToken(fake.addUser({ email: subscriber.email }));
    const exchanged = await built.app.request(
      '/api/auth/supabase/session',
      jsonRequest('POST', { access_token: token }),
    );
    expect(exchanged.status).toBe(200);
    const jar = new CookieJar();
    jar.store(exchanged);
    const ws = await openAccepted(live.wsUrl, {
      cookie: jar.header(),
      origin: live.origin,
    });
    ws.close();
  });

  it('a Supabase token of an unconfirmed e-mail is refused at the upgrade', async () => {
    const person = fake.addUser({ email: `pendente-ws-${Date.now()}@exemplo.com.br`, emailConfirmed: false });
    const bearer = { authorization: `Bearer ${await fake.accessToken(person)}` };
    expect((await openSocket(live.wsUrl, bearer)).status).toBe(403);
  });
});
