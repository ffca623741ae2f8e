import { loadAirports } from '@core/airports/airports';
import { metroArea } from '@core/airports/metro-areas';
import { readDatasetRows } from '../airports/catalog';
import { AppError, type IssueDetail } from '../http/errors';

let codes: Promise<ReadonlySet<string>> | null = null;

/**
 * The IATA codes of the airport list the autocomplete serves, read once per process. From the dataset's rows as the
 * catalog reads them, not from the catalog itself: built from sources, that one is also compressed (brotli 11, about
 * a second of CPU, several on a busy host), which the first calendar or verdict should not wait for.
 */
export function knownAirportCodes(): Promise<ReadonlySet<string>> {
  if (!codes) {
    const loading = readDatasetRows().then((rows) => new Set(loadAirports(rows).map((airport) => airport.iata)));
    codes = loading;
    loading.catch(() => {
      if (codes === loading) codes = null;
    });
  }
  return codes;
}

export const UNKNOWN_AIRPORT = 'Aeroporto desconhecido: use o código IATA de um aeroporto da lista.';

/**
 * The first end of a route that is no airport of the list (nor, with `cities`, a city code such as SAO), as a
 * pt-BR issue; null when both are known. A made-up code (XXQ) has no fare anywhere: refusing it here saves the
 * paid provider calls it would cost.
 */
export async function unknownAirportIssue(
  route: { origin: string; destination: string },
  options: { cities: boolean },
): Promise<IssueDetail | null> {
  const known = await knownAirportCodes();
  for (const path of ['origin', 'destination'] as const) {
    const code = route[path];
    if (!known.has(code) && !(options.cities && metroArea(code))) return { path, message: UNKNOWN_AIRPORT };
  }
  return null;
}

/** unknownAirportIssue as the HTTP routes answer it: 400 in pt-BR. */
export async function refuseUnknownAirports(
  route: { origin: string; destination: string },
  options: { cities: boolean },
): Promise<void> {
  const issue = await unknownAirportIssue(route, options);
  // Its own code: the code's form is the document's (three letters), whether it names an airport of the list is not.
  if (issue) throw new AppError(400, issue.message, [issue], 'unknown_airport');
}
