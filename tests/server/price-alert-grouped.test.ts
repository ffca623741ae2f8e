import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { describe, expect, it } from 'vitest';
import { runAlertJob } from '../../server/alerts/job';
import { vacuumLikeAutovacuum } from '../../server/jobs/maintenance';
import { alertTestBed } from '../helpers/alert-test-bed';
import { createUser } from '../helpers/auth';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';

// The job's Seats.aero cost grows with the routes watched, not with the alerts: 1,000 alerts over 50 routes,
// four cabins (and every cabin at once) and four overlapping windows, and each alert still judged on its own cabin and days.

const t = alertTestBed();
const { bed } = t;

const today = todayIsoDate();
const D1 = addDaysIso(today, 20);
const D2 = addDaysIso(today, 45);
const D3 = addDaysIso(today, 100);

/** What the stand-in offers on every route: day, cabin letter, miles. */
const FARES = [
  { date: D1, cabin: 'ECONOMY', letter: 'Y', miles: 30_000 },
  { date: D1, cabin: 'BUSINESS', letter: 'J', miles: 60_000 },
  { date: D2, cabin: 'ECONOMY', letter: 'Y', miles: 20_000 },
  { date: D2, cabin: 'PREMIUM_ECONOMY', letter: 'W', miles: 28_000 },
  { date: D3, cabin: 'ECONOMY', letter: 'Y', miles: 5_000 },
] as const;

const ORIGINS = ['GRU', 'GIG', 'BSB', 'CNF', 'REC'];
const DESTINATIONS = ['MIA', 'LIS', 'JFK', 'MCO', 'CDG', 'MAD', 'FCO', 'LHR', 'SCL', 'EZE'];
const CABINS = ['ECONOMY', 'BUSINESS', 'PREMIUM_ECONOMY', 'FIRST', null] as const;
const MAXIMA = [25_000, 35_000, 65_000];
/** Overlapping windows: around D1, D1 to past D2, the default (today + 60 days), around D3. */
const WINDOWS: [string | null, string | null][] = [
  [addDaysIso(D1, -5), addDaysIso(D1, 5)],
  [addDaysIso(D1, -10), addDaysIso(D1, 30)],
  [null, null],
  [addDaysIso(D3, -10), addDaysIso(D3, 10)],
];

/** One Seats.aero availability row of the recorded reply, moved to a route and day, offering one cabin. */
function row(origin: string, destination: string, fare: (typeof FARES)[number]): unknown {
  const recorded = (seatsAeroFixture('search-gru-mia.json') as { data: Record<string, unknown>[] }).data[0];
  const base = { ...recorded } as Record<string, unknown>;
  for (const l of ['Y', 'W', 'J', 'F']) {
    base[`${l}Available`] = l === fare.letter;
    base[`${l}MileageCost`] = l === fare.letter ? String(fare.miles) : null;
    base[`${l}MileageCostRaw`] = l === fare.letter ? fare.miles : 0;
  }
  return {
    ...base,
    ID: `${origin}${destination}${fare.date}${fare.letter}`,
    Route: { ...(recorded?.Route as Record<string, unknown>), OriginAirport: origin, DestinationAirport: destination },
    Date: fare.date,
    ParsedDate: `${fare.date}T00:00:00Z`,
  };
}

function alertOf(i: number, users: string[]) {
  const route = i % 50;
  // Each route's 20 alerts hold every (cabin, window) pair: 5 cabins × 4 windows.
  const k = Math.floor(i / 50);
  const [from, to] = WINDOWS[k % WINDOWS.length] as [string | null, string | null];
  return {
    id: randomUUID(),
    user_id: users[i % users.length] as string,
    origin: ORIGINS[route % ORIGINS.length] as string,
    destination: DESTINATIONS[Math.floor(route / ORIGINS.length)] as string,
    cabin: CABINS[k % CABINS.length] ?? null,
    max_price: MAXIMA[i % MAXIMA.length] as number,
    date_from: from,
    date_to: to,
  };
}

