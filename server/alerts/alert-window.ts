// Which days an alert watches and which of them a cash check asks about: pure, no I/O.
import { ALERT_DEFAULT_WINDOW_DAYS } from '@core/schemas/alerts';
import { addDaysIso } from '@core/schemas/search';

export interface AlertWindow {
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

/**
 * The days still ahead in the alert's window: its own dates, else today to ALERT_DEFAULT_WINDOW_DAYS ahead;
 * past days are dropped. Null when the whole window is over.
 */
export function alertWindow(
  alert: { date_from: string | null; date_to: string | null },
  today: string,
): AlertWindow | null {
  const from = alert.date_from && alert.date_from > today ? alert.date_from : today;
  const to = alert.date_to ?? addDaysIso(from, ALERT_DEFAULT_WINDOW_DAYS);
  return to >= from ? { from, to } : null;
}

export function windowDays(window: AlertWindow): string[] {
  const days: string[] = [];
  for (let day = window.from; day <= window.to && days.length < 400; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

/**
 * The days a cash check looks at. Days `asked` already this run on the same route and cabin cost nothing and are all
 * taken; then up to `max` paid days (one call each): the days this alert found cheapest before first, then, while
 * fewer than `max` days are looked at, the rest of the window in turns (`round` moves the turn on), so successive
 * checks cover it all. An alert whose route-mates already asked `max` days of its window pays only for its own
 * cheapest days.
 */
export function cashDates(
  window: AlertWindow,
  cheapestKnown: readonly string[],
  round: number,
  max: number,
  asked: readonly string[] = [],
): string[] {
  const days = windowDays(window);
  const inWindow = (d: string) => d >= window.from && d <= window.to;
  const picked = asked.filter(inWindow);
  let paid = 0;
  for (const day of cheapestKnown) {
    if (paid >= max) break;
    if (!inWindow(day) || picked.includes(day)) continue;
    picked.push(day);
    paid++;
  }
  if (days.length === 0) return picked;
  const start = (round * max) % days.length;
  for (let i = 0; picked.length < max && paid < max && i < days.length; i++) {
    const day = days[(start + i) % days.length] as string;
    if (picked.includes(day)) continue;
    picked.push(day);
    paid++;
  }
  return picked;
}
