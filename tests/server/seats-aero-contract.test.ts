import { describe, expect, it } from 'vitest';
import { getTrips, cachedSearch } from '../../server/providers/seats-aero-client';
import { seatsAeroClientOptions } from '../../server/providers/seats-aero';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';
import {
  always,
  SEATS_AERO_KEY,
  SEATS_AERO_NOW,
  seatsAeroQuery,
  setupSeatsAeroContract,
} from '../helpers/seats-aero-contract';

// The seats_aero provider against Partner API replies recorded as documented (developers.seats.aero), on
// loopback: what it asks and the flights it makes of the rows. Failures and the reply cache have their own files.

const AZUL = '2pZ8xJ3cQk7mN1rT5vW9yB4dF6h';
const SMILES = '2pZ8xM4dRl8nP2sU6xA0zC5eG7i';
const AMERICAN = '2pZ8xQ5eSm9oQ3tV7yB1aD6fH8j';
const VIRGIN = '2pZ8xT6fTn0pR4uW8zC2bE7gI9k';

const seats = setupSeatsAeroContract();
const { settings, provider, collect } = seats;

describe('Seats.aero cached search (GET /search)', () => {
  it('asks as documented and yields valued award flights: mileage strings, taxes in minor units, 0 seats unknown', async () => {
    seats.fake.respond(always('search-gru-mia.json'));
    const batches = await collect(provider());

    expect(seats.fake.requests).toHaveLength(1);
    const [request] = seats.fake.requests;
    expect(request?.path).toBe('/partnerapi/search');
    expect(request?.headers['partner-authorization']).toBe(SEATS_AERO_KEY);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      origin_airport: 'GRU',
      destination_airport: 'MIA',
      start_date: '2026-12-10',
      end_date: '2026-12-10',
      sources: 'azul,american,smiles,virginatlantic',
      cabins: 'economy',
      take: '500',
    });

    const flights = batches.flat();
    // Only the asked cabin; one offer per source.
    expect(flights.map((f) => f.id).sort()).toEqual(
      [`seats_aero-${AZUL}-Y`, `seats_aero-${SMILES}-Y`, `seats_aero-${AMERICAN}-Y`, `seats_aero-${VIRGIN}-Y`].sort(),
    );
    const azul = flights.find((f) => f.id === `seats_aero-${AZUL}-Y`);
    expect(azul).toMatchObject({
      source: 'seats_aero',
      miles: 35000,
      milesProgram: 'Azul Fidelidade',
      fees: 150.75,
      availableSeats: null,
      stops: 0,
      cabinClass: 'ECONOMY',
      departure: { airport: 'GRU', date: '2026-12-10', time: '' },
      arrival: { airport: 'MIA' },
      freshness: { kind: 'live', fetchedAt: SEATS_AERO_NOW.toISOString() },
    });
    expect(azul?.estimatedValue).toBeCloseTo(35 * 15 + 150.75, 2);
    const smiles = flights.find((f) => f.id === `seats_aero-${SMILES}-Y`);
    expect(smiles).toMatchObject({ miles: 42500, milesProgram: 'Smiles', fees: 98.12, availableSeats: 4, stops: 1 });
    const american = flights.find((f) => f.id === `seats_aero-${AMERICAN}-Y`);
    expect(american).toMatchObject({ miles: 30000, milesProgram: 'LATAM Pass', fees: 5.6, feesCurrency: 'USD' });
  });

  it('searches the return leg too on a round trip, flagged as return flights', async () => {
    seats.fake.respond((r) => ({
      json: seatsAeroFixture(r.query.get('origin_airport') === 'GRU' ? 'search-gru-mia.json' : 'search-mia-gru.json'),
    }));
    const batches = await collect(
      provider(),
      seatsAeroQuery({ tripType: 'ROUND_TRIP', returnDate: '2026-12-20', cabinClass: 'BUSINESS' }),
    );
    expect(
      seats.fake.requests.map((r) => [r.query.get('origin_airport'), r.query.get('start_date'), r.query.get('cabins')]),
    ).toEqual([
      ['GRU', '2026-12-10', 'business'],
      ['MIA', '2026-12-20', 'business'],
    ]);
    const [outbound, inbound] = batches;
    expect(outbound?.map((f) => f.id).sort()).toEqual(
      [`seats_aero-${AZUL}-J`, `seats_aero-${AMERICAN}-J`, `seats_aero-${VIRGIN}-J`].sort(),
    );
    expect(outbound?.every((f) => !f.isReturnFlight && f.cabinClass === 'BUSINESS')).toBe(true);
    expect(inbound).toHaveLength(3);
    expect(
      inbound?.every((f) => f.isReturnFlight && f.departure.airport === 'MIA' && f.departure.date === '2026-12-20'),
    ).toBe(true);
  });

  it('pages with cursor + skip, one batch per page, de-duplicating by ID across pages', async () => {
    seats.fake.respond((r) => ({
      json: seatsAeroFixture(r.query.has('cursor') ? 'search-page-2.json' : 'search-page-1.json'),
    }));
    const batches = await collect(provider());
    expect(seats.fake.requests).toHaveLength(2);
    expect(seats.fake.requests[0]?.query.has('cursor')).toBe(false);
    expect(seats.fake.requests[0]?.query.has('skip')).toBe(false);
    expect(seats.fake.requests[1]?.query.get('cursor')).toBe('1795385530');
    expect(seats.fake.requests[1]?.query.get('skip')).toBe('3');
    expect(batches.map((b) => b.map((f) => f.id))).toEqual([
      [`seats_aero-${AZUL}-Y`, `seats_aero-${SMILES}-Y`, `seats_aero-${AMERICAN}-Y`],
      [`seats_aero-${VIRGIN}-Y`],
    ]);
  });

  it('stops at the page cap and at an empty page even when hasMore says otherwise', async () => {
    seats.fake.respond(always('search-page-1.json'));
    await collect(provider({ maxPages: 2 }));
    expect(seats.fake.requests).toHaveLength(2);

    seats.fake.reset();
    seats.fake.respond(() => ({ json: { data: [], count: 0, hasMore: true, cursor: 1 } }));
    expect(await collect(provider())).toEqual([]);
    expect(seats.fake.requests).toHaveLength(1);
  });

  it('skips malformed rows and keeps the rest of the page', async () => {
    seats.fake.respond(always('search-malformed.json'));
    const client = seatsAeroClientOptions({ config: settings(), db: null });
    if (!client) throw new Error('configured');
    const pages = [];
    for await (const page of cachedSearch(
      client,
      { origin: 'GRU', destination: 'MIA', startDate: '2026-12-10', endDate: '2026-12-10', sources: ['azul'] },
      new AbortController().signal,
    )) {
      pages.push(page);
    }
    expect(pages.map((p) => [p.rows.map((r) => r.ID), p.malformed])).toEqual([[[AZUL, VIRGIN], 5]]);

    const flights = (await collect(provider())).flat();
    expect(flights.map((f) => f.id)).toEqual([`seats_aero-${AZUL}-Y`, `seats_aero-${VIRGIN}-Y`]);
  });
});

describe('Seats.aero trips (GET /trips/{id})', () => {
  it('reads the trips and booking links, skipping a malformed trip', async () => {
    seats.fake.respond(always('trips-american.json'));
    const client = seatsAeroClientOptions({ config: settings(), db: null });
    if (!client) throw new Error('configured');
    const reply = await getTrips(client, AMERICAN, new AbortController().signal);
    expect(seats.fake.requests[0]?.path).toBe(`/partnerapi/trips/${AMERICAN}`);
    expect(seats.fake.requests[0]?.headers['partner-authorization']).toBe(SEATS_AERO_KEY);
    expect(reply.trips.map((t) => [t.FlightNumbers, t.Cabin, t.AvailabilitySegments.length])).toEqual([
      ['AA930', 'economy', 1],
      ['AA950, AA1354', 'economy', 2],
      ['AA930', 'business', 1],
    ]);
    expect(reply.malformed).toBe(1);
    expect(reply.bookingLinks).toEqual([expect.objectContaining({ label: 'American Airlines', primary: true })]);
  });
});
