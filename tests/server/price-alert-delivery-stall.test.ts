import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { runAlertJob } from '../../server/alerts/job';
import type { Db } from '../../server/db/client';
import type { Mailer } from '../../server/mail/mailer';
import type { MailMessage } from '../../server/mail/templates';
import { deliverOwed, instanceSends } from '../../server/notifications/delivery-worker';
import { seatsAeroReply } from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// A stall longer than the delivery's lease (a busy host, a long pause of the event loop) must not make one instance
// send the same e-mail twice: the lease runs out while the e-mail is still in flight, and the next claim finds the
// delivery again.

const DAY = addDaysIso(todayIsoDate(), 20);
let db: Db;
let seats: FakeSeatsAero;

beforeAll(async () => {
  db = await createTestDb();
  seats = await startFakeSeatsAero();
});
afterAll(async () => {
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
});

/** A mail server that takes every message and answers only when released. */
function heldMailer() {
  const received: MailMessage[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let onReceive: () => void = () => {};
  const firstReceived = new Promise<void>((resolve) => {
    onReceive = resolve;
  });
  const mailer: Mailer = {
    async send(message) {
      received.push(message);
      onReceive();
      await released;
    },
  };
  return { mailer, received, firstReceived, release };
}

describe('a delivery whose lease runs out while its e-mail is in flight', () => {
  it('is not sent again by the instance that holds it', async () => {
    const mail = heldMailer();
    const built = createTestApp(db, {
      mailer: mail.mailer,
      env: { SEATS_AERO_API_KEY: 'chave-seats-de-teste', SEATS_AERO_BASE_URL: seats.baseUrl },
    });
    const user = await createUser(db);
    const { bearer } = await login(built.app, user.email, user.password);
    const id = randomUUID();
    const now = new Date().toISOString();
    const alert = { id, origin: 'GRU', destination: 'MIA', max_price: 40_000, alert_type: 'milhas', active: true };
    const put = await built.app.request(
      `/api/price-alerts/${id}`,
      jsonRequest('PUT', { ...alert, created_at: now, updated_at: now, cabin: 'ECONOMY' }, bearer),
    );
    expect(put.status).toBe(200);
    expect(await runAlertJob(built.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });

    const sends = instanceSends();
    const first = deliverOwed(built.deps, sends);
    await mail.firstReceived;
    // The renewal missed: the lease ran out with the e-mail still in flight.
    await db.query(`UPDATE notification_deliveries SET lease_until = now() - interval '1 second'`);
    await deliverOwed(built.deps, sends);
    mail.release();
    expect(await first).toBe(1);

    expect(mail.received).toHaveLength(1);
    const owed = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM notification_deliveries');
    expect(owed[0]?.n).toBe('0');
  });
});
