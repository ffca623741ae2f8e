// GET /api/price-insight: the route's price verdict and 90-day history ("Bom preço?").
import { priceInsight } from '@core/contract/insight';
import type { PriceInsightQuery } from '@core/schemas/insight';
import { call } from '@/lib/call';

export function getPriceInsight(query: PriceInsightQuery, signal?: AbortSignal) {
  const { origin, destination, date, cabin, kind, program } = query;
  return call(priceInsight, {
    query: { origin, destination, date, cabin, kind, ...(program ? { program } : {}) },
    signal,
  });
}
