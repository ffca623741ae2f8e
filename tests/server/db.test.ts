import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createTestDb } from '../helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('migrations', () => {
  it('are idempotent: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('create every table of the design', async () => {
    const rows = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'user_profiles',
      'kiwify_subscriptions',
      'sessions',
      'auth_tokens',
      'saved_flights',
      'price_alerts',
      'search_logs',
      'searches',
      'search_cache',
      'push_subscriptions',
      'mail_outbox',
      'schema_migrations',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('keep e-mails unique and lower-case', async () => {
    await db.query("INSERT INTO users (email) VALUES ('ana@exemplo.com.br')");
    await expect(db.query("INSERT INTO users (email) VALUES ('ana@exemplo.com.br')")).rejects.toThrow();
    await expect(db.query("INSERT INTO users (email) VALUES ('Ana@Exemplo.com.br')")).rejects.toThrow();
  });

  it('store money as numeric reais and roll back a failed transaction whole', async () => {
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email) VALUES ('bia@exemplo.com.br') RETURNING id",
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO price_alerts (id, user_id, origin, destination, max_price) VALUES (gen_random_uuid(), $1, 'GRU', 'MIA', 1234.56)",
          [user?.id],
        );
        await tx.query(
          "INSERT INTO price_alerts (id, user_id, origin, destination, max_price) VALUES (gen_random_uuid(), $1, 'GRU', 'MIA', -1)",
          [user?.id],
        );
      }),
    ).rejects.toThrow();
    expect(await db.query('SELECT * FROM price_alerts')).toHaveLength(0);
    await db.query(
      "INSERT INTO price_alerts (id, user_id, origin, destination, max_price) VALUES (gen_random_uuid(), $1, 'GRU', 'MIA', 1234.567)",
      [user?.id],
    );
    const [alert] = await db.query<{ max_price: unknown }>('SELECT max_price FROM price_alerts');
    expect(Number(alert?.max_price)).toBe(1234.57);
  });
});
