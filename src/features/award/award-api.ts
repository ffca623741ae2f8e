import { awardRows, normalizeAwardRecord } from '@core/flights/award-formats';
import { type AwardFlight, type AwardProgram, awardFlightSchema, MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import { ApiError, api, rawReply } from '@/lib/api';
import type { ProgramResult } from './award-outcome';
import type { AwardRoute } from './fixed-table-rows';

/** Reads one reply's rows: already normalised award flights, or a raw provider format normalised by core. */
export function readAwardReply(body: unknown, program: AwardProgram, route: AwardRoute): AwardFlight[] {
  const source = MILES_SOURCE_BY_PROGRAM[program];
  const seen = new Set<string>();
  const out: AwardFlight[] = [];
  for (const row of awardRows(body)) {
    const parsed = awardFlightSchema.safeParse(row);
    const flights = parsed.success ? [parsed.data] : normalizeAwardRecord(row, { source, ...route });
    for (const flight of flights) {
      if (seen.has(flight.id)) continue;
      seen.add(flight.id);
      out.push(flight);
    }
  }
  return out;
}

/** GET /api/miles/search for one programme (SPEC §7). A reply with success: false is an error (status 200). */
export async function fetchProgramAwards(
  program: AwardProgram,
  route: AwardRoute,
  signal?: AbortSignal,
): Promise<AwardFlight[]> {
  const query = new URLSearchParams({
    origin: route.origin.trim().toUpperCase(),
    destination: route.destination.trim().toUpperCase(),
    source: MILES_SOURCE_BY_PROGRAM[program],
  });
  const body = await api(`/api/miles/search?${query.toString()}`, rawReply, { signal });
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === false) {
    const error = 'error' in body && typeof body.error === 'string' ? body.error : '';
    throw new ApiError(200, error);
  }
  return readAwardReply(body, program, route);
}

const abortError = () => new DOMException('A busca foi cancelada.', 'AbortError');

/** One call per programme, in parallel; each settles on its own. Rejects only when `signal` aborts. */
export async function searchPrograms(
  programs: readonly AwardProgram[],
  route: AwardRoute,
  signal: AbortSignal,
): Promise<ProgramResult[]> {
  const settled = await Promise.allSettled(programs.map((program) => fetchProgramAwards(program, route, signal)));
  if (signal.aborted) throw abortError();
  return settled.map((s, i) => {
    const program = programs[i] as AwardProgram;
    return s.status === 'fulfilled' ? { program, flights: s.value } : { program, error: s.reason };
  });
}
