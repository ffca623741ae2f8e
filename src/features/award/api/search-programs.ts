import { milesSearch } from '@core/contract/miles';
import { type AwardFlight, type AwardProgram, MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/call';
import type { ProgramResult } from '../award-outcome';
import type { AwardRoute } from '../fixed-table-rows';

/**
 * GET /api/miles/search for one programme (SPEC §7): the server's award flights as it sent them, normalised
 * and in its order. A reply with success: false is an error (status 200).
 */
export async function fetchProgramAwards(
  program: AwardProgram,
  route: AwardRoute,
  signal?: AbortSignal,
  passengers = 1,
): Promise<AwardFlight[]> {
  const reply = await call(milesSearch, {
    query: {
      origin: route.origin.trim().toUpperCase(),
      destination: route.destination.trim().toUpperCase(),
      source: MILES_SOURCE_BY_PROGRAM[program],
      // One traveller is the route's default: the same address (and reply cache) as before a party was asked.
      ...(passengers > 1 ? { passengers } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  if (!reply.success) throw new ApiError(200, reply.error);
  return reply.results.data;
}

const abortError = () => new DOMException('A busca foi cancelada.', 'AbortError');

/** One call per programme, in parallel; each settles on its own. Rejects only when `signal` aborts. */
export async function searchPrograms(
  programs: readonly AwardProgram[],
  route: AwardRoute,
  signal: AbortSignal,
  passengers = 1,
): Promise<ProgramResult[]> {
  const settled = await Promise.allSettled(
    programs.map((program) => fetchProgramAwards(program, route, signal, passengers)),
  );
  if (signal.aborted) throw abortError();
  return settled.map((s, i) => {
    const program = programs[i] as AwardProgram;
    return s.status === 'fulfilled' ? { program, flights: s.value } : { program, error: s.reason };
  });
}
