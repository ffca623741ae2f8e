// GET /api/clubs: each club plan valued with the traveller's own milheiros (server-side, like every offer). The reply
// is kept on the device (IndexedDB, per account: sign-out takes it away) with when it came, so "Clubes" opens
// offline with the last reply and its age.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getClubs } from '@core/contract/clubs';
import { type ValuedClub, valuedClubSchema } from '@core/schemas/clubs';
import { z } from '@core/schemas/zod-locale';
import { call } from '@/lib/call';
import { keepReply, keptReply } from '@/lib/kept-replies';
import { queryClient } from '@/lib/query-client';
import { readStoredUser } from '@/lib/stored-user';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';

export const CLUBS_KEY = ['clubs'] as const;
/** The kind of kept reply (src/lib/kept-replies.ts) the clubs are kept as. */
export const KEPT_CLUBS_KIND = 'clubs';
const ONE_HOUR = 60 * 60 * 1000;
const keptSchema = z.array(valuedClubSchema);

async function keep(clubs: readonly ValuedClub[]) {
  const userId = readStoredUser()?.id;
  if (!userId) return;
  try {
    await keepReply(userId, KEPT_CLUBS_KIND, '', clubs);
  } catch {
    // Storage full or refused: the clubs simply are not there offline.
  }
}

async function readKept(userId: string) {
  try {
    return await keptReply(userId, KEPT_CLUBS_KIND, '', keptSchema);
  } catch {
    return null;
  }
}

export const clubsQuery = queryOptions({
  queryKey: CLUBS_KEY,
  queryFn: async ({ signal }) => {
    const { clubs } = await call(getClubs, { signal });
    void keep(clubs);
    return clubs;
  },
  staleTime: ONE_HOUR,
});

export type ClubsState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  /** seenAt: when the kept list was fetched (offline), null when it is this visit's reply. */
  | { status: 'ready'; clubs: ValuedClub[]; seenAt: string | null };

/** The clubs: this visit's reply, else (offline, or the request could not reach the server) the kept one. */
export function useClubs(userId: string): ClubsState {
  const online = useOnline();
  const query = useQuery({ ...clubsQuery, enabled: online }, queryClient);
  const offline = !query.data && (!online || (query.isError && isOffline(query.error)));
  const kept = useQuery(
    {
      queryKey: [...CLUBS_KEY, 'kept', userId],
      queryFn: () => readKept(userId),
      enabled: offline,
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
  if (query.data) return { status: 'ready', clubs: query.data, seenAt: null };
  if (offline) {
    if (kept.data === undefined) return { status: 'loading' };
    if (!kept.data) return { status: 'offline' };
    return { status: 'ready', clubs: kept.data.reply, seenAt: kept.data.savedAt };
  }
  if (query.isError) return { status: 'error', message: toUserMessage(query.error, 'Erro ao carregar os clubes') };
  return { status: 'loading' };
}
