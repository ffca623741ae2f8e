// Where a destination is, in the words the screen shows: the airport, its city and country in pt-BR, its award
// region. The built-in table's pt-BR names first (Lisboa, Nova York), then the dataset's, then the provider's.
import { type Airport, builtinAirports, cityForAirport } from '../airports/airports';
import { cityOfAirport } from '../airports/metro-areas';
import { type Region, regionFor } from '../airports/regions';
import { countryNamePtBr } from '../format/countries';

export interface ExplorePlace {
  airport: string;
  airportName: string;
  city: string;
  cityCode: string | null;
  country: string;
  countryCode: string;
  region: Region | null;
  lat: number | null;
  lon: number | null;
}

/** What a provider said of a place, used only where the product's tables say nothing. */
export interface PlaceHint {
  city?: string | null;
  country?: string | null;
  lat?: number | null;
  lon?: number | null;
}

const BUILTIN: ReadonlyMap<string, Airport> = new Map(builtinAirports().map((a) => [a.iata, a]));

/** The place of `airport`, from `airports` (the server's dataset) when given, else the built-in table. */
export function placeOf(airport: string, airports?: ReadonlyMap<string, Airport>, hint: PlaceHint = {}): ExplorePlace {
  const code = airport.toUpperCase();
  const known = BUILTIN.get(code) ?? airports?.get(code);
  const countryCode = known?.country ?? '';
  const city = cityOfAirport(code);
  const cityName = cityForAirport(code, airports);
  return {
    airport: code,
    airportName: known?.name ?? code,
    city: cityName !== code ? cityName : (hint.city ?? code),
    cityCode: city?.code ?? null,
    country: countryCode ? countryNamePtBr(countryCode) : (hint.country ?? ''),
    countryCode,
    region: known?.region ?? regionFor(countryCode),
    lat: hint.lat ?? null,
    lon: hint.lon ?? null,
  };
}
