import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalDb } from './local-db';
import {
  flushNotificationReads,
  markAllNotificationsRead,
  markNotificationRead,
  storePulledNotification,
} from './notification-reads';
import { makeNotification } from '@tests/unit/fakes/notification-fixture';
import { pullChanges } from './sync';
import type { SyncTransport } from './sync-transport';

const USER = 'user-1';
let db: LocalDb;

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
});
afterEach(() => {
  vi.unstubAllGlobals();
  db.close();
});

describe('notification read marks', () => {
  it('marks read on the device at once, sends the mark later, and a refusal settles it', async () => {
    for (const id of ['a', 'b', 'c']) await storePulledNotification(db, USER, makeNotification(id));
    await markNotificationRead(db, USER, 'a', new Date('2026-11-22T13:00:00Z'));
    expect(await db.notifications.get('a')).toMatchObject({ read_at: '2026-11-22T13:00:00.000Z', pending: 1 });

    let online = false;
    const sent: string[] = [];
    const send: SyncTransport = async (method, path) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(`${method} ${path}`);
      return { status: path.includes('/b/') ? 404 : 200, body: {} };
    };
    expect(await flushNotificationReads(db, USER, send)).toBe('retry');
    expect((await db.notifications.get('a'))?.pending).toBe(1);

    await markAllNotificationsRead(db, USER);
    online = true;
    expect(await flushNotificationReads(db, USER, send)).toBe('done');
    expect(sent.sort()).toEqual([
      'PUT /api/notifications/a/read',
      'PUT /api/notifications/b/read',
      'PUT /api/notifications/c/read',
    ]);
    expect((await db.notifications.toArray()).map((n) => n.pending)).toEqual([0, 0, 0]);
  });

  it('a pull does not undo a read mark still waiting, and brings the server read state otherwise', async () => {
    await storePulledNotification(db, USER, makeNotification('a'));
    await markNotificationRead(db, USER, 'a');
    await storePulledNotification(db, USER, makeNotification('a'));
    expect(await db.notifications.get('a')).toMatchObject({ pending: 1 });
    expect((await db.notifications.get('a'))?.read_at).not.toBeNull();

    await storePulledNotification(db, USER, makeNotification('b', { read_at: '2026-11-22T14:00:00.000Z' }));
    expect(await db.notifications.get('b')).toMatchObject({ read_at: '2026-11-22T14:00:00.000Z', pending: 0 });
  });

  it('notifications are pulled like saved flights: parsed, stored for the user, cursor kept', async () => {
    const urls: string[] = [];
    const uuid = '00000000-0000-4000-8000-000000000001';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ items: [makeNotification(uuid)], cursor: 'v1:9', hasMore: false }));
      }),
    );
    await pullChanges(db, USER, 'notifications');
    await pullChanges(db, USER, 'notifications');
    expect(urls).toEqual(['/api/notifications', '/api/notifications?updated_since=v1%3A9']);
    expect(await db.notifications.get(uuid)).toMatchObject({ userId: USER, pending: 0, read_at: null });
  });
});
