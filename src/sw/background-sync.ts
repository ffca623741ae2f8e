/// <reference lib="webworker" />
// Background Sync (DESIGN §7): the outbox reaches the server once the network is back, even after the
// tab closed. The worker has no stored token; it sends the session cookies like the page's socket does.
import type { LocalDb } from '@/lib/local-db';
import { flushAll, type SyncTransport } from '@/lib/outbox';
import { renewSession } from '@/lib/session-refresh';

async function request(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A request with the access cookie; when it has expired, one refresh (under the shared lock) and one retry. */
async function withSession(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await request(method, path, body);
  if (res.status !== 401 || (await renewSession()) === null) return res;
  return request(method, path, body);
}

const cookieTransport: SyncTransport = async (method, path, body) => {
  const res = await withSession(method, path, body);
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
};

/**
 * Sends the signed-in user's waiting writes and search logs. Throws while something may still pass, so the
 * browser schedules another attempt; signed out there is nothing this worker may send.
 */
export async function flushFromWorker(db: LocalDb): Promise<void> {
  const me = await withSession('GET', '/api/auth/me');
  if (me.status === 401) return;
  if (!me.ok) throw new Error(`auth/me ${me.status}`);
  const { user } = (await me.json()) as { user: { id: string } };
  // Under the outbox lock: a sign-out in a tab waits for this round before it forgets the user's rows.
  if ((await flushAll(db, user.id, cookieTransport)) === 'retry') throw new Error('sincronização pendente');
}
