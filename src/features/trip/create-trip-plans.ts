// POST /api/trip-plans, and the last plans kept on the device (IndexedDB, per account) so they open offline.
import { createTripPlans as createTripPlansOp } from '@core/contract/trips';
import { type TripPlanReply, type TripPlanRequestInput, tripPlanReplySchema } from '@core/schemas/trip-plan';
import { call } from '@/lib/call';
import { keepReply, type Kept, keptReplies } from '@/lib/kept-replies';

const KIND = 'trip-plans';
const LAST = 'ultimo';

export function createTripPlans(body: TripPlanRequestInput, signal?: AbortSignal) {
  return call(createTripPlansOp, { body, signal });
}

export async function keepTripPlans(userId: string, reply: TripPlanReply): Promise<void> {
  try {
    await keepReply(userId, KIND, LAST, reply);
  } catch {
    // A full or refused storage only costs the offline copy.
  }
}

export async function keptTripPlans(userId: string): Promise<Kept<TripPlanReply> | null> {
  try {
    return (await keptReplies(userId, KIND, tripPlanReplySchema))[0] ?? null;
  } catch {
    return null;
  }
}
