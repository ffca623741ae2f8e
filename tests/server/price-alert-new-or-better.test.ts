import { notificationSchema } from '@core/schemas/alerts';
import { priceAlertRowSchema, pullReplySchema } from '@core/schemas/sync';
import { describe, expect, it } from 'vitest';
import { runAlertJob } from '../../server/alerts/job';
import { seatsAeroReply } from '../helpers/alert-fakes';
import { alertTestBed } from '../helpers/alert-test-bed';

// Alerts that speak only when it matters: an alert announces an offer only when it is new or
// better than the last one it announced, and never one with fewer seats than its passengers.

const t = alertTestBed();
const { day, bed } = t;

/** Seats.aero answers `miles` with `seats` left in economy (0: the provider does not say). */
function offer(miles: number, seats: number) {
  bed.seats.respond(() => {
    const reply = seatsAeroReply(day, miles) as { data: Record<string, unknown>[] };
    return { json: { ...reply, data: reply.data.map((row) => ({ ...row, YRemainingSeats: seats })) } };
  });
}

describe('new or better', () => {
  it('fires for 35.000 once, not for the same or worse, then for more seats, for 32.000, never for 1 seat of 2', async () => {
    const s = await t.signedIn();
    await t.createAlert(s, { passengers: 2 });
    const run = async (miles: number, seats: number) => {
      offer(miles, seats);
      await t.makeDue();
      return (await runAlertJob(s.deps))?.fired;
    };

    expect(await run(35_000, 2)).toBe(1);
    const alerts = pullReplySchema(priceAlertRowSchema).parse(await t.pull(s, '/api/price-alerts'));
    expect(alerts.items[0]?.last_announced).toMatchObject({ price: 35_000, unit: 'milhas', seats: 2, date: day });
    expect(alerts.items[0]?.last_announced?.summary).toContain('Econômica');

    // The same offer, and worse ones (more miles even with more seats), on the next checks: silence.
    expect(await run(35_000, 2)).toBe(0);
    expect(await run(36_000, 9)).toBe(0);
    expect(await run(35_000, 1)).toBe(0);
    // The same price with more seats is better.
    expect(await run(35_000, 4)).toBe(1);
    // Cheaper, but one seat for two travellers: never.
    expect(await run(32_000, 1)).toBe(0);
    expect(await run(32_000, 2)).toBe(1);
    expect(await t.count('notifications')).toBe(3);

    const pulled = pullReplySchema(priceAlertRowSchema).parse(await t.pull(s, '/api/price-alerts'));
    expect(pulled.items[0]).toMatchObject({
      last_announced_price: 32_000,
      last_announced: { price: 32_000, seats: 2 },
    });
    const notes = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications'));
    expect(notes.items.map((n) => n.price)).toEqual([35_000, 35_000, 32_000]);
    expect(notes.items.at(-1)?.body).toContain('2 assentos');
  });

  it('lets an offer whose seats are unknown fire, and says so', async () => {
    const s = await t.signedIn();
    await t.createAlert(s, { passengers: 2 });
    offer(35_000, 0);
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
    const notes = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications'));
    expect(notes.items[0]?.body).toContain('assentos não informados');
    // Known seats at the same price are better than unknown ones; unknown again is not.
    offer(35_000, 2);
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
    offer(35_000, 0);
    await t.makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(0);
  });

  it('forgets the last announcement when the alert watches something else', async () => {
    const s = await t.signedIn();
    const id = await t.createAlert(s);
    offer(35_000, 2);
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
    await bed.db.query("UPDATE price_alerts SET cabin = 'BUSINESS' WHERE id = $1", [id]);
    const [row] = await bed.db.query<{ announced: unknown; price: unknown }>(
      'SELECT last_announced AS announced, last_announced_price AS price FROM price_alerts WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ announced: null, price: null });
  });
});
