import { tripPlanReplySchema, tripPlanRequestSchema } from '../schemas/trip-plan';
import { operation } from './operation';

// Planning a whole trip: both directions for the whole party, each in cash or in one programme's miles.

/** POST /api/trip-plans: ranked round trips (or one way) for the party, the cheapest total in reais first. */
export const createTripPlans = operation({
  method: 'POST',
  path: '/api/trip-plans',
  body: tripPlanRequestSchema,
  reply: tripPlanReplySchema,
});
