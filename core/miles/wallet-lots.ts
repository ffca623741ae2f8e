// Reading a wallet's lots (points and miles credited together, with one expiry date): what expires first per
// programme and how much expires within N days. Pure, shared by Minhas milhas, /familia, the reminder job and
// whatever plans around expiring points; every function takes today (yyyy-MM-dd) so no clock is read here.
import { addMonths, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import type { WalletProgram } from './wallet-programs';

/** The fields of a lot these functions read (the synced row has more). */
export interface LotLike {
  program: WalletProgram;
  member_id?: string | null;
  amount: number;
  /** yyyy-MM-dd: the last day the points can be used. */
  expires_on: string;
  deleted_at?: string | null;
}

/** The window, in days, the wallet totals and the default "expiring soon" look at. */
export const EXPIRING_SOON_DAYS = 90;

/** yyyy-MM-dd plus whole months; the 31st becomes the month's last day (date-fns' rule). */
export function addMonthsIso(isoDate: string, months: number): string {
  return formatISO(addMonths(parseISO(isoDate), months), { representation: 'date' });
}

/** Days from `today` to `day` (0 = today, negative = past), counted on the calendar. */
export function daysUntil(today: string, day: string): number {
  return differenceInCalendarDays(parseISO(day), parseISO(today));
}

/** A lot that still counts: not deleted, something left, and its last day not past. */
export function isLiveLot(lot: LotLike, today: string): boolean {
  return !lot.deleted_at && lot.amount > 0 && lot.expires_on >= today;
}

/** The live lots, earliest expiry first (then the larger first on the same day). */
export function lotsByExpiry<T extends LotLike>(lots: readonly T[], today: string): T[] {
  return lots
    .filter((lot) => isLiveLot(lot, today))
    .sort((a, b) => a.expires_on.localeCompare(b.expires_on) || b.amount - a.amount);
}

/** One programme's lots of one account: the earliest expiry (with everything expiring that day) and a window's total. */
export interface ProgramExpiry {
  program: WalletProgram;
  memberId: string | null;
  /** The earliest expiry day among live lots; null when the programme has none. */
  earliest: { expiresOn: string; amount: number } | null;
  /** Points or miles whose expiry falls within the window (today included). */
  withinWindow: number;
  windowDays: number;
}

/** Whether a lot expires within `days` of today (today and the last day of the window included). */
export function expiresWithin(lot: LotLike, today: string, days: number): boolean {
  const left = daysUntil(today, lot.expires_on);
  return isLiveLot(lot, today) && left >= 0 && left <= days;
}

/** The total expiring within `days` (live lots only). */
export function amountExpiringWithin(lots: readonly LotLike[], today: string, days: number): number {
  return lots.filter((lot) => expiresWithin(lot, today, days)).reduce((sum, lot) => sum + lot.amount, 0);
}

/** The expiry of one programme of one account (null member = the holder). */
export function programExpiry(
  lots: readonly LotLike[],
  program: WalletProgram,
  today: string,
  memberId: string | null = null,
  windowDays = EXPIRING_SOON_DAYS,
): ProgramExpiry {
  const mine = lotsByExpiry(
    lots.filter((lot) => lot.program === program && (lot.member_id ?? null) === memberId),
    today,
  );
  const first = mine[0];
  const earliest = first
    ? {
        expiresOn: first.expires_on,
        amount: mine.filter((l) => l.expires_on === first.expires_on).reduce((s, l) => s + l.amount, 0),
      }
    : null;
  return { program, memberId, earliest, withinWindow: amountExpiringWithin(mine, today, windowDays), windowDays };
}
