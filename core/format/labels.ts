/** What a cabin and a provider are called on every screen, e-mail and notification. */
import type { FlightSource } from '../schemas/flight';
import { PROGRAMS } from '../miles/program-ids';

const CABIN_LABELS: Readonly<Record<string, string>> = {
  ALL: 'Todas as classes',
  ECONOMY: 'Econômica',
  ECONOMIC: 'Econômica',
  PREMIUM_ECONOMY: 'Premium Economy',
  PREMIUM_ECONOMIC: 'Premium Economy',
  BUSINESS: 'Executiva',
  EXECUTIVE: 'Executiva',
  FIRST: 'Primeira classe',
  FIRST_CLASS: 'Primeira classe',
};

/**
 * 'ECONOMY' → 'Econômica' (any case, spaces trimmed), the airlines' own spellings too (LATAM's ECONOMIC and
 * PREMIUM_ECONOMIC, GOL's EXECUTIVE and FIRST_CLASS); an unknown cabin is shown as written.
 */
export function cabinLabel(cabin: string): string {
  return CABIN_LABELS[cabin.trim().toUpperCase()] ?? cabin;
}

/** The reference figures of the fixed award table, shown where a provider's name would be. */
export const REFERENCE_LABEL = 'Tabela de referência';

const PROVIDER_LABELS: Readonly<Partial<Record<FlightSource, string>>> = {
  google_flights: 'Google Flights',
  seats_aero: 'Seats.aero',
  tip_milhas: 'TIP Milhas',
  latam_api: 'LATAM',
  azul_api: 'Azul',
  azulmilhas_api: PROGRAMS.AZUL.name,
  smiles_api: PROGRAMS.SMILES.name,
  voegol_api: 'GOL',
  demo: 'Demonstração',
  fixed_table: REFERENCE_LABEL,
};

/** 'seats_aero' → 'Seats.aero'; an unknown source is shown as written. */
export function providerLabel(source: string): string {
  return PROVIDER_LABELS[source as FlightSource] ?? source;
}
