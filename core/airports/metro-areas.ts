import type { Airport } from './airports';

/**
 * Cities served by several airports, under their IATA metropolitan code: travellers ask for "São Paulo", not for
 * Guarulhos or Congonhas. Seats.aero and SerpApi both take comma-separated airports, so a city costs one call.
 * The codes are IATA's city codes; none of them is also an airport's own code (SHA, Xangai's, is one, so
 * Shanghai is left out rather than made ambiguous).
 */

export interface MetroArea {
  code: string;
  /** pt-BR name. */
  city: string;
  country: string;
  airports: readonly string[];
}

export const METRO_AREAS: readonly MetroArea[] = [
  { code: 'SAO', city: 'São Paulo', country: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', city: 'Rio de Janeiro', country: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'BHZ', city: 'Belo Horizonte', country: 'BR', airports: ['CNF', 'PLU'] },
  { code: 'BUE', city: 'Buenos Aires', country: 'AR', airports: ['EZE', 'AEP'] },
  { code: 'NYC', city: 'Nova York', country: 'US', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'WAS', city: 'Washington', country: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'CHI', city: 'Chicago', country: 'US', airports: ['ORD', 'MDW'] },
  { code: 'QDF', city: 'Dallas', country: 'US', airports: ['DFW', 'DAL'] },
  { code: 'QHO', city: 'Houston', country: 'US', airports: ['IAH', 'HOU'] },
  { code: 'YTO', city: 'Toronto', country: 'CA', airports: ['YYZ', 'YTZ'] },
  { code: 'YMQ', city: 'Montreal', country: 'CA', airports: ['YUL', 'YMX'] },
  { code: 'LON', city: 'Londres', country: 'GB', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'PAR', city: 'Paris', country: 'FR', airports: ['CDG', 'ORY'] },
  { code: 'MIL', city: 'Milão', country: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', city: 'Roma', country: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'STO', city: 'Estocolmo', country: 'SE', airports: ['ARN', 'BMA'] },
  { code: 'MOW', city: 'Moscou', country: 'RU', airports: ['SVO', 'DME', 'VKO'] },
  { code: 'TYO', city: 'Tóquio', country: 'JP', airports: ['HND', 'NRT'] },
  { code: 'OSA', city: 'Osaka', country: 'JP', airports: ['KIX', 'ITM'] },
  { code: 'SEL', city: 'Seul', country: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'BJS', city: 'Pequim', country: 'CN', airports: ['PEK', 'PKX'] },
];

const BY_CODE: ReadonlyMap<string, MetroArea> = new Map(METRO_AREAS.map((area) => [area.code, area]));

export function metroArea(code: string): MetroArea | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/** The airports a code stands for: a city's, or the airport itself. */
export function expandAirportCode(code: string): string[] {
  const upper = code.trim().toUpperCase();
  return [...(BY_CODE.get(upper)?.airports ?? [upper])];
}

/** The city an airport belongs to (SAO for GRU); null for a city code or an airport of no listed city. */
export function cityOfAirport(airport: string): MetroArea | null {
  const upper = airport.trim().toUpperCase();
  return METRO_AREAS.find((area) => area.airports.includes(upper)) ?? null;
}

/** True when `airport` is what `code` stands for: the airport itself, or one of the city's airports (SAO: GRU). */
export function codeCovers(code: string, airport: string): boolean {
  return expandAirportCode(code).includes(airport.trim().toUpperCase());
}

/** A route end as a text names it: the code, and for a city the airport actually used ('SAO (GRU)'). */
export function endWithAirport(code: string, airport: string | null | undefined): string {
  const upper = airport?.trim().toUpperCase();
  return upper && metroArea(code) && upper !== code.trim().toUpperCase() ? `${code} (${upper})` : code;
}

/** A route whose ends share an airport (SAO→GRU, SAO→SAO): no flight to search, whatever the dates. */
export const SAME_CITY_MESSAGE = 'Origem e destino ficam na mesma cidade: escolha outro destino';

/** True when `a` and `b` stand for a common airport: a city and one of its airports, or the same code twice. */
export function sameCity(a: string, b: string): boolean {
  const ends = new Set(expandAirportCode(a));
  return expandAirportCode(b).some((code) => ends.has(code));
}

/** 'São Paulo — todos (GRU, CGH, VCP)'. */
export function metroAreaLabel(area: MetroArea): string {
  return `${area.city} — todos (${area.airports.join(', ')})`;
}

/** The cities as autocomplete entries: found by city name or code, listed before the airports of equal rank. */
export function metroAreaAirports(): Airport[] {
  return METRO_AREAS.map((area) => ({
    iata: area.code,
    name: `aeroportos ${area.airports.join(', ')}`,
    city: `${area.city} — todos`,
    country: area.country,
    region: null,
    builtin: true,
  }));
}

/** A suggestion list with the cities before the airports, as a Paulistano looking for "São Paulo" expects. */
export function citiesFirst<T extends { iata: string }>(list: readonly T[]): T[] {
  return [...list.filter((a) => BY_CODE.has(a.iata)), ...list.filter((a) => !BY_CODE.has(a.iata))];
}
