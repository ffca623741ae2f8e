import * as ops from '@core/contract/trips';
import { currentAuth } from '../../auth/guards';
import { enforceLimits } from '../../auth/rate-limit';
import { CALENDAR_LIMIT_MESSAGE, calendarLimit } from '../../calendar/stream';
import { refuseUnknownAirports } from '../../insight/known-airports';
import { limitsOfUser } from '../../wallet/beneficiary-limits';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';
import { runTripPlan } from '../../trips/run';

/**
 * POST /api/trip-plans: what no provider could price (a past day, a window too wide, a made-up code) is a 400
 * before any call and counts against no limit; a plan then takes one of the account's calendars per hour, since
 * it spends the same paid calls a calendar does.
 */
export const createTripPlans: OperationHandler<typeof ops.createTripPlans> = async (c) => {
  const request = await readBody(c, ops.createTripPlans);
  await refuseUnknownAirports(request, { cities: true });
  const { config, db } = c.var.deps;
  const userId = currentAuth(c).user.id;
  await enforceLimits(db, [calendarLimit(config, userId)], CALENDAR_LIMIT_MESSAGE);
  const started = performance.now();
  const reply = await runTripPlan({ config, db, userId, limits: limitsOfUser }, request, { signal: c.req.raw.signal });
  c.header('Server-Timing', `trip-plans;dur=${(performance.now() - started).toFixed(1)}`);
  return sendReply(c, ops.createTripPlans, reply);
};
