import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarReplySchema } from '@core/schemas/calendar';
import { addDaysIso } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { type ObservationRow, observedDay } from '../../server/insight/observation-rows';
import { recordObservations, settleObservations } from '../../server/insight/observation-writes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { availabilityRow } from '../helpers/calendar-stand-ins';
import { type DbMode, openDbMode } from '../helpers/db-modes';
import { insightBed } from '../helpers/insight-bed';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { observationRow } from '../helpers/observation-row';
import { createTestApp } from '../helpers/test-app';

// The miles verdict ("12.000 milhas Smiles GRU–SSA está 35% abaixo do típico"): GET /api/price-insight kind=miles
// by route, programme, cabin and travel month from the stored award observations, a city code read as its
// airports, and the same verdict carried by the award table's rows and the calendar's days (one read each).

const NOW = new Date();
const TODAY = observedDay(NOW);
// Two travel months ahead of the clock: the 10th of the month after next, and the month after that.
const FIRST_MONTH = addDaysIso(TODAY, 62).slice(0, 7);
const SECOND_MONTH = addDaysIso(`${FIRST_MONTH}-28`, 10).slice(0, 7);
const IN_FIRST = `${FIRST_MONTH}-10`;
const IN_SECOND = `${SECOND_MONTH}-10`;

// Ten days seen; their minima sorted are 15 000…24 000 in steps of 1 000: 20th percentile 16 800, median 19 500,
// 80th percentile 22 200 (ranks 1.8, 4.5 and 7.2, as percentile_cont).
const TEN = [18_000, 15_000, 21_000, 16_000, 24_000, 17_000, 19_000, 23_000, 20_000, 22_000];

/** `minima[i]` seen i+1 days ago for `travelDate`, a Smiles award GRU → SSA in economy unless `over` says. */
const seenDaily = (minima: number[], over: Partial<ObservationRow> = {}) =>
  minima.map((min, i) =>
    observationRow(
      {
        destination: 'SSA',
        kind: 'miles',
        program: 'SMILES',
        source: 'seats_aero',
        travelDate: IN_FIRST,
        observedOn: addDaysIso(TODAY, -(i + 1)),
        min,
        ...over,
      },
      NOW,
    ),
  );

describe.each(['pglite', 'postgres'] as DbMode[])('GET /api/price-insight kind=miles on %s', (mode) => {
  const bed = insightBed(mode);

  const ask = async (params: Record<string, string>) => {
    const query = new URLSearchParams({
      origin: 'GRU',
      destination: 'SSA',
      kind: 'miles',
      program: 'SMILES',
      ...params,
    });
    const res = await bed.app.request(`/api/price-insight?${query}`, jsonRequest('GET', undefined, bed.auth));
    return { status: res.status, body: await res.json() };
  };

  it("judges the date's latest award against its travel month's 20th–80th percentile and median", async () => {
    await recordObservations(bed.db, [
      ...seenDaily(TEN),
      // Another month, another cabin and another programme on the same route and days: none of them is read.
      ...seenDaily(
        TEN.map((m) => m * 3),
        { travelDate: IN_SECOND },
      ),
      ...seenDaily(
        TEN.map((m) => m * 4),
        { cabin: 'BUSINESS' },
      ),
      ...seenDaily(
        TEN.map((m) => m * 5),
        { program: 'AZUL' },
      ),
    ]);
    const { status, body } = await ask({ date: IN_FIRST });
    expect(status).toBe(200);
    expect(body).toMatchObject({ observations: 10, median: 19_500, month: FIRST_MONTH, source: 'observado' });
    expect(body.typicalRange[0]).toBeCloseTo(16_800, 6);
    expect(body.typicalRange[1]).toBeCloseTo(22_200, 6);
    // The latest minimum seen for the date (yesterday's 18 000) is inside the range: normal.
    expect(body).toMatchObject({ current: 18_000, level: 'typical' });

    const second = await ask({ date: IN_SECOND });
    expect(second.body).toMatchObject({ median: 58_500, month: SECOND_MONTH, observations: 10, level: 'typical' });
    const business = await ask({ date: IN_FIRST, cabin: 'BUSINESS' });
    expect(business.body).toMatchObject({ median: 78_000, observations: 10 });
  });

  it('calls an award low at or under the 20th percentile, and says nothing of a thin month', async () => {
    // Today's 15 000 for the date itself is its latest price.
    await recordObservations(bed.db, [...seenDaily(TEN), ...seenDaily([15_000], { observedOn: TODAY })]);
    expect((await ask({ date: IN_FIRST })).body).toMatchObject({ level: 'low', current: 15_000, observations: 11 });

    await bed.db.exec('TRUNCATE price_observations, price_month_minima');
    await recordObservations(bed.db, seenDaily(TEN.slice(0, 9)));
    expect((await ask({ date: IN_FIRST })).body).toMatchObject({
      level: 'unknown',
      typicalRange: null,
      median: null,
      observations: 9,
      month: FIRST_MONTH,
    });
  });

  it("reads a city code as its airports: Azul's awards from Viracopos answer SAO", async () => {
    await recordObservations(bed.db, [
      ...seenDaily(TEN.slice(0, 5), { origin: 'VCP', program: 'AZUL' }),
      ...seenDaily(TEN.slice(5), { origin: 'GRU', program: 'AZUL' }).map((r, i) => ({
        ...r,
        observedOn: addDaysIso(TODAY, -(i + 6)),
      })),
    ]);
    const city = await ask({ origin: 'SAO', date: IN_FIRST, program: 'AZUL' });
    expect(city.status).toBe(200);
    expect(city.body).toMatchObject({ observations: 10, median: 19_500, level: 'typical' });
    // An airport still reads its own awards alone.
    expect((await ask({ origin: 'VCP', date: IN_FIRST, program: 'AZUL' })).body).toMatchObject({ observations: 5 });
  });

  it.each([
    ['an unknown city or airport', { origin: 'QQQ' }, 'Aeroporto desconhecido'],
    ['a route within one city', { origin: 'SAO', destination: 'GRU' }, 'mesma cidade'],
    ['no programme', { program: '' }, 'Programa inválido'],
    ['a programme with no award search', { program: 'LIVELO' }, 'Programa inválido'],
    ['a past date', { date: addDaysIso(TODAY, -1) }, 'não pode estar no passado'],
  ])('refuses %s with a pt-BR 400', async (_name, params, message) => {
    const { status, body } = await ask({ date: IN_FIRST, ...params });
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });
});

