// GET /api/me/export: the holder's copy of everything kept about them (Lei 13.709/2018, art. 18, II and V), with no
// credential in it and nothing of another account, a few times an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@core/schemas/account';
import { EXPORTS_PER_HOUR } from '@core/data/personal-data';
import type { Db } from '../../server/db/client';
import { type AccountRows, fillAccount } from '../helpers/account-rows';
import { createUser, login } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
const people: { id: string; email: string; bearer: Record<string, string>; rows: AccountRows }[] = [];

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
  for (const name of ['ana', 'bruno']) {
    const user = await createUser(db, { email: `${name}@exemplo.com.br` });
    const { bearer } = await login(app, user.email, user.password);
    people.push({ id: user.id, email: user.email, bearer, rows: await fillAccount(db, app, user, bearer) });
  }
});
afterAll(() => db.close());

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const exportOf = (bearer: Record<string, string>) => app.request('/api/me/export', { headers: bearer });

describe('GET /api/me/export', () => {
  it("has each of the holder's rows, no credential, and nothing of another account", async () => {
    const [ana, bruno] = people as [(typeof people)[0], (typeof people)[0]];
    const res = await exportOf(ana.bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bussola-meus-dados-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = accountExportSchema.parse(JSON.parse(text));

    expect(data.account).toMatchObject({ id: ana.id, email: ana.email, subscription_status: 'active' });
    expect(data.about).toContain('Lei 13.709/2018');
    expect(data.saved_flights.map((f) => f.id)).toEqual([ana.rows.savedFlightId]);
    const [alert] = data.price_alerts;
    expect(alert).toMatchObject({ id: ana.rows.alertId, origin: 'GRU', destination: 'LIS' });
    expect(alert?.checks).toEqual([expect.objectContaining({ fired: true, best: { price: 3100 } })]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ id: ana.rows.notificationId, push_pending: true, email_pending: true }),
    ]);
    expect(data.wallet).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ana.rows.walletId, program: 'SMILES', balance: 52000, member_id: null }),
        expect.objectContaining({ program: 'SMILES', member_id: ana.rows.memberId }),
      ]),
    );
    // The household lands among the tables without a section of their own.
    expect(data.other_tables.household_members).toEqual([expect.objectContaining({ id: ana.rows.memberId })]);
    expect(data.other_tables.issuances).toEqual([expect.objectContaining({ id: ana.rows.issuanceId })]);
    expect(data.other_tables.wallet_lots).toEqual([
      expect.objectContaining({ id: ana.rows.lotId, member_id: ana.rows.memberId, amount: 12000 }),
    ]);
    expect(data.bonus_alerts.map((b) => b.id)).toEqual([ana.rows.bonusAlertId]);
    expect(data.telegram).toMatchObject({ chat_id: String(ana.rows.chatId) });
    expect(data.push_subscriptions).toEqual([{ service: 'push.exemplo.com.br', created_at: expect.any(String) }]);
    expect(data.search_history.map((s) => s.id)).toEqual([ana.rows.searchLogId]);
    expect(data.recent_searches).toEqual([expect.objectContaining({ params: { origin: 'GRU', destination: 'LIS' } })]);
    expect(data.sign_in_events).toEqual([expect.objectContaining({ method: 'password' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.emails).toEqual([expect.objectContaining({ kind: 'magic_link', subject: 'Olá' })]);
    expect(data.purchases).toEqual([
      expect.objectContaining({ email: ana.email, order: { order_status: 'paid', Customer: expect.any(Object) } }),
    ]);
    // Tables without a section of their own still come, so a table added later is not left out.
    expect(data.telegram_link_requests).toEqual([expect.objectContaining({ used_at: null })]);
    expect(Object.keys(data.other_tables)).toContain('alert_manual_checks');
    expect(data.other_tables.alert_manual_checks).toHaveLength(1);

    expect(keysOf(data).filter((key) => /password|hash|secret|token|p256dh|^auth$/i.test(key))).toEqual([]);
    expect(text).not.toContain('segredo-auth');
    expect(text).not.toContain('chave-p256dh');
    expect(text).not.toContain('produtor@exemplo.com.br');
    expect(keysOf(data)).not.toContain('user_id');
    for (const foreign of [bruno.id, bruno.email, ...Object.values(bruno.rows).map(String)])
      expect(text, foreign).not.toContain(foreign);
  });

  it('answers a lapsed subscription too, and nobody signed out', async () => {
    const lapsed = await createUser(db, { expires: new Date(Date.now() - 86_400_000) });
    const { bearer } = await login(app, lapsed.email, lapsed.password);
    const res = await exportOf(bearer);
    expect(res.status).toBe(200);
    expect(accountExportSchema.parse(await res.json()).account).toMatchObject({ subscription_status: 'expired' });
    expect((await app.request('/api/me/export')).status).toBe(401);
  });

  it(`gives ${EXPORTS_PER_HOUR} copies an hour, then a 429 in pt-BR with Retry-After`, async () => {
    const user = await createUser(db);
    const { bearer } = await login(app, user.email, user.password);
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await exportOf(bearer)).status).toBe(200);
    const refused = await exportOf(bearer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe(
      `Você já baixou seus dados ${EXPORTS_PER_HOUR} vezes na última hora. Tente novamente mais tarde.`,
    );
  });
});
