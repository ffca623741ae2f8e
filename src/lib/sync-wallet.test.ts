import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BonusAlertRow, WalletRow } from '@core/schemas/wallet';
import { createBonusAlert, removeBonusAlert } from '@/shared/bonus-alerts';
import { saveWalletEntry, walletRowId, walletRows } from '@/shared/wallet';
import { LocalDb } from './local-db';
import { deleteLocal, flushOutbox, writeLocal } from './outbox';
import { apiTransport, forgetUser, pullChanges } from './sync';

// "Minhas milhas" syncs like saved flights: the wallet rows and the bonus alerts go through the same outbox and pulls.

const USER = 'user-1';
const T0 = '2026-11-26T10:00:00.000Z';
let db: LocalDb;
let sent: { method: string; url: string }[];
let online: boolean;
/** The stand-in server's rows, by id, as it would keep them. */
let kept: Map<string, WalletRow | BonusAlertRow>;
let pulled: Record<string, unknown[]>;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const walletRow = (id: string, balance: number, updated_at = T0): WalletRow => ({
  id,
  program: 'SMILES',
  member_id: null,
  balance,
  milheiro: 17.5,
  tier: null,
  created_at: T0,
  updated_at,
  deleted_at: null,
});

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
  sent = [];
  online = true;
  kept = new Map();
  pulled = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!online) throw new TypeError('Failed to fetch');
      const method = init.method ?? 'GET';
      sent.push({ method, url });
      const path = url.split('?')[0] ?? url;
      if (method === 'GET') return Response.json({ items: pulled[path] ?? [], cursor: 'v1:3', hasMore: false });
      const id = path.split('/').pop() ?? '';
      if (method === 'PUT') kept.set(id, JSON.parse(String(init.body)));
      else kept.set(id, { ...(kept.get(id) as WalletRow), deleted_at: T0 });
      return Response.json({ success: true, applied: true, item: kept.get(id) });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  db.close();
});

describe('wallet rows on the device', () => {
  it('show at once, reach the server once (PUT /api/wallet/:id) and settle', async () => {
    online = false;
    await writeLocal(db, USER, 'wallet', walletRow(uuid(1), 45_000));
    expect((await db.wallet.get(uuid(1)))?.pending).toBe(1);
    expect(await flushOutbox(db, USER, apiTransport)).toBe('retry');
    online = true;
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(sent).toEqual([{ method: 'PUT', url: `/api/wallet/${uuid(1)}` }]);
    expect(await db.wallet.get(uuid(1))).toMatchObject({ balance: 45_000, pending: 0 });
  });

  it('one row per user and programme: a second save edits it and keeps its creation time', async () => {
    online = false;
    await saveWalletEntry(USER, { program: 'LIVELO', balance: 10_000, milheiro: null, tier: null }, db, new Date(T0));
    const later = new Date('2026-11-26T11:00:00.000Z');
    await saveWalletEntry(USER, { program: 'LIVELO', balance: 12_500, milheiro: 35, tier: 'Clube' }, db, later);
    const rows = await walletRows(USER, db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: await walletRowId(USER, 'LIVELO'), balance: 12_500, created_at: T0 });
    expect(await walletRowId('user-2', 'LIVELO')).not.toBe(rows[0]?.id);
  });

  it('a delete is a tombstone sent as DELETE, and the tombstone the server keeps stays hidden', async () => {
    await writeLocal(db, USER, 'wallet', walletRow(uuid(2), 1000));
    await deleteLocal(db, USER, 'wallet', uuid(2));
    expect(await walletRows(USER, db)).toEqual([]);
    await flushOutbox(db, USER, apiTransport);
    expect(sent.map((s) => s.method)).toEqual(['PUT', 'DELETE']);
    expect((await db.wallet.get(uuid(2)))?.deleted_at).toBe(T0);
  });

  it("a pull brings another device's rows and leaves a row with a waiting write alone", async () => {
    online = false;
    await writeLocal(db, USER, 'wallet', walletRow(uuid(3), 5000));
    online = true;
    pulled['/api/wallet'] = [walletRow(uuid(3), 99_000), walletRow(uuid(4), 7000)];
    await pullChanges(db, USER, 'wallet');
    expect((await db.wallet.get(uuid(3)))?.balance).toBe(5000);
    expect(await db.wallet.get(uuid(4))).toMatchObject({ balance: 7000, pending: 0, userId: USER });
    expect((await db.cursors.get(`${USER}:wallet`))?.cursor).toBe('v1:3');
  });

  it('a programme a newer server knows and this build does not: the rest is stored, the cursor waits for the update', async () => {
    await db.cursors.put({ key: `${USER}:wallet`, cursor: 'v1:1' });
    pulled['/api/wallet'] = [walletRow(uuid(5), 7000), { ...walletRow(uuid(6), 9000), program: 'NOVO_PROGRAMA' }];
    await pullChanges(db, USER, 'wallet');
    expect(await db.wallet.get(uuid(5))).toMatchObject({ balance: 7000, pending: 0 });
    expect(await db.wallet.get(uuid(6))).toBeUndefined();
    expect((await db.cursors.get(`${USER}:wallet`))?.cursor).toBe('v1:1');
    // Once every row reads (here the server stops sending it), the cursor moves on.
    pulled['/api/wallet'] = [walletRow(uuid(5), 7000)];
    await pullChanges(db, USER, 'wallet');
    expect(sent.map((s) => s.url)).toEqual(['/api/wallet?updated_since=v1%3A1', '/api/wallet?updated_since=v1%3A1']);
    expect((await db.cursors.get(`${USER}:wallet`))?.cursor).toBe('v1:3');
  });
});

describe('bonus alerts on the device', () => {
  it('a double submit writes one alert; removing it sends PUT then DELETE to /api/bonus-alerts', async () => {
    const alert = { from: 'LIVELO', to: 'SMILES', min_bonus_percent: 80 } as const;
    expect(await createBonusAlert(USER, alert, db)).toBe('created');
    expect(await createBonusAlert(USER, alert, db)).toBe('already');
    const [row] = await db.bonusAlerts.toArray();
    expect(row).toMatchObject({ from: 'LIVELO', to: 'SMILES', min_bonus_percent: 80, pending: 1 });
    await removeBonusAlert(USER, row?.id ?? '', db);
    await flushOutbox(db, USER, apiTransport);
    expect(sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.url}`)).toEqual([
      `PUT /api/bonus-alerts/${row?.id}`,
      `DELETE /api/bonus-alerts/${row?.id}`,
    ]);
  });

  it('are pulled from the server, and sign-out forgets them with the wallet', async () => {
    pulled['/api/bonus-alerts'] = [
      {
        id: uuid(5),
        from: 'ESFERA',
        to: 'AZUL',
        min_bonus_percent: 90,
        created_at: T0,
        updated_at: T0,
        deleted_at: null,
      },
    ];
    await pullChanges(db, USER, 'bonus_alerts');
    await writeLocal(db, USER, 'wallet', walletRow(uuid(6), 1));
    expect(await db.bonusAlerts.get(uuid(5))).toMatchObject({ to: 'AZUL', pending: 0 });
    await forgetUser(db, USER);
    expect(await db.bonusAlerts.count()).toBe(0);
    expect(await db.wallet.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
