import {
  calendarDayCashReplySchema,
  calendarDayQuerySchema,
  calendarQuerySchema,
  calendarReplySchema,
} from '../schemas/calendar';
import { priceInsightQuerySchema, priceInsightSchema } from '../schemas/insight';
import { operation } from './operation';

// Deciding: the price verdict of a route ("Bom preço?") and the price calendar.

/** GET /api/price-insight: low, typical or high for the route, from the observed history (or Google's reading). */
export const priceInsight = operation({
  method: 'GET',
  path: '/api/price-insight',
  query: priceInsightQuerySchema,
  reply: priceInsightSchema,
});

/** GET /api/calendar: a month (up to 62 days), each day's cheapest cash fare and awards valued in reais. */
export const getCalendar = operation({
  method: 'GET',
  path: '/api/calendar',
  query: calendarQuerySchema,
  reply: calendarReplySchema,
});

/** GET /api/calendar/day: one day's cash fare, asked on demand (one paid query). */
export const getCalendarDayCash = operation({
  method: 'GET',
  path: '/api/calendar/day',
  query: calendarDayQuerySchema,
  reply: calendarDayCashReplySchema,
});
