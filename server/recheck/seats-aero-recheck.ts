import { keepMatchingAwards } from '@core/flights/query-match';
import { isMissingMiles } from '@core/miles/fixed-table';
import type { AwardRecheckRequest, RecheckedOffer } from '@core/schemas/award-recheck';
import { type AwardFlight, MILES_SOURCES } from '@core/schemas/award';
import type { Logger } from '../logger';
import { requestDeadline } from '../providers/request-deadline';
import { requireSeatsAeroClient, type SeatsAeroDeps, searchAwards } from '../providers/seats-aero';
import { SEATS_AERO_MESSAGES, SeatsAeroError } from '../providers/seats-aero-client';
import { mayRefresh, requestRefresh } from '../providers/seats-aero-refresh';

/**
 * One award asked again on Seats.aero, answered within RECHECK_DEADLINE_MS. The answer is a fresh cached search
 * (`GET /search`) for that day and route past our reply cache: every source and cabin of the day, the same question
 * the date table and the round trip ask, so the fresh reply also replaces their cached one (one page: a day holds a
 * row per source). Where the offer's Availability ID is known and the key is a Pro key, Seats.aero is also asked to
 * refresh that availability from the programme (`POST /refresh`), without waiting: its refresh takes from 10 s to
 * 2 min, past what a traveller waits on a button; the next search reads what it brought.
 */

/** The whole answer's budget: a re-check answers within 10 s, with room for our own work around the call. */
export const RECHECK_DEADLINE_MS = 8000;

export interface RecheckOutcome {
  offer: RecheckedOffer | null;
  refreshRequested: boolean;
}

function recheckedOf(award: AwardFlight): RecheckedOffer {
  return {
    miles: award.miles_cost,
    taxes: award.fees,
    taxesCurrency: award.fees_currency || 'XXX',
    seats: award.available_seats,
    seenAt: award.seen_at ?? null,
  };
}

/** The asked award among the day's rows: the one row rule, then its source; its own Availability first. */
export function findAward(awards: readonly AwardFlight[], request: AwardRecheckRequest): AwardFlight | null {
  const onQuestion = keepMatchingAwards(awards, {
    origin: request.origin,
    destination: request.destination,
    from: request.date,
    to: request.date,
    cabins: [request.cabin],
  }).filter((award) => award.source.toLowerCase() === request.source && !isMissingMiles(award.miles_cost));
  const own = request.availabilityId ? onQuestion.find((a) => a.id.startsWith(`${request.availabilityId}-`)) : null;
  return own ?? onQuestion.sort((a, b) => a.miles_cost - b.miles_cost)[0] ?? null;
}

export async function recheckOnSeatsAero(
  deps: SeatsAeroDeps & { log: Pick<Logger, 'warn'> },
  request: AwardRecheckRequest,
  ctx: { signal: AbortSignal; now: Date },
): Promise<RecheckOutcome> {
  const client = requireSeatsAeroClient(deps);
  const refreshRequested = Boolean(request.availabilityId) && mayRefresh(client.apiKey);
  if (refreshRequested && request.availabilityId)
    requestRefresh(client, [request.availabilityId]).catch((err: unknown) =>
      deps.log.warn('Seats.aero /refresh não aceito', { error: err instanceof Error ? err.message : String(err) }),
    );
  const deadline = requestDeadline(Math.min(RECHECK_DEADLINE_MS, deps.config.SEATS_AERO_TIMEOUT_MS), ctx.signal);
  try {
    const result = await searchAwards(
      { ...deps, maxPages: 2 },
      {
        origin: request.origin,
        destination: request.destination,
        startDate: request.date,
        endDate: request.date,
        sources: MILES_SOURCES,
      },
      { signal: deadline.signal, now: ctx.now, fresh: true },
    );
    const award = findAward(result.awards, request);
    return { offer: award ? recheckedOf(award) : null, refreshRequested };
  } catch (err) {
    if (deadline.timedOut() && !ctx.signal.aborted) throw new SeatsAeroError(SEATS_AERO_MESSAGES.timeout, 'timeout');
    throw err;
  }
}
