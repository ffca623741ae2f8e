import type { CalendarQuery } from '@core/schemas/calendar';
import type { WsServerMessage } from '@core/schemas/ws';
import type { AppDeps } from '../app-env';
import type { Limit } from '../auth/rate-limit';
import type { Config } from '../config';
import { runCalendar } from './run';

/**
 * The calendar over /ws: the same run as GET /api/calendar, with the grid sent again each time a source adds to it
 * (`calendar-days`) and the finished calendar last (`calendar-complete`); the socket's cancel (or its closing)
 * aborts the providers. The socket has read the query, checked the caller and counted the calendar against
 * calendarLimit before this runs (server/ws/socket.ts).
 */

export const CALENDAR_LIMIT_MESSAGE = 'Você atingiu o limite de calendários por hora. Tente novamente mais tarde.';

/** The hourly count every calendar of an account takes from, over HTTP and over /ws alike. */
export function calendarLimit(config: Config, userId: string): Limit {
  return { key: `calendar:${userId}`, max: config.CALENDAR_PER_HOUR, windowSeconds: 3600 };
}

export async function streamCalendar(
  send: (message: WsServerMessage) => void,
  deps: AppDeps,
  userId: string,
  query: CalendarQuery,
  signal: AbortSignal,
): Promise<void> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const calendar = await runCalendar({ config: deps.config, db: deps.db, userId }, query, {
    signal,
    onDays: (days) => send({ type: 'calendar-days', days, elapsedMs: elapsed() }),
  });
  if (!signal.aborted) send({ type: 'calendar-complete', calendar, elapsedMs: elapsed() });
}