/** The cheapest fare the alert watches, by the alert's own cabin and days. */
function expectedBest(alert: ReturnType<typeof alertOf>): number | null {
  const from = alert.date_from ?? today;
  const to = alert.date_to ?? addDaysIso(from, 60);
  const seen = FARES.filter(
    (f) => f.date >= from && f.date <= to && (alert.cabin === null || alert.cabin === f.cabin),
  ).map((f) => f.miles);
  return seen.length > 0 ? Math.min(...seen) : null;
}

describe('price alerts grouped by route', () => {
  it('asks Seats.aero once per route per run, whatever the cabins and windows, and judges each alert on its own', async () => {
    const s = await t.signedIn(t.liveEnv({ ALERT_MAX_PROVIDER_CALLS_PER_RUN: '10000' }));
    // Twenty accounts: the claim takes them round-robin, so one route's alerts are spread over many batches.
    const users = [s.user.id];
    for (let i = 0; i < 19; i++) users.push((await createUser(bed.db)).id);
    const alerts = Array.from({ length: 1000 }, (_, i) => alertOf(i, users));
    await bed.db.query(
      `INSERT INTO price_alerts (id, user_id, origin, destination, cabin, max_price, date_from, date_to, alert_type)
       SELECT id, user_id, origin, destination, cabin, max_price, date_from, date_to, 'milhas'
       FROM jsonb_to_recordset($1::text::jsonb)
         AS r(id uuid, user_id uuid, origin text, destination text, cabin text, max_price numeric, date_from date, date_to date)`,
      [JSON.stringify(alerts)],
    );
    // Alerts arrive over days, and the instance's maintenance (every 10 minutes) keeps the planner's statistics.
    await vacuumLikeAutovacuum(bed.db);
    bed.seats.respond((req) => {
      const origin = req.query.get('origin_airport') ?? '';
      const destination = req.query.get('destination_airport') ?? '';
      const [start, end] = [req.query.get('start_date') ?? '', req.query.get('end_date') ?? ''];
      // Seats.aero answers the days asked for, nothing else.
      const data = FARES.filter((f) => f.date >= start && f.date <= end).map((f) => row(origin, destination, f));
      return { json: { data, count: data.length, hasMore: false } };
    });

    expect(await runAlertJob(s.deps)).toMatchObject({ checked: 1000, failed: 0 });
    const searches = bed.seats.requests.filter((r) => r.path.endsWith('/search'));
    // Keyed by route, cabin and window (before), the same run made 1,000 calls: 50 routes × 5 cabins × 4 windows.
    expect(searches).toHaveLength(50);
    expect(
      new Set(searches.map((r) => `${r.query.get('origin_airport')}-${r.query.get('destination_airport')}`)).size,
    ).toBe(50);
    expect(searches.every((r) => r.query.get('cabins') === null)).toBe(true);

    const rows = await bed.db.query<{ id: string; best: string | null; fired: boolean }>(
      `SELECT a.id::text AS id, a.last_best->>'price' AS best,
              EXISTS (SELECT 1 FROM notifications n WHERE n.alert_id = a.id) AS fired
       FROM price_alerts a`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    let fired = 0;
    for (const alert of alerts) {
      const best = expectedBest(alert);
      const got = byId.get(alert.id);
      const shouldFire = best !== null && best <= alert.max_price;
      if (shouldFire) fired++;
      expect({ id: alert.id, best: got?.best === null ? null : Number(got?.best), fired: got?.fired }).toEqual({
        id: alert.id,
        best,
        fired: shouldFire,
      });
    }
    // The mix really holds both: alerts that fire, and alerts that see a fare of another cabin or day and stay quiet.
    expect(fired).toBeGreaterThan(100);
    expect(fired).toBeLessThan(900);
    // A hang guard, not a speed target: a thousand alerts take a few seconds on a quiet machine, and more than a
    // minute with both cores busy (load 15 on 2 cores).
  }, 240_000);
});
