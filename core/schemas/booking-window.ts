import { AWARD_PROGRAMS } from '../miles/program-ids';
import {
  differentEnds,
  iataCodeSchema,
  isoDateSchema,
  PAST_DATE_MESSAGE,
  sameRouteIssue,
  todayIsoDate,
} from './search';
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

/** GET /api/miles/booking-window?origin&destination&date: the programmes' windows for one travel day. */
export const bookingWindowQuerySchema = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    date: isoDateSchema('Data é obrigatória'),
  })
  .refine(differentEnds, sameRouteIssue)
  .refine((q) => q.date >= todayIsoDate(), { path: ['date'], message: PAST_DATE_MESSAGE });
export type BookingWindowQuery = z.output<typeof bookingWindowQuerySchema>;

export const bookingWindowReplySchema = z.object({
  success: z.literal(true),
  /** False when this server has no Seats.aero key: no window is known ("não configurado"). */
  configured: z.boolean(),
  /** The known windows of the award programmes on the route; [] when the day is near (every programme open). */
  bookingWindows: z.array(bookingWindowSchema),
});
