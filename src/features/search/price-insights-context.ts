import { createContext, useContext } from 'react';
import type { RouteInsight } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';

/** The route's price verdicts of the search shown, and its route: each result card judges its own price with them. */
export interface ShownInsights {
  insights: readonly RouteInsight[];
  route: { origin: string; destination: string } | null;
}

export const PriceInsightsContext = createContext<ShownInsights>({ insights: [], route: null });

export const usePriceInsights = () => useContext(PriceInsightsContext);

const NONE: readonly RouteInsight[] = [];

export function insightsFor(query: SearchQuery | null, insights: readonly RouteInsight[] | undefined): ShownInsights {
  return {
    insights: insights ?? NONE,
    route: query ? { origin: query.origin, destination: query.destination } : null,
  };
}
