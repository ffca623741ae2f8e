import { LEVEL_LABEL } from '@core/insight/describe';
import { levelOf } from '@core/insight/verdict';
import { calendarDates, type InsightFor } from '@core/calendar/days';
import type { CalendarQuery } from '@core/schemas/calendar';
import type { Queryable } from '../db/client';
import { routeInsight } from '../insight/route-insight';

/**
 * Each cell's "Bom preço?" badge: the day's cash fare against the route's typical cash range for its travel month
 * (the same verdict GET /api/price-insight gives). One read per month the calendar touches (a 62-day range: three
 * at most), done once before the sources answer, so the cells judge their fares as they fill. A city code reads its
 * airports' history (SAO: GRU, CGH, VCP). A month without enough history or a day without a cash fare gets no badge.
 */
export async function calendarInsights(db: Queryable | null, query: CalendarQuery, now: Date): Promise<InsightFor> {
  if (!db) return () => null;
  const months = [...new Set(calendarDates(query.from, query.to).map((date) => date.slice(0, 7)))];
  const ranges = new Map<string, readonly [number, number]>();
  await Promise.all(
    months.map(async (month) => {
      // The month's middle (or the first asked day when later) stands for the month.
      const mid = `${month}-15`;
      const date = mid < query.from ? query.from : mid > query.to ? query.to : mid;
      const insight = await routeInsight(
        db,
        { origin: query.origin, destination: query.destination, cabin: query.cabin, date, kind: 'cash', program: null },
        now,
        // A badge is an extra: a failed read leaves the cells without one rather than failing the calendar.
      ).catch(() => null);
      if (insight?.typicalRange) ranges.set(month, insight.typicalRange);
    }),
  );
  return (date, cashPrice) => {
    const range = ranges.get(date.slice(0, 7));
    if (!range || cashPrice === null) return null;
    const level = levelOf(cashPrice, range);
    return { level, label: LEVEL_LABEL[level] };
  };
}
