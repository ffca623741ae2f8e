import type { CalendarDay } from '../schemas/calendar';

/**
 * The calendar's answer to "which day": the day with the lowest best total in reais (cash fare or award valued in
 * reais, whichever wins that day), from `today` on (a past day cannot be booked). Days that cost the same are a
 * tie, broken the same way every time: the earliest date is marked, and `ties` says how many others cost as much.
 */
export interface BestDay {
  day: CalendarDay;
  /** Other days with the same best total (to the cent). */
  ties: number;
}

export function bestDayOf(days: readonly CalendarDay[], today: string): BestDay | null {
  let best: CalendarDay | null = null;
  let bestCents = Number.POSITIVE_INFINITY;
  let ties = 0;
  for (const day of days) {
    if (day.bestBRL === null || day.date < today) continue;
    const cents = Math.round(day.bestBRL * 100);
    if (best === null || cents < bestCents) {
      best = day;
      bestCents = cents;
      ties = 0;
    } else if (cents === bestCents) {
      ties += 1;
      // Days may arrive out of order (a stream fills them as sources answer): the earliest date wins the tie.
      if (day.date < best.date) best = day;
    }
  }
  return best ? { day: best, ties } : null;
}
