import { BUILTIN_AIRPORTS, CITY_NAME_OVERRIDES } from './builtin';
import { type Region, regionFor } from './regions';
import { isIataCode } from './iata';

/** One airport as the app uses it (SPEC §3 "Airport": iata, name, city; plus country and award region). */
export interface Airport {
  iata: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2, '' when the dataset does not say. */
  country: string;
  region: Region | null;
  /** Shipped with the app (BUILTIN_AIRPORTS): ranks first among equal autocomplete matches. */
  builtin: boolean;
}

/**
 * A row of an airports dataset, as the server reads it from its data file. The field names of the common
 * datasets are all understood: the Open Travel Data TSV (server/airports/data: {iata, name, city, country, continent}),
 * OurAirports-style rows ({iata_code, name, municipality, iso_country, continent, type, scheduled_service})
 * and airport-data-js ({iata, airport, country_code, continent, type, scheduled_service}).
 */
export interface RawAirportRow {
  iata?: string | null;
  iata_code?: string | null;
  name?: string | null;
  airport?: string | null;
  city?: string | null;
  municipality?: string | null;
  country?: string | null;
  iso_country?: string | null;
  country_code?: string | null;
  continent?: string | null;
  type?: string | null;
  scheduled_service?: string | boolean | null;
}

const text = (...values: (string | null | undefined)[]) =>
  values.find((v) => typeof v === 'string' && v.trim())?.trim() ?? '';

/** Rows the dataset itself marks as not served: closed airports, heliports, seaplane bases, no scheduled service. */
function isExcluded(row: RawAirportRow): boolean {
  const type = row.type?.toLowerCase();
  if (type === 'closed' || type === 'heliport' || type === 'seaplane_base' || type === 'balloonport') return true;
  const scheduled = row.scheduled_service;
  return scheduled === false || (typeof scheduled === 'string' && scheduled.trim().toLowerCase() === 'no');
}

function fromRow(row: RawAirportRow): Airport | null {
  const iata = text(row.iata, row.iata_code).toUpperCase();
  if (!isIataCode(iata) || isExcluded(row)) return null;
  const country = text(row.country_code, row.iso_country, row.country).toUpperCase();
  // A spelled-out country name ('Brazil') is not a code: keep it out of `country` but still try the continent.
  const code = /^[A-Z]{2}$/.test(country) ? country : '';
  const name = text(row.name, row.airport);
  const city = CITY_NAME_OVERRIDES[iata] ?? text(row.city, row.municipality);
  return {
    iata,
    name: name || city || iata,
    city: city || name || iata,
    country: code,
    region: regionFor(code, row.continent),
    builtin: false,
  };
}

function fromBuiltin(b: (typeof BUILTIN_AIRPORTS)[number]): Airport {
  return { iata: b.iata, name: b.name, city: b.city, country: b.country, region: regionFor(b.country), builtin: true };
}

/**
 * The app's airport list from the dataset's rows: one airport per IATA code (the first good row wins),
 * rows without a 3-letter code or marked closed/unscheduled dropped, the spec's city names applied, a region
 * from the country, and every built-in airport present with its pt-BR name and city (the dataset's are in English:
 * 'Lisbon Humberto Delgado Airport'; a pt-BR user reads 'Lisboa', 'Aeroporto Humberto Delgado'). Sorted by IATA code.
 */
export function loadAirports(rows: Iterable<RawAirportRow>): Airport[] {
  const byIata = new Map<string, Airport>();
  for (const row of rows) {
    const airport = fromRow(row);
    if (airport && !byIata.has(airport.iata)) byIata.set(airport.iata, airport);
  }
  for (const b of BUILTIN_AIRPORTS) {
    const found = byIata.get(b.iata);
    if (!found) byIata.set(b.iata, fromBuiltin(b));
    else {
      const country = found.country || b.country;
      byIata.set(b.iata, {
        ...found,
        name: b.name,
        city: CITY_NAME_OVERRIDES[b.iata] ?? b.city,
        country,
        region: found.region ?? regionFor(country),
        builtin: true,
      });
    }
  }
  return [...byIata.values()].sort((x, y) => (x.iata < y.iata ? -1 : x.iata > y.iata ? 1 : 0));
}

/** The built-in airports alone (the list before the dataset arrives). */
export function builtinAirports(): Airport[] {
  return loadAirports([]);
}

const BUILTIN_BY_IATA: ReadonlyMap<string, Airport> = new Map(builtinAirports().map((x) => [x.iata, x]));

/** The region of an airport code: from `airports` when given, else from the built-in table; null when unknown. */
export function regionForAirport(iata: string, airports?: ReadonlyMap<string, Airport>): Region | null {
  const code = iata.trim().toUpperCase();
  return airports?.get(code)?.region ?? BUILTIN_BY_IATA.get(code)?.region ?? null;
}

/** The ISO country of an airport code from `airports` when given, else the built-in table; '' when unknown. */
export function countryForAirport(iata: string, airports?: ReadonlyMap<string, Airport>): string {
  const code = iata.trim().toUpperCase();
  return airports?.get(code)?.country ?? BUILTIN_BY_IATA.get(code)?.country ?? '';
}

/** The city of an airport code, or the code itself when unknown. */
export function cityForAirport(iata: string, airports?: ReadonlyMap<string, Airport>): string {
  const code = iata.trim().toUpperCase();
  return CITY_NAME_OVERRIDES[code] ?? airports?.get(code)?.city ?? BUILTIN_BY_IATA.get(code)?.city ?? code;
}

export function airportsByIata(airports: readonly Airport[]): Map<string, Airport> {
  return new Map(airports.map((x) => [x.iata, x]));
}

export interface AirportSummary {
  iata: string;
  name: string;
  city: string;
}

/** SPEC §7 GET /api/airports/complete: `data` is an object keyed by IATA code of {iata, name, city}. */
export function airportsCompleteData(airports: readonly Airport[]): Record<string, AirportSummary> {
  const data: Record<string, AirportSummary> = {};
  for (const x of airports) data[x.iata] = { iata: x.iata, name: x.name, city: x.city };
  return data;
}

/** SPEC §5: what the input shows once an airport is chosen, 'city (IATA) - name'. */
export function airportLabel(airport: Pick<Airport, 'iata' | 'name' | 'city'>): string {
  return `${airport.city} (${airport.iata}) - ${airport.name}`;
}
