import { describe, expect, it } from 'vitest';
import {
  bookingWindowOf,
  bookingWindowsFor,
  readRouteWindows,
  routesDepsOf,
  seatsAeroRoutes,
} from '../../server/providers/seats-aero-routes';
import { SeatsAeroError } from '../../server/providers/seats-aero-client';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';
import { setupSeatsAeroContract } from '../helpers/seats-aero-contract';

// Seats.aero's routes list per source (GET /routes?source=): each route's NumDaysOut, the booking window the screens
// and the opening-day alert read, kept a day in search_cache and asked once however many ask at once.

const seats = setupSeatsAeroContract();
const ctx = () => ({ signal: new AbortController().signal, now: new Date() });
const deps = (ttl = 86_400) => {
  const routes = routesDepsOf({ config: { ...seats.settings(), SEATS_AERO_ROUTES_TTL_SECONDS: ttl }, db: seats.db });
  if (!routes) throw new Error('configurado no teste');
  return routes;
};

describe('Seats.aero routes list', () => {
  it('reads the documented example: routes with a window, skipping a row without one or with a bad code', () => {
    expect(readRouteWindows(seatsAeroFixture('routes-smiles.json'))).toEqual([
      { o: 'GRU', d: 'LIS', n: 330 },
      { o: 'GIG', d: 'LIS', n: 330 },
      { o: 'GRU', d: 'MIA', n: 355 },
    ]);
    // The /search-style wrapper is read too; a reply that is neither is Seats.aero's invalid reply, in pt-BR.
    expect(readRouteWindows({ data: seatsAeroFixture('routes-smiles.json') })).toHaveLength(3);
    expect(() => readRouteWindows({ routes: 'nenhuma' })).toThrow(SeatsAeroError);
  });

  it('asks once per source for askers at the same time, then answers from the cache', async () => {
    seats.fake.respond((request) =>
      request.path.endsWith('/routes') && request.query.get('source') === 'smiles'
        ? { json: seatsAeroFixture('routes-smiles.json') }
        : { status: 404, json: { error: 'not found' } },
    );
    const asked = await Promise.all(
      Array.from({ length: 5 }, () =>
        bookingWindowOf(deps(), { origin: 'GRU', destination: 'LIS', source: 'smiles' }, ctx()),
      ),
    );
    expect(asked).toEqual([330, 330, 330, 330, 330]);
    expect(seats.fake.requests).toHaveLength(1);
    expect(seats.fake.requests[0]?.headers['partner-authorization']).toBe(seats.settings().SEATS_AERO_API_KEY);

    await seatsAeroRoutes(deps(), 'smiles', ctx());
    expect(seats.fake.requests).toHaveLength(1);
    // A day later (past the TTL) it asks again.
    const tomorrow = { ...ctx(), now: new Date(Date.now() + 86_401_000) };
    await seatsAeroRoutes(deps(), 'smiles', tomorrow);
    expect(seats.fake.requests).toHaveLength(2);
  });

  it('counts a city code as its airports, and says unknown for a route not scanned or a source that fails', async () => {
    seats.fake.respond((request) =>
      request.query.get('source') === 'smiles'
        ? { json: seatsAeroFixture('routes-smiles.json') }
        : { status: 500, text: 'erro' },
    );
    expect(await bookingWindowOf(deps(), { origin: 'SAO', destination: 'MIA', source: 'smiles' }, ctx())).toBe(355);
    expect(await bookingWindowOf(deps(), { origin: 'RIO', destination: 'LIS', source: 'smiles' }, ctx())).toBe(330);
    expect(await bookingWindowOf(deps(), { origin: 'CGH', destination: 'SDU', source: 'smiles' }, ctx())).toBeNull();
    expect(await bookingWindowsFor(deps(), { origin: 'GRU', destination: 'LIS' }, ['AZUL', 'SMILES'], ctx())).toEqual([
      { program: 'SMILES', numDaysOut: 330 },
    ]);
  });
});
