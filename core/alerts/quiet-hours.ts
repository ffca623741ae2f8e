// Quiet hours of a price alert: 22h to 7h in Brasília, where the product's travellers sleep. What fires then is in
// the app at once; its push, e-mail and Telegram wait for the end of the night, then go once.
import { wallClock } from '../format/zones';

export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

/** What the control says: one text for the card and the form. */
export const QUIET_HOURS_LABEL = 'Horário de silêncio (22h–7h): avisos da noite chegam às 7h';

/** Seconds from `at` to the end of the quiet period it falls in (07:00 Brasília); 0 outside it. */
export function quietSecondsLeft(at: Date): number {
  const { hour, minute } = wallClock('America/Sao_Paulo', at.getTime());
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return 0;
  const hoursLeft = hour >= QUIET_FROM_HOUR ? 24 - hour + QUIET_UNTIL_HOUR : QUIET_UNTIL_HOUR - hour;
  // Brasília's offset is whole hours, so the instant's own seconds are the wall clock's.
  return hoursLeft * 3600 - minute * 60 - at.getUTCSeconds();
}
