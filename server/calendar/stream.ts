import type { CalendarDay, CalendarReply } from '@core/schemas/calendar';
import { calendarQuerySchema } from '@core/schemas/calendar';
import type { AppDeps, VerifiedCaller } from '../app-env';
import { EXPIRED_MESSAGE, PASSWORD_CHANGE_MESSAGE } from '../auth/guards';
import { hitRateLimit } from '../auth/rate-limit';
import { tokenPredatesPassword } from '../auth/tokens';
import { findUserById, isSubscriptionActive } from '../auth/users';
import { unknownAirportIssue } from '../insight/known-airports';
import { runCalendar } from './run';

/**
 * The calendar over /ws: the same run as GET /api/calendar, with the grid sent again each time a source adds to it
 * (`calendar-days`) and the finished calendar last (`calendar-complete`); the socket's cancel (or its closing)
 * aborts the providers. The caller's row is read first, so an expiry or a forced password change applies here too.
 */

export const CALENDAR_LIMIT_MESSAGE = 'Você atingiu o limite de calendários por hora. Tente novamente mais tarde.';

export type CalendarSocketMessage =
  | { type: 'calendar-days'; days: CalendarDay[]; elapsedMs: number }
  | { type: 'calendar-complete'; calendar: CalendarReply; elapsedMs: number }
  | { type: 'error'; error: string };

export async function streamCalendar(
  send: (message: CalendarSocketMessage) => void,
  deps: AppDeps,
  caller: VerifiedCaller,
  params: unknown,
  signal: AbortSignal,
): Promise<void> {
  const parsed = calendarQuerySchema.safeParse(params);
  if (!parsed.success) return send({ type: 'error', error: parsed.error.issues[0]?.message ?? 'Dados inválidos' });
  // The same refusals as GET /api/calendar, before the limit and the providers.
  const unknown = await unknownAirportIssue(parsed.data, { cities: true });
  if (unknown) return send({ type: 'error', error: unknown.message });
  const owner = await findUserById(deps.db, caller.claims.sub);
  if (!owner || tokenPredatesPassword(caller.claims, owner)) return send({ type: 'error', error: 'Sessão expirada' });
  if (owner.requires_password_change) return send({ type: 'error', error: PASSWORD_CHANGE_MESSAGE });
  if (!isSubscriptionActive(owner)) return send({ type: 'error', error: EXPIRED_MESSAGE });
  const within = await hitRateLimit(deps.db, `calendar:${owner.id}`, deps.config.CALENDAR_PER_HOUR, 3600);
  if (!within) return send({ type: 'error', error: CALENDAR_LIMIT_MESSAGE });
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const calendar = await runCalendar({ config: deps.config, db: deps.db, userId: owner.id }, parsed.data, {
    signal,
    onDays: (days) => send({ type: 'calendar-days', days, elapsedMs: elapsed() }),
  });
  if (!signal.aborted) send({ type: 'calendar-complete', calendar, elapsedMs: elapsed() });
}
