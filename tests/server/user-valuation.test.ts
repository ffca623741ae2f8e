import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, roundCents } from '@core/format/money';
import { alertCheckReplySchema } from '@core/schemas/alerts';
import type { AwardFlight } from '@core/schemas/award';
import { calendarReplySchema } from '@core/schemas/calendar';
import type { Flight } from '@core/schemas/flight';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { rateOfBulletins } from '../../server/exchange/ptax';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';
import { FakeBcb } from '../helpers/fake-bcb';
import { makeSearchQuery } from '../helpers/flight-fixture';

// What the API answers a signed-in user is already their value, the same on every surface (DESIGN §6b): a
// subscriber with Smiles at R$ 17 in Minhas milhas, asking for 2 passengers, gets for one Smiles offer (32.000 miles + taxes) the same R$ total from
// the search (/api/search/buscador, the same valuer as the /ws stream), the calendar's day, GET /api/miles/search
// and the text of their alert ('Verificar agora'): 2 × (32.000 × 17 ÷ 1.000 + taxes in reais). Taxes in US$ are
// put in reais at the PTAX stand-in's rate; a user with no milheiro gets the reference (R$ 15), flagged.

const t = alertTestBed();
const { day, bed } = t;
const bcb = new FakeBcb(addDaysIso(todayIsoDate('America/Sao_Paulo'), -1));
let ratesUrl = '';
beforeAll(async () => {
  ratesUrl = await bcb.start();
});
afterAll(() => bcb.close());

const MILES = 32_000;

/** Seats.aero's recorded row as one Smiles GRU→LIS economy offer on `day` with these taxes (minor units). */
function smilesReply(taxesCurrency: string, taxesMinor: number) {
  const recorded = seatsAeroFixture('search-gru-mia.json') as { data: Record<string, unknown>[] };
  const row = recorded.data[0] as Record<string, unknown>;
  return {
    data: [
      {
        ...row,
        Route: { ...(row.Route as Record<string, unknown>), DestinationAirport: 'LIS', Source: 'smiles' },
        Source: 'smiles',
        Date: day,
        ParsedDate: `${day}T00:00:00Z`,
        YMileageCost: String(MILES),
        YMileageCostRaw: MILES,
        JAvailable: false,
        JMileageCost: null,
        JMileageCostRaw: 0,
        TaxesCurrency: taxesCurrency,
        YTotalTaxes: taxesMinor,
      },
    ],
    count: 1,
    hasMore: false,
  };
}

