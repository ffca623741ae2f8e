import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureAdmin, loadJwtSecret } from '../../server/auth/bootstrap';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
const log = createLogger('silent');
beforeAll(async () => {
  db = await createTestDb();
});
beforeEach(async () => {
  await resetDb(db);
});
afterAll(async () => {
  await db.close();
});

interface UserRow {
  email: string;
  role: string;
  password_hash: string;
  requires_password_change: boolean;
}

describe('first start', () => {
  it('creates an admin with a generated password, printed once and to be changed', async () => {
    const printed: string[] = [];
    await ensureAdmin(db, {}, log, (t) => printed.push(t));
    const users = await db.query<UserRow>('SELECT * FROM users');
    expect(users).toHaveLength(1);
    const admin = users[0] as UserRow;
    expect(admin.role).toBe('admin');
    expect(admin.requires_password_change).toBe(true);
    const password = printed.join('').match(/Senha provisória \(mostrada só agora\): (\S+)/)?.[1];
    expect(password).toBeDefined();
    expect(await verifyPassword(password as string, admin.password_hash)).toBe(true);

    await ensureAdmin(db, {}, log, (t) => printed.push(t));
    expect(printed).toHaveLength(1);
    expect(await db.query('SELECT * FROM users')).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, printing nothing', async () => {
    const printed: string[] = [];
    await ensureAdmin(db, { ADMIN_EMAIL: 'Chefe@Bussola.com.br', ADMIN_PASSWORD: 'senha-forte-1' }, log, (t) =>
      printed.push(t),
    );
    const [admin] = await db.query<UserRow>('SELECT * FROM users');
    expect(admin?.email).toBe('chefe@bussola.com.br');
    expect(admin?.requires_password_change).toBe(false);
    expect(await verifyPassword('senha-forte-1', admin?.password_hash ?? '')).toBe(true);
    expect(printed).toEqual([]);
  });

  it('generates the JWT secret once and keeps it for every later start', async () => {
    const first = await loadJwtSecret(db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadJwtSecret(db, undefined)).toBe(first);
    expect(await loadJwtSecret(db, 'x'.repeat(40))).toBe('x'.repeat(40));
  });
});

describe('password hashing', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword('minha senha', { logN: 10, r: 8, p: 1 });
    expect(hash).not.toContain('minha senha');
    expect(await verifyPassword('minha senha', hash)).toBe(true);
    expect(await verifyPassword('minha senhA', hash)).toBe(false);
    // Flip the key's first character: the last one carries padding bits, and flipping it can decode to the same bytes.
    expect(
      await verifyPassword(
        'minha senha',
        hash.replace(/\$(.)([^$]*)$/, (_m, c, rest) => `$${c === 'A' ? 'B' : 'A'}${rest}`),
      ),
    ).toBe(false);
    expect(await verifyPassword('minha senha', 'bcrypt$whatever')).toBe(false);
  });

  it('defaults to the OWASP scrypt cost', async () => {
    expect((await hashPassword('x')).split('$').slice(0, 4)).toEqual(['scrypt', '17', '8', '1']);
  });
});
