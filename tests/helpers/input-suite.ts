import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createUser, login } from './auth';
import { acceptedCases, type BoundaryCase, type Caller, refusedCases } from './boundary-cases';
import { type DbMode, openDbMode } from './db-modes';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from './fake-seats-aero';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram';
import { toJsonText } from './nasty-values';
import { fuzzRoutes } from './route-fuzz';
import { createTestApp } from './test-app';

/**
 * The input hardening, run once per database mode (PGlite and PostgreSQL): the known boundary
 * values answer 400 in pt-BR, the values just inside the bounds still work, and a property-based fuzz of
 * every route, as anonymous, subscriber and admin, never gets a 5xx.
 */

const KIWIFY_TOKEN = 'kiwify-token-do-fuzz';
const TELEGRAM_SECRET = 'segredo-do-webhook-do-fuzz';
/** Requests per route and caller in the fuzz; ~45 routes × 3 callers. */
const RUNS_PER_CALLER = Number(process.env.FUZZ_RUNS ?? 30);
const FUZZ_BUDGET_MS = 50_000;

export function describeInputHardening(mode: DbMode) {
  describe(`input at the boundary (${mode})`, () => {
    let db: Db;
    let stop: () => Promise<void>;
    let app: ReturnType<typeof createTestApp>['app'];
    let seatsAero: FakeSeatsAero;
    let telegram: FakeTelegram;
    const callers: Record<Caller, Record<string, string>> = { anonymous: {}, active: {}, admin: {} };

    beforeAll(async () => {
      ({ db, stop } = await openDbMode(mode));
      // Seats.aero answers from recorded replies on loopback, so the miles routes and the live search run to the end.
      seatsAero = await startFakeSeatsAero();
      telegram = await startFakeTelegram();
      const search = seatsAeroFixture('search-gru-mia.json');
      const trips = seatsAeroFixture('trips-american.json');
      seatsAero.respond((r) => ({ json: r.path.includes('/trips/') ? trips : search }));
      const env = {
        KIWIFY_WEBHOOK_TOKEN: KIWIFY_TOKEN,
        TRUST_PROXY: 'true',
        SEATS_AERO_API_KEY: 'chave-falsa',
        SEATS_AERO_BASE_URL: seatsAero.baseUrl,
        // The bot's replies go to the Bot API stand-in on loopback.
        ...telegram.env({ TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET }),
      };
      app = createTestApp(db, { env }).app;
      const active = await createUser(db);
      const admin = await createUser(db, { role: 'admin', expires: null });
      callers.active = (await login(app, active.email, active.password)).bearer;
      callers.admin = (await login(app, admin.email, admin.password)).bearer;
    }, 120_000);
    afterAll(async () => {
      await seatsAero?.close();
      await telegram?.close();
      await stop?.();
    });

    async function send(c: BoundaryCase): Promise<Response> {
      const path = c.path.includes(':victim') ? c.path.replace(':victim', (await createUser(db)).id) : c.path;
      const query = new URLSearchParams(c.query ?? {});
      const body = c.body === undefined ? undefined : toJsonText(c.body);
      if (c.kiwify && body !== undefined)
        query.set('signature', createHmac('sha1', KIWIFY_TOKEN).update(body).digest('hex'));
      const search = query.toString();
      // Each case from its own address, so the per-address rate limits never answer first.
      const headers = {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`,
        ...callers[c.caller],
        ...(c.telegram ? { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET } : {}),
      };
      return app.request(`${path}${search ? `?${search}` : ''}`, {
        method: c.method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
    }

    it('answers each known boundary value with 400 and a pt-BR message, never 500', async () => {
      const wrong: string[] = [];
      for (const c of refusedCases()) {
        const res = await send(c);
        const reply = (await res.json()) as { success?: boolean; error?: string };
        if (res.status !== 400 || reply.success !== false || !reply.error)
          wrong.push(`${c.name}: ${res.status} ${JSON.stringify(reply).slice(0, 160)}`);
        else if (/invalid|expected|too (big|small)/i.test(reply.error))
          wrong.push(`${c.name}: mensagem não está em pt-BR: ${reply.error}`);
      }
      expect(wrong).toEqual([]);
    });

    it('keeps accepting the values just inside the bounds', async () => {
      const wrong: string[] = [];
      for (const c of acceptedCases()) {
        const res = await send(c);
        if (res.status !== 200) wrong.push(`${c.name}: ${res.status} ${(await res.text()).slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('fuzzes every route as anonymous, subscriber and admin without a single 5xx', async () => {
      const victims = await Promise.all([1, 2, 3, 4].map(async () => (await createUser(db)).id));
      const rowIds = [randomUUID(), randomUUID()];
      const report = await fuzzRoutes(app, {
        callers,
        runsPerCaller: RUNS_PER_CALLER,
        kiwifyToken: KIWIFY_TOKEN,
        telegramSecret: TELEGRAM_SECRET,
        idsFor: (route) => (route.path.startsWith('/api/admin/users/') ? victims : rowIds),
        budgetMs: FUZZ_BUDGET_MS,
      });
      expect(report.failures).toEqual([]);
      // Most of the budget reached past the guards and schemas: a fuzz that only meets 401s proves little.
      expect(report.requests).toBeGreaterThan(1000);
      expect(Object.keys(report.statuses)).toEqual(expect.arrayContaining(['200', '400']));
    }, 120_000);
  });
}
