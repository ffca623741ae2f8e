import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { householdMembers, removeMember, saveMember } from '@/shared/household';
import { LocalDb } from './local-db';
import { flushOutbox } from './outbox';
import { apiTransport } from './sync';

// The household syncs like the wallet; a member the server keeps (another device has since recorded an issue
// naming them) comes back on this device instead of staying hidden here and live there.

const USER = 'user-1';
let db: LocalDb;
let sent: string[];

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push(`${method} ${url}`);
      if (method === 'DELETE')
        return Response.json(
          { success: false, error: 'Esta pessoa ainda tem saldos ou emissões registradas.', code: 'member_in_use' },
          { status: 409 },
        );
      return Response.json({ success: true, applied: true, item: JSON.parse(String(init.body)) });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  db.close();
});

describe('household members on the device', () => {
  it('a removal the server refuses (member still named) brings the member back', async () => {
    // Written while the page's own sync is not running: the test flushes by hand.
    const ana = await saveMember(USER, { name: 'Ana', relation: 'conjuge' }, null, db);
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(await removeMember(USER, ana.id, db)).toBe('removed');
    expect(await householdMembers(USER, db)).toEqual([]);

    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(sent.filter((s) => s.startsWith('DELETE'))).toEqual([`DELETE /api/household-members/${ana.id}`]);
    expect(await db.outbox.count()).toBe(0);
    expect(await householdMembers(USER, db)).toMatchObject([{ id: ana.id, name: 'Ana', deleted_at: null, pending: 0 }]);
  });
});
