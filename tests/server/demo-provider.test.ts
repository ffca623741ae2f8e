// Demo data must not look like lies: local times at each end, non-stop flights only where such a route exists, and
// the same answer for the same question (it is on the search hot path, so it also stays fast).
import { describe, expect, it } from 'vitest';
import type { Flight } from '../../core/schemas/flight';
import { searchQuerySchema } from '../../core/schemas/search';
import { demoProvider } from '../../server/providers/demo';

/** One clock for the whole file: the same search must give the same flights, fetched-at stamp included. */
const NOW = new Date();

async function demo(origin: string, destination: string, departureDate: string): Promise<Flight[]> {
  const query = searchQuerySchema.parse({ origin, destination, departureDate });
  const flights: Flight[] = [];
  for await (const batch of demoProvider.search(query, { signal: new AbortController().signal, now: NOW }))
    flights.push(...batch);
  return flights;
}

/** The next `MM-DD` still ahead (the search refuses past days), so the season the assertion relies on stays put. */
function next(monthDay: string): string {
  const year = NOW.getUTCFullYear();
  const thisYear = `${year}-${monthDay}`;
  return Date.parse(`${thisYear}T00:00:00Z`) > NOW.getTime() + 86_400_000 ? thisYear : `${year + 1}-${monthDay}`;
}
const DECEMBER = next('12-20');
const JULY = next('07-10');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayIndex = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Local arrival minus local departure minus the flight time: the clock difference between the two airports. */
function clockShift(flight: Flight): number {
  const departs = minutesOf(flight.departure.time);
  const arrives =
    minutesOf(flight.arrival.time) + (dayIndex(flight.arrival.date) - dayIndex(flight.departure.date)) * 1440;
  return arrives - departs - (flight.durationMinutes ?? 0);
}

function nextDays(count: number): string[] {
  const start = Date.now() + 7 * 86_400_000;
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

describe('demo flights', () => {
  it('arrive in local time: Miami is 2 h behind São Paulo in December, 1 h in July; Lisbon 3 h ahead in December', async () => {
    for (const flight of await demo('GRU', 'MIA', DECEMBER)) expect(clockShift(flight)).toBe(-120);
    for (const flight of await demo('GRU', 'MIA', JULY)) expect(clockShift(flight)).toBe(-60);
    for (const flight of await demo('GRU', 'LIS', DECEMBER)) expect(clockShift(flight)).toBe(180);
    for (const flight of await demo('GRU', 'CGH', DECEMBER)) expect(clockShift(flight)).toBe(0);
  });

  it('never fly non-stop from Congonhas abroad; connect at a hub, not at either end', async () => {
    for (const day of nextDays(40)) {
      for (const flight of await demo('CGH', 'LIS', day)) {
        expect(flight.stops).toBeGreaterThanOrEqual(1);
        expect(flight.stopAirports).toHaveLength(1);
        expect(['CGH', 'LIS']).not.toContain(flight.stopAirports[0]);
      }
    }
  });

  it('fly a long-haul non-stop only from an airport the carrier flies abroad from', async () => {
    const nonStop = new Set<string>();
    for (const day of nextDays(40)) {
      for (const flight of [...(await demo('GRU', 'LIS', day)), ...(await demo('POA', 'LIS', day))])
        if (flight.stops === 0) nonStop.add(`${flight.airline} ${flight.departure.airport}`);
    }
    // LATAM flies to Europe from Guarulhos; GOL flies non-stop only within the Americas; Azul abroad only from its
    // own gateways (Viracopos, Recife, Confins, Belém); Porto Alegre has no non-stop to Lisbon.
    expect([...nonStop].sort()).toEqual(['LATAM GRU']);
  });

  it('are the same for the same search', async () => {
    expect(await demo('GRU', 'MIA', DECEMBER)).toEqual(await demo('GRU', 'MIA', DECEMBER));
  });
});
