import { prepareAwardResults } from '@core/flights/acceptance';
import { programOfAward } from '@core/miles/program-ids';
import { isNotConfiguredCode } from '@core/text/not-configured';
import type { AwardCabin, AwardFlight, AwardProgram } from '@core/schemas/award';
import { ApiError } from '@/lib/api';
import { type AwardRoute, fixedTableRows } from './fixed-table-rows';

/** What one programme's call gave: its flights, or the error it failed with. */
export type ProgramResult =
  | { program: AwardProgram; flights: AwardFlight[] }
  | { program: AwardProgram; error: unknown };

export interface ProgramFailure {
  program: AwardProgram;
  /**
   * 'not_configured': the server has no key for the award source (its reply's code says so, 503), told apart
   * from 'unavailable': no reply at all (no connection, the server down); 'error': every other failure.
   */
  kind: 'not_configured' | 'unavailable' | 'error';
  /** HTTP status; 0 without a reply; 200 for a reply that says success: false. */
  status: number;
  detail: string;
  /** The server answered with an HTML page instead of JSON. */
  html: boolean;
}

export interface AwardOutcome {
  /** Live rows as the server sent them, de-duplicated by id. */
  live: AwardFlight[];
  /** Fixed-table rows standing in for the programmes whose servers were unavailable. */
  reference: AwardFlight[];
  failures: ProgramFailure[];
  /**
   * No programme got any HTTP reply: the device is offline (or cannot reach the server at all), which the
   * screen says as 'Você está offline' rather than blaming the search servers.
   */
  offline: boolean;
}

export const EXTERNAL_API_ERROR = 'O serviço externo de milhas retornou um erro. Tente novamente mais tarde.';
export const HTML_INSTEAD_OF_JSON = 'O servidor retornou HTML em vez de JSON.';

const HTML_PAGE = /<\s*(!doctype|html|head|body)\b/i;

export function classifyFailure(program: AwardProgram, error: unknown): ProgramFailure {
  if (error instanceof ApiError) {
    const notConfigured = error.status === 503 && isNotConfiguredCode(error.code);
    const unavailable = error.status === 0;
    const detail = error.message.replace(new RegExp(`^${error.status}:\\s*`), '').trim();
    return {
      program,
      kind: notConfigured ? 'not_configured' : unavailable ? 'unavailable' : 'error',
      status: error.status,
      detail,
      html: HTML_PAGE.test(error.message),
    };
  }
  const detail = error instanceof Error && error.message ? error.message : 'Erro desconhecido';
  return { program, kind: 'error', status: 0, detail, html: false };
}

/** SPEC §8 award per-programme error: 'Erro na busca de {program}: {status} - {message}'. */
export function awardFailureMessage(f: ProgramFailure): string {
  const label = programOfAward(f.program).name;
  if (f.status === 200)
    return f.detail ? `Falha na consulta do ${label}: ${f.detail}` : `Falha na consulta do ${label}`;
  return `Erro na busca de ${label}: ${f.status} - ${f.html ? EXTERNAL_API_ERROR : f.detail || 'Erro desconhecido'}`;
}

/** SPEC §8 date-based screen: 'Erro na API: {status} {statusText}', or HTML instead of JSON. */
export function dateFailureMessage(f: ProgramFailure): string {
  const label = programOfAward(f.program).name;
  if (f.html) return `${label}: ${HTML_INSTEAD_OF_JSON}`;
  return `${label}: Erro na API: ${f.status} ${f.detail}`.trim();
}

/** SPEC §8: no flights and errors → 'Não foi possível encontrar voos: {list}'. */
export const noFlightsMessage = (messages: readonly string[]): string =>
  `Não foi possível encontrar voos: ${messages.join('; ')}`;

export function combineProgramResults(
  results: readonly ProgramResult[],
  route: AwardRoute,
  cabin: AwardCabin,
): AwardOutcome {
  const seen = new Set<string>();
  const live: AwardFlight[] = [];
  const failures: ProgramFailure[] = [];
  for (const result of results) {
    if ('error' in result) {
      failures.push(classifyFailure(result.program, result.error));
      continue;
    }
    for (const flight of result.flights) {
      if (seen.has(flight.id)) continue;
      seen.add(flight.id);
      live.push(flight);
    }
  }
  const unavailable = failures.filter((f) => f.kind !== 'error').map((f) => f.program);
  const offline = results.length > 0 && failures.length === results.length && failures.every((f) => f.status === 0);
  return { live, reference: fixedTableRows(unavailable, route, cabin), failures, offline };
}

/** A row of the cabin asked for: ALL is any, ECONOMY includes premium economy, the others exact. */
export function matchesCabin(flight: Pick<AwardFlight, 'cabin_class'>, cabin: AwardCabin): boolean {
  if (cabin === 'ALL') return true;
  if (cabin === 'ECONOMY') return flight.cabin_class === 'ECONOMY' || flight.cabin_class === 'PREMIUM_ECONOMY';
  return flight.cabin_class === cabin;
}

/** The award screen's rows: live ones of the cabin asked (SPEC §5 filtering and fallback miles), then the reference rows. */
export function awardPageFlights(outcome: AwardOutcome, cabin: AwardCabin): AwardFlight[] {
  const live = outcome.live.filter((f) => matchesCabin(f, cabin));
  return [...prepareAwardResults(live), ...outcome.reference];
}
