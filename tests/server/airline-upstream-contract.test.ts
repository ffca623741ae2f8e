import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createAirlineUpstreamProvider, isUpstreamConfigured } from '../../server/providers/airline-upstream';
import { UPSTREAMS } from '../../server/providers/airline-upstream-defs';
import { enabledProviders } from '../../server/search/providers';
import {
  collect,
  failure,
  oneWay,
  roundTrip,
  setupUpstreamContract,
  UPSTREAM_KEY,
  UPSTREAM_NOW,
} from '../helpers/airline-upstream-contract';

/**
 * Contract tests of the airline upstreams (README "Airline upstreams") against recorded replies in
 * tests/fixtures/upstreams, served by a real HTTP server on loopback: what is asked, the flights made of the
 * replies, and when an upstream is configured. Failures are in airline-upstream-failures.test.ts; the test
 * routes in airline-tests-routes.test.ts.
 */

const upstream = setupUpstreamContract();
const { configWith } = upstream;

describe('airline upstreams: success replies', () => {
  it('LATAM: posts the contract body with the key, and maps both legs to live cash flights', async () => {
    const before = upstream.fake.received('latam').length;
    const flights = await collect(UPSTREAMS.latam, configWith({ LATAM: 'latam' }), roundTrip);
    const [request] = upstream.fake.received('latam').slice(before);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/latam/search');
    expect(request?.headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      origin: 'GRU',
      destination: 'CNF',
      departureDate: '2026-09-15',
      returnDate: '2026-09-22',
      adults: 2,
      children: 1,
      infants: 0,
      cabin: 'ECONOMY',
    });
    expect(flights).toHaveLength(3);
    const [direct, withStop, back] = flights;
    expect(direct).toMatchObject({
      source: 'latam_api',
      airline: 'LATAM',
      price: 412.37,
      miles: null,
      estimatedValue: 412.37,
      departure: { time: '07:15', airport: 'GRU', date: '2026-09-15' },
      arrival: { time: '08:20', airport: 'CNF', date: '2026-09-15' },
      duration: '1h 05min',
      durationMinutes: 65,
      stops: 0,
      flightNumber: 'LA3000',
      isReturnFlight: false,
      freshness: { kind: 'live', fetchedAt: UPSTREAM_NOW.toISOString() },
    });
    expect(direct?.url).toMatch(/^https:\/\//);
    // ISO date-times are read as the airport's wall clock; the arrival day comes from the reply.
    expect(withStop).toMatchObject({
      stops: 1,
      stopAirports: ['BSB'],
      departure: { time: '21:40' },
      arrival: { time: '01:05', date: '2026-09-16' },
      duration: '3h 25min',
    });
    expect(back).toMatchObject({
      isReturnFlight: true,
      departure: { airport: 'CNF', date: '2026-09-22', time: '18:30' },
      arrival: { airport: 'GRU' },
      duration: '1h 05min',
    });
    expect(new Set(flights.map((f) => f.id)).size).toBe(3);
  });

  it('Azul: one way sends no returnDate; stops are the listed airports', async () => {
    const before = upstream.fake.received('azul').length;
    const flights = await collect(UPSTREAMS.azul, configWith({ AZUL: 'azul' }), oneWay);
    expect(upstream.fake.received('azul').slice(before)[0]?.body).not.toHaveProperty('returnDate');
    expect(flights.map((f) => [f.source, f.airline, f.price, f.stops, f.stopAirports])).toEqual([
      ['azul_api', 'Azul', 355.9, 0, []],
      ['azul_api', 'Azul', 301.45, 1, ['VCP']],
    ]);
  });

  it('VoeGol: origem, destino, duracao, preco, companhia; times left empty when not sent', async () => {
    const flights = await collect(UPSTREAMS.voegol, configWith({ VOEGOL: 'voegol' }), roundTrip);
    expect(createAirlineUpstreamProvider(UPSTREAMS.voegol, configWith({})).id).toBe('voegol');
    expect(
      flights.map((f) => [
        f.source,
        f.airline,
        f.departure.airport,
        f.arrival.airport,
        f.departure.time,
        f.duration,
        f.price,
        f.isReturnFlight,
      ]),
    ).toEqual([
      ['voegol_api', 'GOL', 'GRU', 'CNF', '09:00', '1h 10min', 327.8, false],
      ['voegol_api', 'GOL', 'GRU', 'CNF', '', '1h 15min', 289.9, false],
      ['voegol_api', 'GOL', 'CNF', 'GRU', '20:15', '1h 05min', 310.2, true],
    ]);
  });

  it('Smiles: miles rows valued in reais (15 per 1000 miles + fees)', async () => {
    const query = { ...roundTrip, destination: 'MIA' };
    const flights = await collect(UPSTREAMS.smiles, configWith({ SMILES: 'smiles' }), query);
    expect(flights).toHaveLength(2);
    expect(flights[0]).toMatchObject({
      id: 'smiles_api-ida-SM8841',
      source: 'smiles_api',
      airline: 'GOL',
      price: null,
      miles: 68000,
      milesProgram: 'Smiles',
      fees: 245.3,
      estimatedValue: 1265.3,
      arrival: { airport: 'MIA', date: '2026-09-16', time: '07:40' },
      duration: '8h 45min',
    });
    expect(flights[0]?.estimatedValueFormatted).toMatch(/^aproximadamente R\$/);
    // No arrival day in the row: departure 20:10 + 8h 50min lands the next day.
    expect(flights[1]).toMatchObject({
      isReturnFlight: true,
      miles: 72500,
      arrival: { date: '2026-09-23', time: '06:00' },
      duration: '8h 50min',
    });
  });

  it('Azul miles: POST {AZUL_UPSTREAM_URL}/search/miles, valued as Azul Fidelidade', async () => {
    const before = upstream.fake.received('azul').length;
    const flights = await collect(UPSTREAMS.azulmilhas, configWith({ AZUL: 'azul' }), {
      ...oneWay,
      origin: 'VCP',
      destination: 'REC',
    });
    expect(
      upstream.fake
        .received('azul')
        .slice(before)
        .map((r) => r.url),
    ).toEqual(['/azul/search/miles']);
    expect(flights).toMatchObject([
      { source: 'azulmilhas_api', milesProgram: 'Azul Fidelidade', miles: 15400, fees: 38.26, flightNumber: 'AD4078' },
    ]);
  });

  it('asks nothing for the other payment type, and sends no Authorization without a key', async () => {
    const before = upstream.fake.requests.length;
    expect(
      await collect(UPSTREAMS.smiles, configWith({ SMILES: 'smiles' }), { ...roundTrip, searchType: 'cash' }),
    ).toEqual([]);
    expect(
      await collect(UPSTREAMS.latam, configWith({ LATAM: 'latam' }), { ...roundTrip, searchType: 'miles' }),
    ).toEqual([]);
    expect(upstream.fake.requests.length).toBe(before);
    await collect(UPSTREAMS.latam, loadConfig({ LATAM_UPSTREAM_URL: `${upstream.base}/latam` }), oneWay);
    expect(upstream.fake.requests.at(-1)?.headers).not.toHaveProperty('authorization');
  });
});

describe('airline upstreams: not configured', () => {
  it('without a URL no upstream is configured, none joins the search, and nothing is requested', async () => {
    const config = loadConfig({ UPSTREAM_API_KEY: UPSTREAM_KEY });
    const before = upstream.fake.requests.length;
    for (const def of Object.values(UPSTREAMS)) expect(isUpstreamConfigured(def, config)).toBe(false);
    const ids = enabledProviders({ config, db: null }).map((p) => p.id);
    expect(ids).not.toEqual(expect.arrayContaining(['latam_api']));
    expect(ids).toContain('demo');
    const err = await failure(UPSTREAMS.latam, config);
    expect(err.failure).toBe('not_configured');
    expect(err.message).toBe('A API LATAM não está configurada neste servidor.');
    expect(upstream.fake.requests.length).toBe(before);
  });

  it('a configured URL puts that airline in the live search (and the demo out)', () => {
    const ids = enabledProviders({ config: configWith({ LATAM: 'latam', SMILES: 'smiles' }), db: null }).map(
      (p) => p.id,
    );
    expect(ids).toEqual(expect.arrayContaining(['latam_api', 'smiles_api']));
    expect(ids).not.toContain('azul_api');
    expect(ids).not.toContain('demo');
  });
});
