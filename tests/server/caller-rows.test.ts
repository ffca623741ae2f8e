import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCallerRow } from '../../server/auth/caller-rows';
import type { Db } from '../../server/db/client';
import { createUser } from '../helpers/auth';
import { createTestDb } from '../helpers/test-db';

// authenticate's read of the caller's row: remembered on embedded PGlite until users change (migration 0007
// announces every committed change), read every time on PostgreSQL.

let base: Db;
beforeAll(async () => {
  base = await createTestDb();
});
afterAll(() => base.close());

/** A view of the test database that counts reads of users and can hold their results back. */
function counted(kind: Db['kind'] = 'pglite') {
  const view = { reads: 0, hold: null as { reached: () => void; until: Promise<void> } | null };
  const db: Db = {
    ...base,
    kind,
    query: (async (sql: string, params?: unknown[]) => {
      if (!/FROM users/.test(sql)) return base.query(sql, params);
      view.reads++;
      const rows = await base.query(sql, params);
      const hold = view.hold;
      if (hold) {
        hold.reached();
        await hold.until;
      }
      return rows;
    }) as Db['query'],
  };
  return { db, view };
}

/** Reads once so that the view is listening, then once more to be remembered. */
async function warmed(kind: Db['kind'] = 'pglite') {
  const user = await createUser(base);
  const { db, view } = counted(kind);
  await readCallerRow(db, user.id);
  await readCallerRow(db, user.id);
  return { db, view, user };
}

describe('the caller row on embedded PGlite', () => {
  it('is read once, then remembered, frozen, for every request', async () => {
    const { db, view, user } = await warmed();
    const reads = view.reads;
    const row = await readCallerRow(db, user.id);
    expect(row?.email).toBe(user.email);
    expect(view.reads).toBe(reads);
    expect(Object.isFrozen(row)).toBe(true);
  });

  it('is read again after any committed change to users: update, transaction, insert, delete, truncate', async () => {
    const { db, view, user } = await warmed();
    const changes: [string, () => Promise<unknown>][] = [
      ['update', () => base.query("UPDATE users SET subscription_plan = 'anual' WHERE id = $1", [user.id])],
      [
        'transaction',
        () => base.transaction((tx) => tx.query("UPDATE users SET role = 'admin' WHERE id = $1", [user.id])),
      ],
      ['insert', () => createUser(base)],
      ['unrelated update', () => base.query("UPDATE users SET full_name = 'Outra' WHERE id <> $1", [user.id])],
    ];
    for (const [name, change] of changes) {
      await readCallerRow(db, user.id);
      const before = view.reads;
      await change();
      await readCallerRow(db, user.id);
      expect(view.reads, name).toBe(before + 1);
    }
    expect(await readCallerRow(db, user.id)).toMatchObject({ subscription_plan: 'anual', role: 'admin' });

    await base.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await readCallerRow(db, user.id)).toBeNull();
  });

  it('is not read again after a rolled-back change (nothing changed, nothing was announced)', async () => {
    const { db, view, user } = await warmed();
    const reads = view.reads;
    await base
      .transaction(async (tx) => {
        await tx.query("UPDATE users SET role = 'admin' WHERE id = $1", [user.id]);
        throw new Error('desfaz');
      })
      .catch(() => {});
    expect(await readCallerRow(db, user.id)).toMatchObject({ role: 'user' });
    expect(view.reads).toBe(reads);
  });

  it('does not keep a row read before a change whose announcement came while it was on its way', async () => {
    const { db, view, user } = await warmed();
    await base.query('UPDATE users SET full_name = full_name WHERE id = $1', [user.id]); // forget
    let release = () => {};
    let reached = () => {};
    const readDone = new Promise<void>((resolve) => {
      reached = resolve;
    });
    view.hold = {
      reached,
      until: new Promise<void>((resolve) => {
        release = resolve;
      }),
    };
    const onItsWay = readCallerRow(db, user.id);
    await readDone; // it read the row as it was before the expiry below
    view.hold = null;
    await base.query("UPDATE users SET subscription_expires = now() - interval '1 day' WHERE id = $1", [user.id]);
    release();
    expect((await onItsWay)?.subscription_expires?.getTime()).toBeGreaterThan(Date.now());
    const after = await readCallerRow(db, user.id);
    expect(after?.subscription_expires?.getTime()).toBeLessThan(Date.now());
  });

  it('empties on TRUNCATE too (the tests reset tables with it)', async () => {
    const own = await createTestDb();
    const user = await createUser(own);
    await readCallerRow(own, user.id);
    expect(await readCallerRow(own, user.id)).not.toBeNull();
    await own.exec('TRUNCATE users CASCADE');
    expect(await readCallerRow(own, user.id)).toBeNull();
    await own.close();
  });
});

describe('the caller row on PostgreSQL', () => {
  it('is read on every request (other instances write too)', async () => {
    const { db, view, user } = await warmed('postgres');
    const reads = view.reads;
    await readCallerRow(db, user.id);
    await readCallerRow(db, user.id);
    expect(view.reads).toBe(reads + 2);
  });
});
