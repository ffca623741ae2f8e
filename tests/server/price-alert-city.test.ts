import { randomUUID } from 'node:crypto';
import { METRO_AREAS } from '@core/airports/metro-areas';
import { alertCheckReplySchema, notificationSchema } from '@core/schemas/alerts';
import { addDaysIso } from '@core/schemas/search';
import { pullReplySchema } from '@core/schemas/sync';
import { describe, expect, it } from 'vitest';
import { runAlertJob } from '../../server/alerts/job';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';

// An alert on a city (SAO: GRU, CGH, VCP) fires where the same alert on the airport does, and its check costs no
// more provider calls than its airports' routes would: one Seats.aero search with the airports comma-separated,
// shared with the run's alerts on those airports, and one Google Flights call per day, like an airport's.

const t = alertTestBed();
const { day, bed } = t;

/** What the Seats.aero stand-in offers to Lisbon: by origin airport, day and economy miles. */
const FARES = [
  { origin: 'GRU', date: day, miles: 32_000 },
  { origin: 'VCP', date: addDaysIso(day, 1), miles: 41_000 },
  // Rio is not São Paulo: never a SAO alert's fare, however cheap.
  { origin: 'GIG', date: day, miles: 9_000 },
] as const;

/** One recorded availability row moved to a route, day and economy price. */
function row(fare: (typeof FARES)[number], destination: string): unknown {
  const recorded = (seatsAeroFixture('search-gru-mia.json') as { data: Record<string, unknown>[] }).data[0];
  return {
    ...recorded,
    ID: `${fare.origin}${destination}${fare.date}`,
    Route: {
      ...(recorded?.Route as Record<string, unknown>),
      OriginAirport: fare.origin,
      DestinationAirport: destination,
    },
    Date: fare.date,
    ParsedDate: `${fare.date}T00:00:00Z`,
    YMileageCost: String(fare.miles),
    YMileageCostRaw: fare.miles,
  };
}

/** Seats.aero answers the airports and days asked for, nothing else. */
function answerAsked() {
  bed.seats.respond((req) => {
    const origins = (req.query.get('origin_airport') ?? '').split(',');
    const destinations = (req.query.get('destination_airport') ?? '').split(',');
    const [start, end] = [req.query.get('start_date') ?? '', req.query.get('end_date') ?? ''];
    const data = destinations.flatMap((destination) =>
      FARES.filter((f) => origins.includes(f.origin) && f.date >= start && f.date <= end).map((f) =>
        row(f, destination),
      ),
    );
    return { json: { data, count: data.length, hasMore: false } };
  });
}

const searches = () => bed.seats.requests.filter((r) => r.path.endsWith('/search'));

async function bestOf(id: string) {
  const [got] = await bed.db.query<{ best: { price: number; origin?: string; date: string } | null; fired: boolean }>(
    `SELECT last_best AS best, EXISTS (SELECT 1 FROM notifications n WHERE n.alert_id = a.id) AS fired
     FROM price_alerts a WHERE id = $1`,
    [id],
  );
  return got;
}

