import * as ops from '@core/contract/insight';
import { expandAirportCode } from '@core/airports/metro-areas';
import { currentAuth } from '../../auth/guards';
import { enforceLimits } from '../../auth/rate-limit';
import { cashQuery, liveCash } from '../../calendar/cash';
import { CALENDAR_LIMIT_MESSAGE, calendarLimit } from '../../calendar/stream';
import { calendarIsDemo, runCalendar } from '../../calendar/run';
import { AppError } from '../../http/errors';
import { refuseUnknownAirports } from '../../insight/known-airports';
import { ProviderError } from '../../search/provider';
import { type OperationHandler, readQueryOf, sendReply } from '../../openapi/contract';

/**
 * GET /api/calendar answers the finished calendar (the screen streams the same over /ws); GET /api/calendar/day
 * asks for one day's cash fare from its cell. Both count against the account's hourly limits, since each can
 * spend paid provider calls. What no provider could price (a past period or day, a made-up code, a route within
 * one city: the schemas and refuseUnknownAirports) is a 400 before any of that, and counts against no limit.
 */

export const DAY_CASH_LIMIT_MESSAGE = 'Você atingiu o limite de consultas de um dia por hora. Tente mais tarde.';
const NO_CASH_SOURCE = 'Nenhuma fonte de tarifas em dinheiro configurada.';

export const getCalendar: OperationHandler<typeof ops.getCalendar> = async (c) => {
  const query = readQueryOf(c, ops.getCalendar);
  await refuseUnknownAirports(query, { cities: true });
  const { config, db } = c.var.deps;
  const userId = currentAuth(c).user.id;
  await enforceLimits(db, [calendarLimit(config, userId)], CALENDAR_LIMIT_MESSAGE);
  const started = performance.now();
  const reply = await runCalendar({ config, db, userId }, query, { signal: c.req.raw.signal });
  // The server's own time for the calendar, for clients and the benchmark to tell it from the network's.
  c.header('Server-Timing', `calendar;dur=${(performance.now() - started).toFixed(1)}`);
  return sendReply(c, ops.getCalendar, reply);
};

export const getCalendarDayCash: OperationHandler<typeof ops.getCalendarDayCash> = async (c) => {
  const day = readQueryOf(c, ops.getCalendarDayCash);
  await refuseUnknownAirports(day, { cities: true });
  const { config, db } = c.var.deps;
  if (calendarIsDemo(config) || !config.SERPAPI_API_KEY)
    throw new AppError(503, NO_CASH_SOURCE, undefined, 'cash_not_configured');
  await enforceLimits(
    db,
    [{ key: `calendar-day:${currentAuth(c).user.id}`, max: config.CALENDAR_DAY_CASH_PER_HOUR, windowSeconds: 3600 }],
    DAY_CASH_LIMIT_MESSAGE,
  );
  const query = cashQuery(
    {
      origin: day.origin,
      destination: day.destination,
      from: day.date,
      to: day.date,
      cabin: day.cabin,
      programs: [],
      adults: day.adults,
      ...(day.nights !== undefined ? { nights: day.nights } : {}),
    },
    expandAirportCode(day.origin),
    expandAirportCode(day.destination),
    day.date,
  );
  try {
    const cash = await liveCash({ config, db }, query, { signal: c.req.raw.signal, now: new Date() });
    return sendReply(c, ops.getCalendarDayCash, { date: day.date, cash });
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError(502, err.message, undefined, 'cash_failed');
    throw err;
  }
};
