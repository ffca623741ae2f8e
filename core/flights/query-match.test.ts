import { describe, expect, it } from 'vitest';
import { makeFlight, makeSearchQuery } from '@tests/helpers/flight-fixture';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { keepMatchingFlights, rowMatchesQuery } from './query-match';

const day = addDaysIso(todayIsoDate(), 60);
const asked = { origin: 'GRU', destination: 'LIS', from: day, to: day, cabins: ['ECONOMY'] as const };
const row = { origin: 'GRU', destination: 'LIS', date: day, cabin: 'ECONOMY' as const };

describe('one rule for provider rows', () => {
  it('keeps the row asked for and drops one off the route, the day or the cabin', () => {
    expect(rowMatchesQuery(row, asked)).toBe(true);
    // The Seats.aero documentation's example rows, served for a GRU→LIS search.
    expect(rowMatchesQuery({ ...row, origin: 'SFO', destination: 'LAX', date: '2024-03-16' }, asked)).toBe(false);
    expect(rowMatchesQuery({ ...row, origin: 'SIN', destination: 'KUL', date: '2024-11-20' }, asked)).toBe(false);
    expect(rowMatchesQuery({ ...row, destination: 'OPO' }, asked)).toBe(false);
    expect(rowMatchesQuery({ ...row, origin: 'LIS', destination: 'GRU' }, asked)).toBe(false);
    expect(rowMatchesQuery({ ...row, date: addDaysIso(day, 1) }, asked)).toBe(false);
    expect(rowMatchesQuery({ ...row, cabin: 'BUSINESS' }, asked)).toBe(false);
    expect(rowMatchesQuery({ ...row, cabin: 'BUSINESS' }, { ...asked, cabins: [] })).toBe(true);
  });

  it('counts a city code as its airports, on either side, and a range of days inclusively', () => {
    const sao = { ...asked, origin: 'SAO', from: day, to: addDaysIso(day, 30) };
    for (const airport of ['GRU', 'CGH', 'VCP']) expect(rowMatchesQuery({ ...row, origin: airport }, sao)).toBe(true);
    expect(rowMatchesQuery({ ...row, origin: 'GIG' }, sao)).toBe(false);
    expect(rowMatchesQuery({ ...row, date: addDaysIso(day, 30) }, sao)).toBe(true);
    expect(rowMatchesQuery({ ...row, date: addDaysIso(day, 31) }, sao)).toBe(false);
    // A comma list of airports (how Seats.aero is asked for a city) and a row naming the city itself.
    expect(rowMatchesQuery({ ...row, origin: 'CGH' }, { ...asked, origin: 'GRU,CGH,VCP' })).toBe(true);
    expect(rowMatchesQuery({ ...row, origin: 'SAO' }, asked)).toBe(true);
  });

  it("judges a round trip's return flights against the way back", () => {
    const back = addDaysIso(day, 10);
    const query = makeSearchQuery({
      origin: 'SAO',
      destination: 'LIS',
      departureDate: day,
      returnDate: back,
      tripType: 'ROUND_TRIP',
    });
    const point = (airport: string, date: string) => ({ time: '10:00', airport, city: '', date });
    const flights = [
      makeFlight('ida', { departure: point('GRU', day), arrival: point('LIS', day) }),
      makeFlight('volta', { departure: point('LIS', back), arrival: point('CGH', back), isReturnFlight: true }),
      makeFlight('volta-no-dia-da-ida', {
        departure: point('LIS', day),
        arrival: point('GRU', day),
        isReturnFlight: true,
      }),
      makeFlight('outra-rota', { departure: point('SFO', day), arrival: point('LAX', day) }),
    ];
    expect(keepMatchingFlights(flights, query).map((f) => f.id)).toEqual(['ida', 'volta']);
  });
});
