// The last calendars viewed stay on the device (localStorage, per account) so they open offline with their age.
// A calendar is one small JSON document read whole; it needs none of IndexedDB's indexes or sync.
import { type CalendarReply, calendarReplySchema } from '@core/schemas/calendar';
import { z } from '@core/schemas/zod-locale';

export const RECENT_CALENDARS_KEPT = 5;
const storageKey = (userId: string) => `bussola:calendarios:${userId}`;

const keptSchema = z.array(z.object({ key: z.string(), savedAt: z.string(), reply: calendarReplySchema }));
export type KeptCalendar = z.output<typeof keptSchema>[number];

export function recentCalendars(userId: string): KeptCalendar[] {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed = keptSchema.safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function keptCalendar(userId: string, key: string): KeptCalendar | null {
  return recentCalendars(userId).find((kept) => kept.key === key) ?? null;
}

/** Keeps this calendar first; the oldest beyond RECENT_CALENDARS_KEPT is dropped. */
export function keepCalendar(userId: string, key: string, reply: CalendarReply, now = new Date()): void {
  const others = recentCalendars(userId).filter((kept) => kept.key !== key);
  const next = [{ key, savedAt: now.toISOString(), reply }, ...others].slice(0, RECENT_CALENDARS_KEPT);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // A full storage only costs the offline copy; the calendar on screen is unaffected.
  }
}
