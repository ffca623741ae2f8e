// The admin stand-in's clubs (GET /api/admin/clubs, PUT /{id}): the core data, then the corrections put, the latest
// begun one in force, as the server does. Each reply is typed by its operation.
import { adminClubs, putClub } from '@core/contract/clubs';
import { defaultClubPlan } from '@core/miles/clubs';
import { clubsWithDefaults, type StoredClub } from '@core/schemas/clubs';
import { campaignDay } from '@core/schemas/wallet';
import { bodyFor, type FakeReply, type FakeRequest, replyWith, requestFor } from './contract-fake';

export const clubs = { corrections: [] as StoredClub[] };

const list = () => clubsWithDefaults(clubs.corrections, campaignDay());

/** The reply for a clubs request, or null when it is not one of theirs. */
export function clubsReply(request: FakeRequest): FakeReply | null {
  if (requestFor(adminClubs, request)) return replyWith(adminClubs, { clubs: list() });
  const id = requestFor(putClub, request)?.id as StoredClub['id'] | undefined;
  if (!id) return null;
  const stored = {
    ...bodyFor(putClub, request),
    id,
    program: defaultClubPlan(id).program,
    origin: 'admin',
    inForce: false,
    updatedAt: '2026-11-26T10:00:00.000Z',
  } as StoredClub;
  const same = (c: StoredClub) => c.id === id && c.effectiveFrom === stored.effectiveFrom;
  clubs.corrections = [...clubs.corrections.filter((c) => !same(c)), stored];
  return replyWith(putClub, { club: list().find((c) => c.origin === 'admin' && same(c)) ?? stored });
}
