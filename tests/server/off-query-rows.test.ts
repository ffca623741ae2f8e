import { describe, expect, it } from 'vitest';
import { calendarReplySchema } from '@core/schemas/calendar';
import { alertCheckReplySchema } from '@core/schemas/alerts';
import type { AwardFlight } from '@core/schemas/award';
import type { Flight } from '@core/schemas/flight';
import { addDaysIso } from '@core/schemas/search';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';
import { makeSearchQuery } from '../helpers/flight-fixture';

// One rule for provider rows (core/flights/query-match.ts): Seats.aero served its documentation's example rows
// (tests/fixtures/seats-aero/search-docs-examples.json: SFO→LAX from the "Concepts" page, SIN→KUL from the Cached
// Search reference, both of 2024) to a GRU→LIS search. No path shows them: the live search, GET /api/miles/search,
// the calendar and an alert's 'Verificar agora'. The same rows moved onto the searched day and relabelled as
// Smiles (so that only their route is wrong) are dropped too, and the one GRU→LIS row of the reply is kept.

const t = alertTestBed();
const { day, bed } = t;

type Row = Record<string, unknown> & { ID: string; Route: Record<string, unknown> };
const documented = (seatsAeroFixture('search-docs-examples.json') as { data: Row[] }).data;

/** A documented row on the searched day as Smiles would send it, under another ID (Seats.aero de-duplicates by ID). */
function asSmiles(row: Row, id: string, route?: { origin: string; destination: string }): Row {
  return {
    ...row,
    ID: id,
    Date: day,
    ParsedDate: `${day}T00:00:00Z`,
    Source: 'smiles',
    TaxesCurrency: 'BRL',
    YTotalTaxes: 15075,
    JTotalTaxes: 15075,
    Route: {
      ...row.Route,
      Source: 'smiles',
      ...(route ? { OriginAirport: route.origin, DestinationAirport: route.destination } : {}),
    },
  };
}

const [sfoLax, sinKul] = documented as [Row, Row];
const GRU_LIS_ID = '2ZVMXVO04mkl9OhkN8nxGRULIS';
const reply = {
  data: [
    ...documented,
    asSmiles(sfoLax, '2ZVMXVO04mkl9OhkN8nxSFOLAX'),
    asSmiles(sinKul, '2ZVMXVO04mkl9OhkN8nxSINKUL'),
    // The one row the search asked for: SIN→KUL's prices (Y 25.000, J 65.000) on GRU→LIS.
    asSmiles(sinKul, GRU_LIS_ID, { origin: 'GRU', destination: 'LIS' }),
  ],
  count: documented.length + 3,
  hasMore: false,
};

const OFF_QUERY = new Set(['SFO', 'LAX', 'SIN', 'KUL']);

async function setup() {
  const s = await t.signedIn();
  bed.seats.respond(() => ({ json: reply }));
  return s;
}

describe('rows off the query never reach a screen', () => {
  it('the live search (GRU→LIS and SAO→LIS) shows only GRU→LIS offers, of the searched day and cabin', async () => {
    const s = await setup();
    for (const origin of ['GRU', 'SAO']) {
      const query = makeSearchQuery({ origin, destination: 'LIS', departureDate: day, searchType: 'all' });
      const res = await s.app.request('/api/search/buscador', jsonRequest('POST', query, s.bearer));
      expect(res.status, await res.clone().text()).toBe(200);
      const { data } = (await res.json()) as { data: { cashFlights: Flight[]; milesFlights: Flight[] } };
      const flights = [...data.cashFlights, ...data.milesFlights];
      for (const f of flights) {
        expect(OFF_QUERY.has(f.departure.airport) || OFF_QUERY.has(f.arrival.airport), f.id).toBe(false);
        expect([f.departure.airport, f.arrival.airport, f.departure.date, f.cabinClass]).toEqual([
          'GRU',
          'LIS',
          day,
          'ECONOMY',
        ]);
      }
      // The stand-in's SerpApi answers GRU→MIA whatever is asked: none of its fares is a GRU→LIS price either.
      expect(data.cashFlights).toEqual([]);
      const seats = data.milesFlights.filter((f) => f.source === 'seats_aero');
      expect(seats.map((f) => [f.milesProgram, f.miles])).toEqual([['Smiles', 25_000]]);
    }
  });

  it('GET /api/miles/search lists only the GRU→LIS row, in both of its cabins', async () => {
    const s = await setup();
    const res = await s.app.request(
      '/api/miles/search?origin=GRU&destination=LIS&source=smiles',
      jsonRequest('GET', undefined, s.bearer),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { data: AwardFlight[] } };
    expect(body.results.data.map((a) => [a.origin, a.destination, a.flight_date, a.cabin_class, a.miles_cost])).toEqual(
      [
        ['GRU', 'LIS', day, 'ECONOMY', 25_000],
        ['GRU', 'LIS', day, 'BUSINESS', 65_000],
      ],
    );
  });

  it('the calendar of São Paulo → Lisboa prices only the searched day, from Guarulhos', async () => {
    const s = await setup();
    const params = new URLSearchParams({
      origin: 'SAO',
      destination: 'LIS',
      from: addDaysIso(day, -3),
      to: addDaysIso(day, 3),
    });
    const res = await s.app.request(`/api/calendar?${params}`, jsonRequest('GET', undefined, s.bearer));
    expect(res.status, await res.clone().text()).toBe(200);
    const calendar = calendarReplySchema.parse(await res.json());
    const priced = calendar.days.filter((d) => d.miles.length > 0);
    expect(priced.map((d) => d.date)).toEqual([day]);
    expect(priced[0]?.miles.map((m) => [m.origin, m.destination, m.miles])).toEqual([['GRU', 'LIS', 25_000]]);
    expect(calendar.days.every((d) => d.cash === null)).toBe(true);
  });

  it("an alert's check judges only the watched route: 25.000 on GRU→LIS, not the 5.000 of SFO→LAX", async () => {
    const s = await setup();
    const id = await t.createAlert(s, { destination: 'LIS', max_price: 40_000 });
    const res = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(res.status, await res.clone().text()).toBe(200);
    const check = alertCheckReplySchema.parse(await res.json());
    expect(check).toMatchObject({ fired: true, best: { price: 25_000, source: 'seats_aero', date: day } });
    expect(check.best?.summary).toMatch(/GRU .*→ LIS/);
  });
});
