import { type Alliance, findAirline } from '../flights/airlines';
import { type FixedTableCabin, toFixedTableCabin } from './fixed-table';

/** SPEC §9 booking-class hints: the award fare class to look for, per table and cabin. */
export const BOOKING_CLASS_HINTS: Readonly<Record<'oneworld' | 'skyteam', Record<FixedTableCabin, string>>> = {
  oneworld: { economy: 'X', business: 'U', first: 'Z' },
  skyteam: { economy: 'N', business: 'I', first: 'R' },
};

/** SPEC §5 "Fixed-table class mapping": economy N, business I, first R. */
export const FIXED_TABLE_CLASS: Readonly<Record<FixedTableCabin, string>> = BOOKING_CLASS_HINTS.skyteam;

/** The award booking class to look for on `airline` (code or name) in `cabin`; null when the airline has no table. */
export function bookingClassHint(airline: string | null | undefined, cabin: string = 'economy'): string | null {
  const alliance: Alliance = findAirline(airline)?.alliance ?? null;
  if (alliance !== 'oneworld' && alliance !== 'skyteam') return null;
  return BOOKING_CLASS_HINTS[alliance][toFixedTableCabin(cabin)];
}

export function fixedTableClass(cabin: string = 'economy'): string {
  return FIXED_TABLE_CLASS[toFixedTableCabin(cabin)];
}

/**
 * SPEC §5: a fixed-table flight must have availability in the cabin's class. `segmentClasses` holds, per
 * segment, the booking classes on sale (a string of letters such as 'NIR', or one class 'N'). Every segment
 * must offer the class; no segments means no availability.
 */
export function hasFixedTableAvailability(segmentClasses: readonly string[], cabin: string = 'economy'): boolean {
  const wanted = fixedTableClass(cabin);
  return segmentClasses.length > 0 && segmentClasses.every((classes) => classes.toUpperCase().includes(wanted));
}