describe('award rows and calendar days carry the verdict', () => {
  let seats: FakeSeatsAero;
  let db: Db;
  let stop: () => Promise<void>;
  let app: ReturnType<typeof createTestApp>['app'];
  let auth: Record<string, string>;

  beforeAll(async () => {
    seats = await startFakeSeatsAero();
    ({ db, stop } = await openDbMode('pglite'));
    app = createTestApp(db, {
      env: { SEATS_AERO_API_KEY: 'pro_chave-de-teste-123', SEATS_AERO_BASE_URL: seats.baseUrl },
    }).app;
    const user = await createUser(db);
    auth = (await login(app, user.email, user.password)).bearer;
  }, 60_000);
  afterAll(async () => {
    await seats.close();
    await stop?.();
  });
  beforeEach(async () => {
    seats.reset();
    await db.exec('TRUNCATE price_observations, price_month_minima, search_cache');
    await recordObservations(db, seenDaily(TEN));
  });

  const get = async (path: string) => {
    const res = await app.request(path, jsonRequest('GET', undefined, auth));
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it("judges each award table row on its own miles against its month's history", async () => {
    seats.respond(() => ({
      json: {
        data: [
          availabilityRow(IN_FIRST, 'GRU', 'SSA', 12_000),
          availabilityRow(addDaysIso(IN_FIRST, 1), 'GRU', 'SSA', 19_000),
          availabilityRow(IN_SECOND, 'GRU', 'SSA', 12_000),
        ],
        count: 3,
        hasMore: false,
      },
    }));
    const body = await get('/api/miles/search?origin=GRU&destination=SSA&source=smiles');
    const rows = body.results.data as { departure_date: string; miles_cost: number; verdict?: unknown }[];
    const on = (date: string, miles: number) => rows.find((r) => r.departure_date === date && r.miles_cost === miles);
    expect(on(IN_FIRST, 12_000)?.verdict).toMatchObject({
      program: 'SMILES',
      month: FIRST_MONTH,
      level: 'low',
      median: 19_500,
      observations: 10,
    });
    expect(on(addDaysIso(IN_FIRST, 1), 19_000)?.verdict).toMatchObject({ level: 'typical' });
    // A month with no history says so instead of borrowing another month's.
    expect(on(IN_SECOND, 12_000)?.verdict).toMatchObject({ level: 'unknown', median: null, observations: 0 });
  });

  it("gives a calendar day's award its verdict, read once for the calendar", async () => {
    seats.respond((request) => ({
      json: {
        data: [
          availabilityRow(request.query.get('start_date') ?? IN_FIRST, 'GRU', 'SSA', 12_000),
          availabilityRow(IN_FIRST, 'GRU', 'SSA', 23_000),
        ],
        count: 2,
        hasMore: false,
      },
    }));
    const from = addDaysIso(IN_FIRST, -3);
    const reply = calendarReplySchema.parse(
      await get(`/api/calendar?origin=SAO&destination=SSA&from=${from}&to=${addDaysIso(IN_FIRST, 3)}`),
    );
    await settleObservations(db);
    const first = reply.days.find((d) => d.date === from)?.miles[0];
    expect(first?.verdict).toMatchObject({ program: 'SMILES', month: FIRST_MONTH, level: 'low', median: 19_500 });
    const high = reply.days.find((d) => d.date === IN_FIRST)?.miles[0];
    expect(high?.verdict).toMatchObject({ level: 'high' });
  });
});
