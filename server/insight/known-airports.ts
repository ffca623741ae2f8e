import { airportCatalog } from '../airports/catalog';

let codes: Promise<ReadonlySet<string>> | null = null;

/** The IATA codes of the airport list the autocomplete serves, read once per process. */
export function knownAirportCodes(): Promise<ReadonlySet<string>> {
  if (!codes) {
    const loading = airportCatalog().then(
      (catalog) => new Set(Object.keys((JSON.parse(catalog.body) as { data: Record<string, unknown> }).data)),
    );
    codes = loading;
    loading.catch(() => {
      if (codes === loading) codes = null;
    });
  }
  return codes;
}
