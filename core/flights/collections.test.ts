import { describe, expect, it } from 'vitest';
import { type Flight, flightSchema } from '../schemas/flight';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { appendUnique, dedupeById, NO_RESULTS_ID, noResultsPlaceholder, splitByDirection } from './collections';

const make = makeFlight;
const ids = (list: Flight[]) => list.map((f) => f.id);

describe('de-duplication by id', () => {
  it('keeps the first of each id', () => {
    const first = make('a', { price: 1 });
    expect(dedupeById([first, make('b'), make('a', { price: 2 })])).toEqual([first, make('b')]);
  });

  it('appends only new ids from a batch and says which were added', () => {
    const { flights, added } = appendUnique([make('a')], [make('a'), make('b'), make('b'), make('c')]);
    expect(ids(flights)).toEqual(['a', 'b', 'c']);
    expect(ids(added)).toEqual(['b', 'c']);
    expect(appendUnique([make('a')], [make('a')]).added).toEqual([]);
  });
});

describe('outbound and return', () => {
  it('splits by isReturnFlight, keeping order', () => {
    const { outbound, inbound } = splitByDirection([make('o1'), make('r1', { isReturnFlight: true }), make('o2')]);
    expect([ids(outbound), ids(inbound)]).toEqual([['o1', 'o2'], ['r1']]);
  });
});

describe('no-results placeholder (SPEC §4)', () => {
  it("is one info-only 'Sem resultados' card with id no-results", () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    const p = noResultsPlaceholder({ origin: 'GRU', destination: 'MIA', departureDate: '2026-12-20' }, now);
    expect(flightSchema.parse(p)).toEqual(p);
    expect(p).toMatchObject({
      id: NO_RESULTS_ID,
      airline: 'Sem resultados',
      source: 'info',
      isInfoOnly: true,
      price: null,
      miles: null,
    });
    expect([p.departure.airport, p.arrival.airport, p.departure.date]).toEqual(['GRU', 'MIA', '2026-12-20']);
  });
});
