import {
  ALERT_NEEDS_LIVE_SOURCE,
  alertHistoryReplySchema,
  alertStatusReplySchema,
  notificationSchema,
} from '@core/schemas/alerts';
import { searchLinkPath } from '@core/links/link-params';
import { addDaysIso } from '@core/schemas/search';
import { priceAlertRowSchema, pullReplySchema } from '@core/schemas/sync';
import { describe, expect, it } from 'vitest';
import { claimDueAlerts } from '../../server/alerts/alert-store';
import { checkAlert } from '../../server/alerts/check-alert';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import { UNLIMITED_BUDGET } from '../../server/alerts/provider-budget';
import { seatsAeroReply } from '../helpers/alert-fakes';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';

// The checking job against recorded Seats.aero and SerpApi replies served on loopback.

const t = alertTestBed();
const { day, prices, bed } = t;

describe('the price-alert job', () => {
  it('fires once per drop at or under the maximum, and never again for the same fare', async () => {
    const s = await t.signedIn();
    const id = await t.createAlert(s);

    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    expect(bed.seats.requests[0]?.query.get('start_date')).toBe(addDaysIso(day, -5));
    expect(bed.seats.requests[0]?.query.get('end_date')).toBe(addDaysIso(day, 5));
    // Not due again until the interval has passed.
    expect(await runAlertJob(s.deps)).toEqual({ checked: 0, fired: 0, failed: 0 });

    prices.miles = 38_000;
    await t.makeDue();
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    await t.makeDue();
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    prices.miles = 39_000;
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(0);
    prices.miles = 36_000;
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
    expect(await t.count('notifications')).toBe(2);

    const notes = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications'));
    const latest = notes.items.at(-1);
    expect(latest).toMatchObject({
      alert_id: id,
      title: 'GRU → MIA por 36.000 milhas',
      url: searchLinkPath({ origin: 'GRU', destination: 'MIA', date: day, unit: 'milhas', cabin: 'ECONOMY' }),
      price: 36_000,
      unit: 'milhas',
      source: 'seats_aero',
      date: day,
      read_at: null,
    });
    expect(latest?.body).toMatch(
      /^\d\d\/\d\d\/\d{4} · .*Econômica.* · ≈ R\$ [\d.]+,\d\d · milheiro de referência R\$ [\d.]+,\d\d · Seats\.aero$/,
    );
    expect(latest?.value_brl).toBeGreaterThan(0);

    const alerts = pullReplySchema(priceAlertRowSchema).parse(await t.pull(s, '/api/price-alerts'));
    expect(alerts.items[0]).toMatchObject({ last_announced_price: 36_000, last_error: null });
    expect(alerts.items[0]?.last_best?.price).toBe(36_000);
    expect(alerts.items[0]?.last_triggered_at).not.toBeNull();

    const history = alertHistoryReplySchema.parse(await t.pull(s, `/api/price-alerts/${id}/history`));
    expect(history.items.map((p) => [p.best?.price, p.fired])).toEqual([
      [45_000, false],
      [38_000, true],
      [38_000, false],
      [39_000, false],
      [36_000, true],
    ]);
    // One e-mail per fire, sent by the delivery worker.
    await deliverOwed(s.deps);
    expect(s.mailer.sent.filter((m) => m.kind === 'price_alert')).toHaveLength(2);
  });

  it('forgets what it announced when a device changes what the alert watches, and checks it again soon', async () => {
    const s = await t.signedIn();
    const id = await t.createAlert(s);
    prices.miles = 30_000;
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
    // A check claimed before the edit, answering after it, records nothing: it saw the old route.
    await t.makeDue();
    const [claimed] = await claimDueAlerts(bed.db, 1, 600);
    const later = new Date(Date.now() + 1000).toISOString();
    const edit = { id, origin: 'GRU', destination: 'MCO', max_price: 40_000, alert_type: 'milhas', active: true };
    const res = await s.app.request(
      `/api/price-alerts/${id}`,
      jsonRequest('PUT', { ...edit, created_at: later, updated_at: later, cabin: 'ECONOMY' }, s.bearer),
    );
    expect(res.status).toBe(200);
    const stale = await checkAlert(s.deps, claimed as NonNullable<typeof claimed>, {
      budget: UNLIMITED_BUDGET,
      lease: claimed?.check_lease ?? null,
    });
    expect(stale).toMatchObject({ kind: 'recorded', recorded: null });
    const [row] = await bed.db.query<{ announced: string | null; wait: number }>(
      'SELECT last_announced_price AS announced, extract(epoch FROM next_check_at - now())::int AS wait FROM price_alerts',
    );
    expect(row?.announced).toBeNull();
    expect(row?.wait).toBeLessThanOrEqual(300);
    await t.makeDue();
    // Seats.aero still answering for GRU→MIA is not a fare for GRU→MCO.
    expect((await runAlertJob(s.deps))?.fired).toBe(0);
    bed.seats.respond((req) => ({
      json: seatsAeroReply(day, prices.miles, req.query.get('destination_airport') ?? ''),
    }));
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
  });

  it('checks cash on Google Flights for at most ALERT_MAX_CASH_DATES days and fires at or under the maximum', async () => {
    const s = await t.signedIn(t.liveEnv({ ALERT_MAX_CASH_DATES: '2' }));
    await t.createAlert(s, { alert_type: 'reais', max_price: 2589, cabin: null });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    expect(bed.serp.requests).toHaveLength(2);
    expect(bed.serp.requests.every((r) => r.url.searchParams.get('currency') === 'BRL')).toBe(true);
    const [note] = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications')).items;
    expect(note).toMatchObject({ title: 'GRU → MIA por R$ 2.589,00', unit: 'reais', source: 'google_flights' });
    expect(note?.body).toContain('Google Flights');

    // The day found cheapest is asked first next time; the same fare does not fire again.
    const cheapest = note?.date;
    bed.serp.requests.length = 0;
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(0);
    expect(bed.serp.requests[0]?.url.searchParams.get('outbound_date')).toBe(cheapest);
    prices.cashDelta = -100;
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
  });

  it('never checks (or fires) without a live source: demo data is not an offer', async () => {
    const s = await t.signedIn({});
    const id = await t.createAlert(s, { max_price: 10_000_000 });
    expect(await runAlertJob(s.deps)).toBeNull();
    expect(await t.count('alert_checks')).toBe(0);
    expect(await t.count('notifications')).toBe(0);
    expect(bed.seats.requests).toHaveLength(0);
    const status = alertStatusReplySchema.parse(await t.pull(s, '/api/price-alerts/status'));
    expect(status).toMatchObject({ live: false, message: ALERT_NEEDS_LIVE_SOURCE, check_interval_minutes: 360 });
    expect(status.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const res = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(ALERT_NEEDS_LIVE_SOURCE);
  });

  it('retries a failing provider with backoff and says why in pt-BR', async () => {
    const s = await t.signedIn();
    await t.createAlert(s);
    bed.seats.respond(() => ({ status: 500, json: { error: 'boom' } }));
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 1 });
    const [row] = await bed.db.query<{ last_error: string; check_attempts: number; wait: number }>(
      'SELECT last_error, check_attempts, extract(epoch FROM next_check_at - now())::int AS wait FROM price_alerts',
    );
    expect(row?.last_error).toBe('A Seats.aero respondeu com erro 500.');
    expect(row?.check_attempts).toBe(1);
    expect(row?.wait).toBeGreaterThan(200);
    expect(row?.wait).toBeLessThanOrEqual(300);
  });

  it('spends at most ALERT_MAX_PROVIDER_CALLS_PER_RUN per provider in one window; the rest waits for the next', async () => {
    const s = await t.signedIn(t.liveEnv({ ALERT_MAX_PROVIDER_CALLS_PER_RUN: '1' }));
    await t.createAlert(s);
    await t.createAlert(s, { destination: 'LIS' });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    expect(bed.seats.requests).toHaveLength(1);
    await bed.db.query('UPDATE price_alerts SET next_check_at = now() WHERE last_checked_at IS NULL');
    // Another run in the same window finds the budget spent (it is counted in the database, for every run).
    expect((await runAlertJob(s.deps))?.checked).toBe(0);
    await bed.db.query('UPDATE price_alerts SET next_check_at = now() WHERE last_checked_at IS NULL');
    const nextWindow = () => new Date(Date.now() + 60_000);
    expect((await runAlertJob(s.deps, { now: nextWindow }))?.checked).toBe(1);
  });
});
