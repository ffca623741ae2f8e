import { requestDeadline } from './request-deadline';
import type { SeatsAeroClientOptions } from './seats-aero-client';

/**
 * Seats.aero's `POST /refresh {availability_ids: [...]}` (DOMAIN.md "Explore and re-check"): asks Seats.aero to
 * fetch those cached Availability objects from the programme again. Pro keys only (commercial keys get live search
 * instead), at most 10 ids a call, it may cost quota, and the refreshed rows show up only after Seats.aero's own
 * run, which its documentation says to poll for at least 10 s and up to 2 min. A re-check has to answer in under
 * 10 s, so this is only asked, never waited for: the answer comes from our own fresh /search, and a later search
 * reads what the refresh brought.
 */

export const REFRESH_MAX_IDS = 10;

/** Seats.aero's Pro API keys start 'pro_'; only they may ask for a refresh (a commercial key is refused). */
export function mayRefresh(apiKey: string): boolean {
  return apiKey.startsWith('pro_');
}

/** Sends the refresh and resolves once Seats.aero took it (any 2xx); rejects with the reason otherwise. */
export async function requestRefresh(
  options: Pick<SeatsAeroClientOptions, 'apiKey' | 'baseUrl' | 'timeoutMs' | 'fetchImpl'>,
  availabilityIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(availabilityIds)].slice(0, REFRESH_MAX_IDS);
  if (ids.length === 0) return;
  const deadline = requestDeadline(options.timeoutMs);
  const res = await (options.fetchImpl ?? fetch)(`${options.baseUrl}/refresh`, {
    method: 'POST',
    headers: {
      'Partner-Authorization': options.apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ availability_ids: ids }),
    signal: deadline.signal,
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`Seats.aero /refresh respondeu ${res.status}`);
}
