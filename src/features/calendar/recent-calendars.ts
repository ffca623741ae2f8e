// The last calendars viewed stay on the device (IndexedDB, per account: sign-out takes them away) so they open
// offline with their age.
import { type CalendarReply, calendarReplySchema } from '@core/schemas/calendar';
import { keepReply, keptReplies, keptReply } from '@/lib/kept-replies';
import { type LocalDb, localDb } from '@/lib/local-db';

export const RECENT_CALENDARS_KEPT = 5;
const KIND = 'calendar';

export interface KeptCalendar {
  key: string;
  savedAt: string;
  reply: CalendarReply;
}

/** This account's kept calendars, newest first. */
export async function recentCalendars(userId: string, db: LocalDb = localDb): Promise<KeptCalendar[]> {
  try {
    const kept = await keptReplies(userId, KIND, calendarReplySchema, db);
    return kept.map(({ id, savedAt, reply }) => ({ key: id, savedAt, reply }));
  } catch {
    return [];
  }
}

export async function keptCalendar(userId: string, key: string, db: LocalDb = localDb): Promise<KeptCalendar | null> {
  try {
    const kept = await keptReply(userId, KIND, key, calendarReplySchema, db);
    return kept && { key, savedAt: kept.savedAt, reply: kept.reply };
  } catch {
    return null;
  }
}

/** Keeps this calendar first; the oldest beyond RECENT_CALENDARS_KEPT is dropped. */
export async function keepCalendar(
  userId: string,
  key: string,
  reply: CalendarReply,
  now = new Date(),
  db: LocalDb = localDb,
): Promise<void> {
  try {
    await keepReply(userId, KIND, key, reply, { keep: RECENT_CALENDARS_KEPT, now, db });
  } catch {
    // A full or refused storage only costs the offline copy; the calendar on screen is unaffected.
  }
}
