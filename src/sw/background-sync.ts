/// <reference lib="webworker" />
// Background Sync (DESIGN §7): the outbox reaches the server once the network is back, even after the
// tab closed. The worker has no stored token; it sends the session cookies like the page's socket does.
import { whoAmI } from '@core/contract/session';
import type { LocalDb } from '@/lib/local-db';
import { flushAll, type SyncTransport } from '@/lib/outbox';
import { sendOperation, withSession } from './session-fetch';

const cookieTransport: SyncTransport = async (method, path, body) => {
  const res = await withSession(method, path, body);
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
};

/**
 * Sends the signed-in user's waiting writes and search logs. Throws while something may still pass, so the
 * browser schedules another attempt; signed out there is nothing this worker may send.
 */
export async function flushFromWorker(db: LocalDb): Promise<void> {
  const me = await sendOperation(whoAmI);
  if (me.status === 401) return;
  if (!me.ok) throw new Error(`auth/me ${me.status}`);
  const { user } = (await me.json()) as { user: { id: string } };
  // Under the outbox lock: a sign-out in a tab waits for this round before it forgets the user's rows.
  if ((await flushAll(db, user.id, cookieTransport)) === 'retry') throw new Error('sincronização pendente');
}