async function subscriber(milheiro: number | null) {
  const s = await t.signedIn(t.liveEnv({ EXCHANGE_RATES_BASE_URL: ratesUrl }));
  if (milheiro !== null) {
    const at = new Date().toISOString();
    const id = randomUUID();
    const row = { id, program: 'SMILES', balance: 80_000, milheiro, tier: null, created_at: at, updated_at: at };
    const res = await s.app.request(`/api/wallet/${id}`, jsonRequest('PUT', row, s.bearer));
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return s;
}
type Subscriber = Awaited<ReturnType<typeof subscriber>>;

/** The R$ totals for 2 passengers that each surface answers for the one offer. */
async function everySurface(s: Subscriber) {
  const query = makeSearchQuery({
    origin: 'GRU',
    destination: 'LIS',
    departureDate: day,
    searchType: 'miles',
    passengers: { adults: 2, children: 0, infants: 0 },
  });
  const search = await s.app.request('/api/search/buscador', jsonRequest('POST', query, s.bearer));
  expect(search.status, await search.clone().text()).toBe(200);
  const { data } = (await search.json()) as { data: { milesFlights: Flight[] } };
  const [flight] = data.milesFlights.filter((f) => f.source === 'seats_aero');

  const params = new URLSearchParams({
    origin: 'GRU',
    destination: 'LIS',
    from: addDaysIso(day, -2),
    to: addDaysIso(day, 2),
    adults: '2',
    programs: 'SMILES',
  });
  const cal = await s.app.request(`/api/calendar?${params}`, jsonRequest('GET', undefined, s.bearer));
  expect(cal.status, await cal.clone().text()).toBe(200);
  const calendarDay = calendarReplySchema.parse(await cal.json()).days.find((d) => d.date === day);
  const cell = calendarDay?.miles[0];

  const table = await s.app.request(
    '/api/miles/search?origin=GRU&destination=LIS&source=smiles&passengers=2',
    jsonRequest('GET', undefined, s.bearer),
  );
  expect(table.status, await table.clone().text()).toBe(200);
  const rows = ((await table.json()) as { results: { data: AwardFlight[] } }).results.data;
  const row = rows.find((r) => r.flight_date === day && r.cabin_class === 'ECONOMY');

  const alertId = await t.createAlert(s, { destination: 'LIS', max_price: 40_000, passengers: 2 });
  const check = await s.app.request(`/api/price-alerts/${alertId}/check`, jsonRequest('POST', undefined, s.bearer));
  expect(check.status, await check.clone().text()).toBe(200);
  const checked = alertCheckReplySchema.parse(await check.json());
  const [notification] = await bed.db.query<{ title: string; body: string; value_brl: string }>(
    'SELECT title, body, value_brl::text AS value_brl FROM notifications WHERE alert_id = $1',
    [alertId],
  );
  return { flight, calendarDay, cell, row, checked, notification };
}

describe('the API answers a signed-in user with their own value of an offer', () => {
  it('Smiles at R$ 17, 2 passengers, taxes in reais: the same total on the search, calendar, award table and alert', async () => {
    bed.seats.respond(() => ({ json: smilesReply('BRL', 15_075) }));
    const s = await subscriber(17);
    const perPerson = roundCents((MILES * 17) / 1000 + 150.75); // R$ 694,75
    const total = roundCents(perPerson * 2); // R$ 1.389,50
    const { flight, calendarDay, cell, row, checked, notification } = await everySurface(s);

    expect(flight?.estimatedValue).toBe(perPerson);
    expect(flight?.value).toEqual({
      passengers: 2,
      perPerson,
      total,
      milheiro: 17,
      milheiroReference: false,
      taxesIncluded: true,
      taxes: { amount: 150.75, currency: 'BRL', status: 'reais', reais: 150.75, rate: null },
    });
    // The calendar's cells are the party's: miles and taxes × 2, valueBRL the total (and the day's best).
    expect(cell).toMatchObject({ program: 'Smiles', miles: 2 * MILES, taxes: 301.5, valueBRL: total });
    expect(cell?.value).toEqual(flight?.value);
    expect(calendarDay).toMatchObject({ best: 'miles', bestBRL: total });
    expect(row?.value).toEqual(flight?.value);
    expect(checked).toMatchObject({ fired: true, best: { price: MILES, value_brl: perPerson } });
    expect(checked.best?.value?.total).toBe(total);
    expect(notification?.value_brl).toBe(String(perPerson));
    expect(notification?.body).toContain(`≈ ${formatBRL(total)} para 2 pessoas (${formatBRL(perPerson)} cada)`);
    expect(notification?.body).toContain(`seu milheiro ${formatBRL(17)}`);
    expect(notification?.body).not.toContain('taxas à parte');
  });

  it('taxes in US$: miles × milheiro + taxes × the PTAX rate, on every surface', async () => {
    bed.seats.respond(() => ({ json: smilesReply('USD', 5600) }));
    const rate = rateOfBulletins(bcb.reply().value as never)?.rate ?? Number.NaN;
    expect(rate).toBeGreaterThan(0);
    const s = await subscriber(17);
    const perPerson = roundCents((MILES * 17) / 1000 + roundCents(56 * rate));
    const total = roundCents(perPerson * 2);
    const { flight, cell, row, checked, notification } = await everySurface(s);
    for (const value of [flight?.value, cell?.value, row?.value, checked.best?.value]) {
      expect(value).toMatchObject({ perPerson, total, milheiro: 17, taxesIncluded: true });
      expect(value?.taxes).toMatchObject({ amount: 56, currency: 'USD', status: 'converted', rate: { rate } });
    }
    expect(cell?.valueBRL).toBe(total);
    expect(cell).toMatchObject({ taxes: 112, taxesCurrency: 'USD' });
    expect(notification?.body).toContain(`≈ ${formatBRL(total)} para 2 pessoas`);
    expect(notification?.body).not.toContain('taxas à parte');
  });

  it('taxes with no rate are left out and every text says so; no milheiro set: the reference, flagged', async () => {
    // The stand-in BCB has no bulletin for euros: a currency with no rate at all.
    bed.seats.respond(() => ({ json: smilesReply('EUR', 5600) }));
    const s = await subscriber(null);
    const perPerson = roundCents((MILES * 15) / 1000); // the reference R$ 15, taxes apart
    const { flight, cell, row, checked, notification } = await everySurface(s);
    for (const value of [flight?.value, cell?.value, row?.value, checked.best?.value]) {
      expect(value).toEqual({
        passengers: 2,
        perPerson,
        total: perPerson * 2,
        milheiro: 15,
        milheiroReference: true,
        taxesIncluded: false,
        taxes: { amount: 56, currency: 'EUR', status: 'no_rate', reais: null, rate: null },
      });
    }
    expect(flight?.estimatedValueFormatted).toMatch(/taxas à parte/);
    expect(notification?.body).toContain(
      `≈ ${formatBRL(perPerson * 2)} para 2 pessoas (${formatBRL(perPerson)} cada) + taxas à parte`,
    );
    expect(notification?.body).toContain(`milheiro de referência ${formatBRL(15)}`);
  });

  it('an alert text has single spaces and none at its ends, even for a row without times', async () => {
    bed.seats.respond(() => ({ json: smilesReply('BRL', 15_075) }));
    const s = await subscriber(17);
    const { checked, notification } = await everySurface(s);
    for (const text of [notification?.title, notification?.body, checked.best?.summary]) {
      expect(text).toBeDefined();
      expect(text).not.toMatch(/\s{2}|^\s|\s$/);
    }
    expect(checked.best?.summary).toContain('GRU → LIS');
    expect(notification?.title).toBe('GRU → LIS por 32.000 milhas');
  });
});
