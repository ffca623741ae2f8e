// Saving a result on the device (SPEC §3 saved_flights): written at once, synced later (src/lib/outbox.ts).
import type { Flight } from '@core/schemas/flight';
import type { SavedFlight } from '@core/schemas/sync';
import { type LocalDb, localDb } from '@/lib/local-db';
import { deleteLocal, writeLocalOnce } from '@/lib/outbox';
import { stableUuid } from '@/lib/stable-id';
import { syncNow } from '@/lib/sync';

/**
 * What makes two results the same offer: source, airline, flight number, day and times, route, stops, cabin,
 * programme, cash or miles, and direction. The result's own id is not used: it may differ between searches.
 */
export function flightIdentity(flight: Flight): string {
  return [
    flight.source,
    flight.airline,
    flight.flightNumber ?? '',
    flight.departure.date,
    flight.departure.time,
    flight.departure.airport,
    flight.arrival.airport,
    flight.arrival.time,
    flight.stops,
    flight.cabinClass,
    flight.milesProgram ?? '',
    flight.miles === null ? 'reais' : 'milhas',
    flight.isReturnFlight ? 'volta' : 'ida',
  ].join('|');
}

/** The saved row's id: the same flight saved by the same user is always the same row, on every device. */
export function savedFlightId(userId: string, flight: Flight): Promise<string> {
  return stableUuid(`saved_flights|${userId}|${flightIdentity(flight)}`);
}

/** SPEC §3 saved_flights from a search result for `passengers`; the whole result rides along for the card. */
export function toSavedFlight(id: string, flight: Flight, now = new Date(), passengers = 1): SavedFlight {
  const iso = now.toISOString();
  return {
    id,
    origin: flight.departure.airport,
    destination: flight.arrival.airport,
    program: flight.milesProgram,
    companhia: flight.airline,
    cabine: flight.cabinClass,
    milhas: flight.miles,
    reais_estimado: flight.estimatedValue,
    data_voo: /^\d{4}-\d{2}-\d{2}$/.test(flight.departure.date) ? flight.departure.date : null,
    passengers,
    saved_at: iso,
    updated_at: iso,
    deleted_at: null,
    flight: { ...flight },
  };
}

/** Saves once: 'already' when this flight is already among the user's saved flights (a double click, say). */
export async function saveFlight(
  userId: string,
  flight: Flight,
  db: LocalDb = localDb,
  now = new Date(),
  passengers = 1,
): Promise<'saved' | 'already'> {
  const row = toSavedFlight(await savedFlightId(userId, flight), flight, now, passengers);
  const result = await writeLocalOnce(db, userId, 'saved_flights', row);
  if (result === 'written') void syncNow(userId, db);
  return result === 'written' ? 'saved' : 'already';
}

export async function removeSavedFlight(userId: string, id: string): Promise<void> {
  await deleteLocal(localDb, userId, 'saved_flights', id);
  void syncNow(userId);
}
