import type { Flight } from '@core/schemas/flight';
import type { SavedFlight } from '@core/schemas/sync';
import { localDb } from './local-db';
import { deleteLocal, writeLocal } from './outbox';
import { syncNow } from './sync';

/** SPEC §3 saved_flights from a search result; the whole result rides along for the card. */
export function toSavedFlight(flight: Flight, now = new Date()): SavedFlight {
  const iso = now.toISOString();
  return {
    id: crypto.randomUUID(),
    origin: flight.departure.airport,
    destination: flight.arrival.airport,
    program: flight.milesProgram,
    companhia: flight.airline,
    cabine: flight.cabinClass,
    milhas: flight.miles,
    reais_estimado: flight.estimatedValue,
    data_voo: /^\d{4}-\d{2}-\d{2}$/.test(flight.departure.date) ? flight.departure.date : null,
    saved_at: iso,
    updated_at: iso,
    deleted_at: null,
    flight: { ...flight },
  };
}

export async function saveFlight(userId: string, flight: Flight): Promise<void> {
  await writeLocal(localDb, userId, 'saved_flights', toSavedFlight(flight));
  void syncNow(userId);
}

export async function removeSavedFlight(userId: string, id: string): Promise<void> {
  await deleteLocal(localDb, userId, 'saved_flights', id);
  void syncNow(userId);
}
