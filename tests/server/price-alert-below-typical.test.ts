import { notificationSchema } from '@core/schemas/alerts';
import { addDaysIso } from '@core/schemas/search';
import { priceAlertRowSchema, pullReplySchema } from '@core/schemas/sync';
import { describe, expect, it } from 'vitest';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import { type ObservationRow, observedDay } from '../../server/insight/observation-rows';
import { recordObservations } from '../../server/insight/observation-writes';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';

// 'Abaixo do normal' alerts through the real job: Seats.aero on loopback offers an Azul award, the route's
// history for that day is seeded, and the verdict of the offer decides; delivery goes the way every alert's goes.

const t = alertTestBed();
const { day, prices, bed } = t;
const TODAY = observedDay(new Date());

/** Twenty days of Azul economy awards for `day`, 50,000–59,500 miles: the typical range sits well above 45,000. */
const history = (): ObservationRow[] =>
  Array.from({ length: 20 }, (_, i) => ({
    origin: 'GRU',
    destination: 'MIA',
    cabin: 'ECONOMY',
    kind: 'miles' as const,
    program: 'AZUL',
    travelDate: day,
    source: 'seats_aero',
    observedOn: addDaysIso(TODAY, -(i + 1)),
    min: 50_000 + 500 * i,
    taxes: 0,
    count: 1,
    seenAt: new Date().toISOString(),
  }));

const relative = { trigger: 'below_typical', max_price: null };

describe("the 'abaixo do normal' alert", () => {
  it('fires once on a low verdict, again only lower, never on typical or high; delivered like every alert', async () => {
    await recordObservations(bed.db, history());
    const s = await t.signedIn();
    const id = await t.createAlert(s, relative);

    for (const miles of [56_000, 90_000]) {
      prices.miles = miles;
      await t.makeDue();
      expect((await runAlertJob(s.deps))?.fired, `${miles}`).toBe(0);
    }
    prices.miles = 42_000;
    await t.makeDue();
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    for (const miles of [42_000, 44_000]) {
      prices.miles = miles;
      await t.makeDue();
      expect((await runAlertJob(s.deps))?.fired, `${miles} again`).toBe(0);
    }
    prices.miles = 40_000;
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);

    const notes = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications'));
    expect(notes.items.map((n) => n.price)).toEqual([42_000, 40_000]);
    expect(notes.items[1]).toMatchObject({ alert_id: id, unit: 'milhas', source: 'seats_aero', date: day });
    expect(notes.items[1]?.title).toMatch(
      /^GRU → MIA a 40\.000 milhas — abaixo do normal \(típico [\d,]+–[\d,]+ mil\)$/,
    );

    const alerts = pullReplySchema(priceAlertRowSchema).parse(await t.pull(s, '/api/price-alerts'));
    expect(alerts.items[0]).toMatchObject({ trigger: 'below_typical', max_price: null, last_announced_price: 40_000 });

    // The same owed deliveries as a maximum-price alert: one e-mail per fire, sent by the delivery worker.
    expect(await t.count('notification_deliveries')).toBe(2);
    await deliverOwed(s.deps);
    const mails = s.mailer.sent.filter((m) => m.kind === 'price_alert');
    expect(mails).toHaveLength(2);
    await deliverOwed(s.deps);
    expect(s.mailer.sent.filter((m) => m.kind === 'price_alert')).toHaveLength(2);
  });

  it('never fires without enough history to say what is normal, however cheap', async () => {
    const s = await t.signedIn();
    await t.createAlert(s, relative);
    prices.miles = 5_000;
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    expect(await t.count('notifications')).toBe(0);
  });

  it('refuses a mode and price that disagree with a pt-BR 400 and stores nothing; old clients stay maximum-price', async () => {
    const s = await t.signedIn();
    const now = new Date().toISOString();
    const body = { origin: 'GRU', destination: 'MIA', alert_type: 'milhas', created_at: now, updated_at: now };
    const cases: [Record<string, unknown>, string][] = [
      [{ trigger: 'below_typical', max_price: 40_000 }, 'Um alerta "abaixo do normal" não tem preço máximo.'],
      [{ trigger: 'max_price', max_price: null }, 'Informe o preço máximo.'],
      [{}, 'Informe o preço máximo.'],
    ];
    for (const [over, message] of cases) {
      const id = crypto.randomUUID();
      const res = await s.app.request(
        `/api/price-alerts/${id}`,
        jsonRequest('PUT', { id, ...body, ...over }, s.bearer),
      );
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await t.count('price_alerts')).toBe(0);
    await t.createAlert(s, { max_price: 35_000 });
    const alerts = pullReplySchema(priceAlertRowSchema).parse(await t.pull(s, '/api/price-alerts'));
    expect(alerts.items[0]).toMatchObject({ trigger: 'max_price', max_price: 35_000 });
  });
});
