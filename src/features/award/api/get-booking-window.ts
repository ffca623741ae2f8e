import { bookingWindow } from '@core/contract/miles';
import { mayBeBeyondWindow } from '@core/miles/booking-window';
import type { BookingWindow } from '@core/schemas/booking-window';
import { todayIsoDate } from '@core/schemas/search';
import { call } from '@/lib/call';

/**
 * The award programmes' booking windows for a far travel day (GET /api/miles/booking-window): what lets a day with no
 * award say when each programme opens. Undefined for a near day (nothing asked), and when the server cannot say:
 * the results stand without it.
 */
export async function fetchBookingWindows(
  route: { origin: string; destination: string },
  date: string,
  signal?: AbortSignal,
): Promise<BookingWindow[] | undefined> {
  if (!mayBeBeyondWindow(date, todayIsoDate())) return undefined;
  try {
    const reply = await call(bookingWindow, {
      query: { origin: route.origin.trim().toUpperCase(), destination: route.destination.trim().toUpperCase(), date },
      ...(signal ? { signal } : {}),
    });
    return reply.bookingWindows;
  } catch {
    return undefined;
  }
}
