// An explore prices round trips of a set length (Google's Explore does): an award round trip is the outbound of a
// programme on a day plus the same programme's return `nights` later, in the same taxes' currency, as the
// calendar pairs them. Two one-way awards of different programmes are two bookings: left to the trip planner.
import { roundCents } from '../format/money';
import { addDaysIso } from '../schemas/search';
import type { ExploreAwardRow } from './destinations';

/** A one-way award of a leg; `date` is its travel day. */
export type AwardLegRow = ExploreAwardRow & { date: string };

const pairKey = (row: AwardLegRow) => `${row.airport}|${row.program}|${row.taxesCurrency}`;

/**
 * Each outbound with the cheapest return of its programme `nights` later (the return's `airport` is the
 * destination it leaves from, as the outbound's is the one it reaches): one round-trip row per pair.
 */
export function pairAwardRoundTrips(
  outbound: readonly AwardLegRow[],
  inbound: readonly AwardLegRow[],
  nights: number,
): ExploreAwardRow[] {
  const cheapestBack = new Map<string, AwardLegRow>();
  for (const back of inbound) {
    const key = `${pairKey(back)}|${back.date}`;
    const seen = cheapestBack.get(key);
    if (!seen || back.milesPerPerson < seen.milesPerPerson) cheapestBack.set(key, back);
  }
  return outbound.flatMap((out) => {
    const back = cheapestBack.get(`${pairKey(out)}|${addDaysIso(out.date, nights)}`);
    if (!back) return [];
    const taxes =
      out.taxesPerPerson === null || back.taxesPerPerson === null
        ? null
        : roundCents(out.taxesPerPerson + back.taxesPerPerson);
    const seats = out.seats === null ? back.seats : back.seats === null ? out.seats : Math.min(out.seats, back.seats);
    return [
      {
        ...out,
        milesPerPerson: out.milesPerPerson + back.milesPerPerson,
        taxesPerPerson: taxes,
        seats,
        nonstop: out.nonstop && back.nonstop,
        freshness: out.freshness === back.freshness ? out.freshness : back.freshness,
      },
    ];
  });
}
