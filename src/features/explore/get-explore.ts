// GET /api/explore, and the last explore kept on the device (IndexedDB, per account, as the trip plans are) so it
// opens offline with the time it was fetched.
import { getExplore as getExploreOp } from '@core/contract/explore';
import { type ExploreQuery, type ExploreReply, exploreReplySchema } from '@core/schemas/explore';
import { call } from '@/lib/call';
import { keepReply, type Kept, keptReplies } from '@/lib/kept-replies';

const KIND = 'explore';
const LAST = 'ultimo';

export function getExplore(query: ExploreQuery, signal?: AbortSignal) {
  return call(getExploreOp, { query, signal });
}

export async function keepExplore(userId: string, reply: ExploreReply, now = new Date()): Promise<void> {
  try {
    await keepReply(userId, KIND, LAST, reply, { now });
  } catch {
    // A full or refused storage only costs the offline copy.
  }
}

export async function keptExplore(userId: string): Promise<Kept<ExploreReply> | null> {
  try {
    return (await keptReplies(userId, KIND, exploreReplySchema))[0] ?? null;
  } catch {
    return null;
  }
}
