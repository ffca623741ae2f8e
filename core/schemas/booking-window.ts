import { AWARD_PROGRAMS } from '../miles/program-ids';
import { z } from './zod-locale';

/**
 * A programme's booking window on a route: how many days ahead of departure its award seats can be booked, as
 * Seats.aero scans it (its routes list, `NumDaysOut`). Replies carry the windows they know; a programme whose window
 * is unknown is absent, never guessed. The screens work out from it, and today, when a day opens
 * (core/miles/booking-window.ts).
 */
export const bookingWindowSchema = z.object({
  program: z.enum(AWARD_PROGRAMS),
  /** Days before departure the seats open (Seats.aero's NumDaysOut). */
  numDaysOut: z.number().int().nonnegative().max(1000),
});
export type BookingWindow = z.output<typeof bookingWindowSchema>;

/**
 * The windows a reply carries. Optional everywhere (older servers send none) and forgiving: a list this client cannot
 * read is dropped, never the reply.
 */
export const bookingWindowsField = () => z.array(bookingWindowSchema).max(20).optional().catch(undefined);
