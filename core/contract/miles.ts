import { milesSearchQuerySchema } from '../schemas/award';
import { bookingWindowQuerySchema, bookingWindowReplySchema } from '../schemas/booking-window';
import {
  dateAwardBody,
  dateAwardReplySchema,
  milesSearchReplySchema,
  proxyQuery,
  roundTripReplySchema,
  tripDetailsQuery,
  tripDetailsReplySchema,
} from '../schemas/miles';
import { operation } from './operation';

/** GET /api/miles/search: one programme's award flights over the coming months. */
export const milesSearch = operation({
  method: 'GET',
  path: '/api/miles/search',
  query: milesSearchQuerySchema,
  reply: milesSearchReplySchema,
});

/** GET /api/test/trip-details: one award's segments. */
export const tripDetails = operation({
  method: 'GET',
  path: '/api/test/trip-details',
  query: tripDetailsQuery,
  reply: tripDetailsReplySchema,
});

/** POST /api/seatsaereo2-data: every programme on one day. */
export const dateAwards = operation({
  method: 'POST',
  path: '/api/seatsaereo2-data',
  body: dateAwardBody,
  reply: dateAwardReplySchema,
});

/** GET /api/seats-aero-proxy: outbound and return award flights. */
export const roundTripProxy = operation({
  method: 'GET',
  path: '/api/seats-aero-proxy',
  query: proxyQuery,
  reply: roundTripReplySchema,
});

/** GET /api/miles/booking-window: when each programme's award seats for a travel day open (Seats.aero's routes). */
export const bookingWindow = operation({
  method: 'GET',
  path: '/api/miles/booking-window',
  query: bookingWindowQuerySchema,
  reply: bookingWindowReplySchema,
});
