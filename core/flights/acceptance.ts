import { isMissingMiles, resolveMiles } from '../miles/fixed-table';
import { PROGRAMS } from '../miles/program-ids';
import type { AwardFlight } from '../schemas/award';
import { type Flight, type FlightSource, type FreshnessKind, flightSchema } from '../schemas/flight';
import { normalizeCabinClass } from '../schemas/search';
import { awardValueProgram } from './award-programs';
import { parseDurationMinutes } from './format';
import { isRecord, num, type RawRecord, str } from './raw-values';

/**
 * SPEC §5 "Streamed flight acceptance": a streamed flight must have id, departure and arrival. A
 * Smiles-sourced one is accepted with default airline 'Smiles' and cabin ECONOMY; any other also needs
 * airline, cabinClass and source. Accepted records are then read by the Flight schema (defaults for the
 * optional fields, ECONOMIC read as ECONOMY); a record it cannot read is dropped, never the whole batch.
 */

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function isSmilesSourced(raw: RawRecord): boolean {
  return str(raw.source).toLowerCase().includes('smiles');
}

/** Without a freshness from the server, a streamed result is live unless its source says otherwise. */
function defaultFreshness(source: string, now: Date): { kind: FreshnessKind; fetchedAt: string } {
  const kind: FreshnessKind = source === 'demo' ? 'demo' : source === 'fixed_table' ? 'reference' : 'live';
  return { kind, fetchedAt: now.toISOString() };
}

export function acceptStreamedFlight(raw: unknown, now: Date = new Date()): Flight | null {
  if (!isRecord(raw)) return null;
  if (!present(raw.id) || !isRecord(raw.departure) || !isRecord(raw.arrival)) return null;
  const smiles = isSmilesSourced(raw);
  if (!smiles && (!present(raw.airline) || !present(raw.cabinClass) || !present(raw.source))) return null;

  const source = (smiles ? 'smiles_api' : str(raw.source)) as FlightSource;
  const candidate: RawRecord = {
    ...raw,
    id: str(raw.id),
    source,
    airline: present(raw.airline) ? str(raw.airline) : PROGRAMS.SMILES.name,
    cabinClass: present(raw.cabinClass) ? normalizeCabinClass(str(raw.cabinClass)) : 'ECONOMY',
    price: present(raw.price) ? num(raw.price) : null,
    miles: present(raw.miles) ? num(raw.miles) : null,
    fees: present(raw.fees) ? (num(raw.fees) ?? 0) : 0,
    durationMinutes: present(raw.durationMinutes) ? raw.durationMinutes : parseDurationMinutes(raw.duration),
    freshness: isRecord(raw.freshness) ? raw.freshness : defaultFreshness(source, now),
  };
  const parsed = flightSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Each record of a `results` batch through acceptStreamedFlight; the unreadable ones are dropped. */
export function acceptStreamedFlights(records: readonly unknown[], now: Date = new Date()): Flight[] {
  const out: Flight[] = [];
  for (const record of records) {
    const flight = acceptStreamedFlight(record, now);
    if (flight) out.push(flight);
  }
  return out;
}

// ---- award result filtering (SPEC §5) -------------------------------------------------------------------

type WithMiles = { id: unknown } & ({ miles_cost: number | null } | { miles: number | null });

const milesOf = (item: WithMiles): number | null => ('miles_cost' in item ? item.miles_cost : item.miles);

/** A result the award screens prefer: a string id longer than 10 characters and 1 ≤ miles < 999999. */
export function isPreferredAwardResult(item: WithMiles): boolean {
  const m = milesOf(item);
  return typeof item.id === 'string' && item.id.length > 10 && typeof m === 'number' && m >= 1 && m < 999999;
}

/** SPEC §5 "Award result filtering": the preferred results; if none pass, all of them. */
export function filterAwardResults<T extends WithMiles>(items: readonly T[]): T[] {
  const preferred = items.filter(isPreferredAwardResult);
  return preferred.length > 0 ? preferred : [...items];
}

/** SPEC §9: missing, 0 or 999999 miles become the programme's fallback, flagged miles_estimated. */
export function applyFallbackMiles(award: AwardFlight): AwardFlight {
  if (!isMissingMiles(award.miles_cost)) return award;
  const { miles } = resolveMiles(award.miles_cost, awardValueProgram(award), award.cabin_class);
  return { ...award, miles_cost: miles, miles_estimated: true };
}

/** What the award screens show: filtered as SPEC §5 says, then fallback miles where the figure is missing. */
export function prepareAwardResults(awards: readonly AwardFlight[]): AwardFlight[] {
  return filterAwardResults(awards).map(applyFallbackMiles);
}
