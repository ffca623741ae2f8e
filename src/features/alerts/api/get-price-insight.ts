// GET /api/price-insight: the route's price verdict and 90-day history ("Bom preço?").
import { type PriceInsightQuery, priceInsightSchema } from '@core/schemas/insight';
import { api } from '@/lib/api';

export function getPriceInsight(query: PriceInsightQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    origin: query.origin,
    destination: query.destination,
    date: query.date,
    cabin: query.cabin,
    kind: query.kind,
    ...(query.program ? { program: query.program } : {}),
  });
  return api(`/api/price-insight?${params}`, priceInsightSchema, { signal });
}
