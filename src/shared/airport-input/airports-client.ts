import { builtinAirports, loadAirports } from '@core/airports/airports';
import { type AirportIndex, buildAirportIndex } from '@core/airports/autocomplete';
import { metroAreaAirports } from '@core/airports/metro-areas';
import { completeAirports } from '@core/contract/airports';
import { call } from '@/lib/call';

let builtin: AirportIndex | null = null;
let full: Promise<AirportIndex> | null = null;

/** The airports shipped with the app: what the autocomplete searches until (or unless) the full list arrives. */
export function builtinAirportIndex(): AirportIndex {
  builtin ??= buildAirportIndex([...metroAreaAirports(), ...builtinAirports()]);
  return builtin;
}

async function fetchAirportIndex(): Promise<AirportIndex> {
  const reply = await call(completeAirports);
  // Cities with several airports ('São Paulo — todos') are offered beside the airports.
  return buildAirportIndex([...metroAreaAirports(), ...loadAirports(Object.values(reply.data))]);
}

/**
 * Every airport, fetched once per session (the browser's cache and the ETag make later sessions cheap).
 * Never rejects: when the list cannot be loaded (offline, signed out, server error), SPEC §8 says the failure
 * is only logged, so the built-in airports answer instead and the next call tries again.
 */
export function loadAirportIndex(): Promise<AirportIndex> {
  if (!full) {
    const attempt: Promise<AirportIndex> = fetchAirportIndex().catch((err: unknown) => {
      console.warn('Falha ao carregar a lista de aeroportos; usando os aeroportos embutidos.', err);
      if (full === attempt) full = null;
      return builtinAirportIndex();
    });
    full = attempt;
  }
  return full;
}

/** Forgets the loaded list (a new session, or a test). */
export function resetAirportIndex(): void {
  full = null;
}
