import { describe, expect, it } from 'vitest';
import { alertCheckReplySchema, notificationReadReplySchema, notificationSchema } from '@core/schemas/alerts';
import { pullReplySchema } from '@core/schemas/sync';
import { runAlertJob } from '../../server/alerts/job';
import { alertTestBed } from '../helpers/alert-test-bed';
import { createUser, jsonRequest, login } from '../helpers/auth';

// 'Verificar agora', the history and the notifications, each for its owner only.

const t = alertTestBed();
const { day, prices, bed } = t;

describe('POST /api/price-alerts/:id/check and the history, for their owner only', () => {
  it("answers { success, checked_at, best, fired }, then 429 within 5 minutes; another user's alert is 404", async () => {
    const s = await t.signedIn();
    const id = await t.createAlert(s);
    prices.miles = 30_000;
    const res = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(res.status).toBe(200);
    const reply = alertCheckReplySchema.parse(await res.json());
    expect(reply).toMatchObject({
      success: true,
      fired: true,
      best: { price: 30_000, source: 'seats_aero', date: day },
    });

    const again = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: string }).error).toMatch(/Aguarde 5 minutos/);

    const other = await createUser(bed.db);
    const { bearer } = await login(s.app, other.email, other.password);
    for (const [method, path] of [
      ['POST', `/api/price-alerts/${id}/check`],
      ['GET', `/api/price-alerts/${id}/history`],
    ] as const) {
      const res2 = await s.app.request(path, jsonRequest(method, undefined, bearer));
      expect(res2.status, path).toBe(404);
    }
    const [note] = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications')).items;
    const read = await s.app.request(`/api/notifications/${note?.id}/read`, jsonRequest('PUT', undefined, bearer));
    expect(read.status).toBe(404);
  });

  it('marks a notification read once, with a new change number, and pulls it again', async () => {
    const s = await t.signedIn();
    await t.createAlert(s);
    prices.miles = 30_000;
    await runAlertJob(s.deps);
    const first = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications'));
    const id = first.items[0]?.id;
    const read = await s.app.request(`/api/notifications/${id}/read`, jsonRequest('PUT', undefined, s.bearer));
    const { item } = notificationReadReplySchema.parse(await read.json());
    expect(item.read_at).not.toBeNull();
    const after = pullReplySchema(notificationSchema).parse(
      await t.pull(s, `/api/notifications?updated_since=${first.cursor}`),
    );
    expect(after.items.map((n) => n.id)).toEqual([id]);
    const twice = await s.app.request(`/api/notifications/${id}/read`, jsonRequest('PUT', undefined, s.bearer));
    expect(twice.status).toBe(200);
    const none = pullReplySchema(notificationSchema).parse(
      await t.pull(s, `/api/notifications?updated_since=${after.cursor}`),
    );
    expect(none.items).toEqual([]);
  });
});
