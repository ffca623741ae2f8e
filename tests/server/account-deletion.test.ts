// DELETE /api/me and the administrator's 'excluir': every row of the account goes, on both databases the product
// runs on. Which tables hold an account's rows is read from the database's catalogue, not listed here, so a table
// added later is checked without editing this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_CODE } from '@core/data/personal-data';
import { signAccessToken } from '../../server/auth/tokens';
import { insertUser } from '../../server/auth/users';
import type { Db } from '../../server/db/client';
import { fillAccount } from '../helpers/account-rows';
import { createUser, jsonRequest, login, ORIGIN, readMailbox } from '../helpers/auth';
import { type DbMode, openDbMode } from '../helpers/db-modes';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { createTestApp, TEST_JWT_SECRET } from '../helpers/test-app';

describe.each<DbMode>(['pglite', 'postgres'])('account deletion (%s)', (mode) => {
  let db: Db;
  let stop: () => Promise<void>;
  let telegram: FakeTelegram;
  let app: ReturnType<typeof createTestApp>['app'];
  let adminBearer: Record<string, string>;

  beforeAll(async () => {
    ({ db, stop } = await openDbMode(mode));
    telegram = await startFakeTelegram();
    app = createTestApp(db, { env: telegram.env() }).app;
    const admin = await createUser(db, { role: 'admin', expires: null });
    adminBearer = (await login(app, admin.email, admin.password)).bearer;
  }, 120_000);
  afterAll(async () => {
    await telegram?.close();
    await stop?.();
  });

  /** Every base table of the schema with a user_id column, from the catalogue. */
  async function userTables(): Promise<string[]> {
    const rows = await db.query<{ name: string }>(
      `SELECT c.table_name AS name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'`,
    );
    return rows.map((r) => r.name);
  }

  /** Rows per table that hold this account's id in user_id. */
  async function rowsOwnedBy(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await userTables()) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE user_id = $1`, [
        userId,
      ]);
      counts[table] = row?.n ?? 0;
    }
    return counts;
  }

  /** Tables in which some row, read as text, mentions any of `needles` (an id, an e-mail, a chat id). */
  async function tablesMentioning(needles: string[]): Promise<string[]> {
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    const found: string[] = [];
    for (const { name } of tables) {
      for (const needle of needles) {
        const hits = await db.query(`SELECT 1 FROM "${name}" t WHERE position($1 in t::text) > 0 LIMIT 1`, [needle]);
        if (hits.length > 0) found.push(`${name}: ${needle}`);
      }
    }
    return found;
  }

  async function subscriberWithEverything() {
    const user = await createUser(db);
    const laptop = await login(app, user.email, user.password);
    const phone = await login(app, user.email, user.password);
    const rows = await fillAccount(db, app, user, laptop.bearer);
    // A deletion link asked for and not used leaves a token; an export, a rate-limit counter.
    expect((await app.request('/api/me/deletion-link', jsonRequest('POST', undefined, laptop.bearer))).status).toBe(
      200,
    );
    expect((await app.request('/api/me/export', { headers: laptop.bearer })).status).toBe(200);
    return { user, laptop, phone, rows };
  }

  const deleteMe = (body: unknown, headers: Record<string, string>) =>
    app.request('/api/me', jsonRequest('DELETE', body, headers));

  it('asks for the password; then removes every row of the account and nothing of another', async () => {
    const { user, laptop, phone, rows } = await subscriberWithEverything();
    const other = await subscriberWithEverything();
    // A price seen by a live search names nobody: it stays.
    await db.query(
      `INSERT INTO price_observations (origin, destination, cabin, kind, program, travel_date, source, observed_on,
         min_price, first_seen, last_seen)
       VALUES ('GRU', 'LIS', 'ECONOMY', 'cash', '', current_date + 30, 'google_flights', current_date, 3100, now(), now())`,
    );
    const owned = await rowsOwnedBy(user.id);
    const otherBefore = await rowsOwnedBy(other.user.id);
    // The account really had rows in every table with a user_id, so the check below is not vacuous (a table added
    // later shows here: give the account a row in it in tests/helpers/account-rows.ts).
    expect(Object.entries(owned).filter(([, n]) => n === 0)).toEqual([]);

    expect((await deleteMe(undefined, laptop.bearer)).status).toBe(400);
    const missing = await deleteMe({}, laptop.bearer);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Digite sua senha para confirmar.');
    const wrong = await deleteMe({ password: 'nao-e-a-senha' }, laptop.bearer);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'Senha incorreta.', code: 'wrong_password' });
    expect((await deleteMe({ password: user.password }, {})).status).toBe(401);
    expect(Object.values(await rowsOwnedBy(user.id)).reduce((a, b) => a + b)).toBeGreaterThan(0);

    const done = await deleteMe({ password: user.password }, laptop.bearer);
    expect(done.status).toBe(200);
    expect((await done.json()).message).toContain('A assinatura na Kiwify não foi cancelada');

    // Every table with a user_id has none of the account's rows; no row anywhere names it, except the one e-mail
    // that tells the holder it is done.
    expect(Object.entries(await rowsOwnedBy(user.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await tablesMentioning([user.id, String(rows.chatId), rows.pushEndpoint, rows.savedFlightId])).toEqual([]);
    expect(await tablesMentioning([user.email])).toEqual([`mail_outbox: ${user.email}`]);
    expect(await db.query('SELECT kind FROM mail_outbox WHERE to_email = $1', [user.email])).toEqual([
      { kind: 'account_deleted' },
    ]);
    const [mail] = await readMailbox(app, user.email);
    expect(mail?.text).toContain('não é cancelada pela exclusão da conta');
    // The other account is untouched, and the observation stays.
    expect(await rowsOwnedBy(other.user.id)).toEqual(otherBefore);
    expect(otherBefore.saved_flights).toBe(1);
    expect(await db.query("SELECT 1 FROM price_observations WHERE destination = 'LIS'")).toHaveLength(1);
    // The Telegram chat is told it will get nothing more.
    expect(telegram.standIn.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chat_id: rows.chatId, text: expect.stringContaining('excluída') }),
      ]),
    );

    // Signing in fails; the admin's list no longer has it.
    const signIn = await app.request('/api/login', jsonRequest('POST', { email: user.email, password: user.password }));
    expect(signIn.status).toBe(401);
    const list = (await (await app.request('/api/admin/users', { headers: adminBearer })).json()) as {
      users: { id: string }[];
    };
    expect(list.users.map((u) => u.id)).not.toContain(user.id);

    // The other device: its access token and its refresh token both say the account is gone.
    const pull = await app.request('/api/saved-flights?updated_since=v1:0', { headers: phone.bearer });
    expect(pull.status).toBe(401);
    expect((await pull.json()).code).toBe(ACCOUNT_DELETED_CODE);
    const refresh = await app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: phone.jar.header(), origin: ORIGIN },
    });
    expect(refresh.status).toBe(401);
    expect((await refresh.json()).code).toBe(ACCOUNT_DELETED_CODE);
  });

  it("the administrator's 'excluir' is the same deletion", async () => {
    const { user, phone, rows } = await subscriberWithEverything();
    const res = await app.request(`/api/admin/users/${user.id}`, jsonRequest('DELETE', undefined, adminBearer));
    expect(res.status).toBe(200);
    expect(Object.entries(await rowsOwnedBy(user.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await tablesMentioning([user.id, String(rows.chatId), rows.pushEndpoint])).toEqual([]);
    expect(await tablesMentioning([user.email])).toEqual([`mail_outbox: ${user.email}`]);
    const refresh = await app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: phone.jar.header(), origin: ORIGIN },
    });
    expect((await refresh.json()).code).toBe(ACCOUNT_DELETED_CODE);
  });

  it('an account without a password confirms with the e-mailed link, its own and only once', async () => {
    const noPassword = await insertUser(db, {
      email: `sem-senha-${Date.now()}@exemplo.com.br`,
      passwordHash: null,
      fullName: 'Sem Senha',
      expires: null,
      emailConfirmed: true,
    });
    const someoneElse = await createUser(db);
    // Signed in as a magic link would leave it: an access token of ours, and no password.
    const bearer = { authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, noPassword)}` };
    const other = await login(app, someoneElse.email, someoneElse.password);

    const withPassword = await deleteMe({ password: 'qualquer' }, bearer);
    expect(await withPassword.json()).toMatchObject({ code: 'no_password' });
    const asked = await app.request('/api/me/deletion-link', jsonRequest('POST', undefined, bearer));
    expect(asked.status).toBe(200);
    const [mail] = await readMailbox(app, noPassword.email);
    expect(mail?.kind).toBe('account_deletion_link');
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toBe('/excluir-conta');
    const token = link.searchParams.get('token') ?? '';

    // Another account's session cannot spend it.
    const stolen = await deleteMe({ token }, other.bearer);
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).code).toBe('deletion_link_invalid');
    expect((await deleteMe({ token }, bearer)).status).toBe(200);
    expect(await rowsOwnedBy(noPassword.id)).toEqual(
      Object.fromEntries((await userTables()).map((table) => [table, 0])),
    );
  });

  it('keeps the only administrator', async () => {
    const res = await deleteMe({ password: 'senha-secreta' }, adminBearer);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('last_admin');
  });
});