describe('price alerts on a city code', () => {
  it('a SAO→LIS miles alert fires where the GRU→LIS one does, for no more Seats.aero calls than its 3 routes', async () => {
    const s = await t.signedIn();
    answerAsked();
    const alert = { destination: 'LIS', max_price: 40_000 };

    // The airport alert alone: it fires at 32.000.
    const gru = await t.createAlert(s, { ...alert, origin: 'GRU' });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    expect(await bestOf(gru)).toMatchObject({ best: { price: 32_000, origin: 'GRU' }, fired: true });
    await bed.db.query('DELETE FROM price_alerts');

    // São Paulo's three airports as three alerts: three searches.
    bed.seats.requests.length = 0;
    for (const origin of ['GRU', 'CGH', 'VCP']) await t.createAlert(s, { ...alert, origin, max_price: 1 });
    expect((await runAlertJob(s.deps))?.checked).toBe(3);
    const threeRoutes = searches().length;
    expect(threeRoutes).toBe(3);
    await bed.db.query('DELETE FROM price_alerts');

    // The same alert on SAO: it fires on the same fare, naming the airport it leaves from, for one search.
    bed.seats.requests.length = 0;
    const sao = await t.createAlert(s, { ...alert, origin: 'SAO' });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    expect(searches().length).toBeLessThanOrEqual(threeRoutes);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.query.get('origin_airport')).toBe('GRU,CGH,VCP');
    expect(searches()[0]?.query.get('destination_airport')).toBe('LIS');
    expect(await bestOf(sao)).toMatchObject({ best: { price: 32_000, origin: 'GRU', date: day }, fired: true });
    const notes = pullReplySchema(notificationSchema).parse(await t.pull(s, '/api/notifications')).items;
    const note = notes.find((n) => n.alert_id === sao);
    expect(note).toMatchObject({ title: 'SAO (GRU) → LIS por 32.000 milhas', origin: 'SAO', destination: 'LIS' });
    expect(note?.body).toContain('GRU');

    // 'Verificar agora' on SAO reads the same airports, in one search.
    bed.seats.requests.length = 0;
    const res = await s.app.request(`/api/price-alerts/${sao}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(alertCheckReplySchema.parse(await res.json()).best).toMatchObject({ price: 32_000, origin: 'GRU' });
    expect(searches()).toHaveLength(1);
  });

  it("groups a city's alert with its airports' alerts in a run: one search, each alert judged on its own airports", async () => {
    const s = await t.signedIn();
    answerAsked();
    const ids = {
      sao: await t.createAlert(s, { origin: 'SAO', destination: 'LIS', max_price: 40_000 }),
      gru: await t.createAlert(s, { origin: 'GRU', destination: 'LIS', max_price: 40_000 }),
      cgh: await t.createAlert(s, { origin: 'CGH', destination: 'LIS', max_price: 40_000 }),
      // VCP's only fare is the day after the window of this one: the group's search must cover it too.
      vcp: await t.createAlert(s, {
        origin: 'VCP',
        destination: 'LIS',
        max_price: 45_000,
        date_from: addDaysIso(day, 1),
        date_to: addDaysIso(day, 30),
      }),
      rio: await t.createAlert(s, { origin: 'GIG', destination: 'LIS', max_price: 40_000 }),
    };
    expect(await runAlertJob(s.deps)).toEqual({ checked: 5, fired: 4, failed: 0 });
    // São Paulo's four alerts share one search; Rio's is its own.
    expect(searches()).toHaveLength(2);
    expect(
      searches()
        .map((r) => r.query.get('origin_airport'))
        .sort(),
    ).toEqual(['GIG', 'GRU,CGH,VCP']);
    expect(await bestOf(ids.sao)).toMatchObject({ best: { price: 32_000, origin: 'GRU' }, fired: true });
    expect(await bestOf(ids.gru)).toMatchObject({ best: { price: 32_000, origin: 'GRU' }, fired: true });
    expect(await bestOf(ids.cgh)).toMatchObject({ best: null, fired: false });
    expect(await bestOf(ids.vcp)).toMatchObject({ best: { price: 41_000, origin: 'VCP' }, fired: true });
    expect(await bestOf(ids.rio)).toMatchObject({ best: { price: 9_000, origin: 'GIG' }, fired: true });
  });

  it('a SAO→MIA alert in reais fires where the GRU→MIA one does, one Google Flights call per day within the budget', async () => {
    const s = await t.signedIn(t.liveEnv({ ALERT_MAX_CASH_DATES: '2', ALERT_MAX_PROVIDER_CALLS_PER_RUN: '4' }));
    const serpCalls = () => bed.serp.requests.length;
    const gru = await t.createAlert(s, { origin: 'GRU', alert_type: 'reais', max_price: 2589, cabin: null });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    const perRoute = serpCalls();
    expect(perRoute).toBe(2);
    expect(await bestOf(gru)).toMatchObject({ best: { price: 2589, origin: 'GRU' }, fired: true });
    await bed.db.query('DELETE FROM price_alerts');

    bed.serp.requests.length = 0;
    const sao = await t.createAlert(s, { origin: 'SAO', alert_type: 'reais', max_price: 2589, cabin: null });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    // The three airports' routes would cost 3 × 2 calls; the city costs one route's.
    expect(serpCalls()).toBeLessThanOrEqual(3 * perRoute);
    expect(serpCalls()).toBe(perRoute);
    expect(bed.serp.requests.every((r) => r.url.searchParams.get('departure_id') === 'GRU,CGH,VCP')).toBe(true);
    expect(await bestOf(sao)).toMatchObject({ best: { price: 2589, origin: 'GRU' }, fired: true });
    const [note] = pullReplySchema(notificationSchema)
      .parse(await t.pull(s, '/api/notifications'))
      .items.filter((n) => n.alert_id === sao);
    expect(note).toMatchObject({ title: 'SAO (GRU) → MIA por R$ 2.589,00', origin: 'SAO', unit: 'reais' });

    // The run's budget (4 calls) holds: a second city alert beyond it waits for the next window.
    await bed.db.query('DELETE FROM price_alerts');
    bed.serp.requests.length = 0;
    await t.createAlert(s, { origin: 'SAO', destination: 'MIA', alert_type: 'reais', max_price: 2589, cabin: null });
    await t.createAlert(s, { origin: 'RIO', destination: 'MIA', alert_type: 'reais', max_price: 2589, cabin: null });
    await t.createAlert(s, { origin: 'BHZ', destination: 'MIA', alert_type: 'reais', max_price: 2589, cabin: null });
    await runAlertJob(s.deps);
    expect(serpCalls()).toBeLessThanOrEqual(4);
  });

  it('accepts every city code the calendar knows when an alert is created', async () => {
    const s = await t.signedIn();
    for (const area of METRO_AREAS) {
      const id = randomUUID();
      const now = new Date().toISOString();
      const body = {
        id,
        origin: area.code,
        destination: area.code === 'SAO' ? 'LIS' : 'GRU',
        max_price: 40_000,
        alert_type: 'milhas',
        active: true,
        created_at: now,
        updated_at: now,
      };
      const res = await s.app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', body, s.bearer));
      expect(res.status, `${area.code}: ${await res.clone().text()}`).toBe(200);
    }
  });
});
