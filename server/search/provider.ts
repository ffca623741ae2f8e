import type { Flight } from '@core/schemas/flight';
import type { SerpPriceInsights } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';
import type { Config } from '../config';

export interface ProviderContext {
  /** Aborted on cancel, socket close or the provider's own timeout. */
  signal: AbortSignal;
  now: Date;
  /** Google Flights' price_insights for the searched route and date, when its reply carries them. */
  onPriceInsights?: (insights: SerpPriceInsights) => void;
}

/**
 * One source of offers (DESIGN §6). It yields batches as they arrive; the engine values them,
 * de-duplicates and streams them. An unconfigured provider says so and never invents data.
 */
export interface Provider {
  id: string;
  kind: 'cash' | 'miles' | 'both';
  label: string;
  timeoutMs: number;
  isConfigured(config: Config): boolean;
  search(query: SearchQuery, ctx: ProviderContext): AsyncIterable<Flight[]>;
}

/** A pt-BR message a provider may throw; anything else is reported generically. */
export class ProviderError extends Error {}
