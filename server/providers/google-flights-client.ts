import { expandAirportCode } from '@core/airports/metro-areas';
import type { CabinClass, SearchQuery } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { type ProviderContext, ProviderError } from '../search/provider';
import { requestDeadline } from './request-deadline';

/**
 * SerpApi's `google_flights` engine over HTTP (https://serpapi.com/google-flights-api, errors as
 * https://serpapi.com/api-status-and-error-codes documents them): GET {base}/search.json with the query as
 * parameters and prices in BRL; the reply page is checked here, its rows become flights in google-flights.ts.
 */

export const SERPAPI_MESSAGES = {
  notConfigured: 'Google Flights (SerpApi) não configurado.',
  unauthorized: 'Chave da SerpApi recusada (não autorizada).',
  forbidden: 'A conta da SerpApi não tem permissão para esta consulta.',
  rateLimited: 'Limite de consultas da SerpApi atingido. Tente mais tarde.',
  invalid: 'A API externa retornou uma resposta inválida.',
  badRequest: 'A SerpApi recusou os parâmetros da busca.',
  failed: 'A SerpApi não conseguiu concluir a busca no Google Flights. Tente mais tarde.',
  timeout: 'A SerpApi não respondeu a tempo.',
  network: 'Não foi possível conectar à SerpApi.',
} as const;

export interface SerpApiSettings {
  apiKey: string | undefined;
  /** e.g. 'https://serpapi.com' (no trailing /search.json). */
  baseUrl: string;
}

const TRAVEL_CLASS: Record<CabinClass, string> = { ECONOMY: '1', PREMIUM_ECONOMY: '2', BUSINESS: '3', FIRST: '4' };
/** SerpApi's "no results" is an `error` on a successful search, not a failure. */
const NO_RESULTS = /hasn't returned any results|no results/i;

// Loose: another engine's page (google_travel_explore's `destinations`) keeps its own fields for its adapter.
const pageSchema = z.looseObject({
  search_metadata: z.object({ status: z.string().optional(), google_flights_url: z.string().optional() }).optional(),
  search_parameters: z.object({ currency: z.string().optional() }).optional(),
  best_flights: z.array(z.unknown()).optional(),
  other_flights: z.array(z.unknown()).optional(),
  /** Checked on its own (serpPriceInsightsSchema): a malformed insight never fails the search. */
  price_insights: z.unknown().optional(),
  error: z.string().optional(),
});
export type SerpPage = z.infer<typeof pageSchema>;

/** Removes the key from any text that may carry the request URL (the key travels as ?api_key=). */
export function redactApiKey(text: string, apiKey: string | undefined): string {
  const masked = text.replace(/(api_key=)[^&\s"']+/gi, '$1***');
  return apiKey ? masked.split(apiKey).join('***') : masked;
}

export function requestParams(query: SearchQuery, roundTrip: boolean): Record<string, string> {
  return {
    engine: 'google_flights',
    // A city code ('SAO') goes as its airports, which SerpApi takes comma-separated.
    departure_id: expandAirportCode(query.origin).join(','),
    arrival_id: expandAirportCode(query.destination).join(','),
    outbound_date: query.departureDate,
    ...(roundTrip && query.returnDate ? { return_date: query.returnDate } : {}),
    type: roundTrip ? '1' : '2',
    travel_class: TRAVEL_CLASS[query.cabinClass],
    adults: String(query.passengers.adults),
    children: String(query.passengers.children),
    infants_in_seat: String(query.passengers.infants),
    // Prices in reais, texts in Portuguese and Brazil's market (without gl Google answers as from the US).
    currency: 'BRL',
    hl: 'pt-br',
    gl: 'br',
  };
}

/** One SerpApi search; null when Google Flights found nothing. Errors are pt-BR and never carry the key. */
export async function fetchPage(
  settings: SerpApiSettings & { apiKey: string },
  params: Record<string, string>,
  ctx: ProviderContext,
  requestTimeoutMs: number,
): Promise<SerpPage | null> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/search.json?${new URLSearchParams({ ...params, api_key: settings.apiKey })}`;
  const deadline = requestDeadline(requestTimeoutMs, ctx.signal);
  let status: number;
  let text: string;
  try {
    const res = await fetch(url, {
      signal: deadline.signal,
      headers: { accept: 'application/json' },
    });
    status = res.status;
    text = await res.text();
  } catch {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    throw new ProviderError(deadline.timedOut() ? SERPAPI_MESSAGES.timeout : SERPAPI_MESSAGES.network);
  }
  if (status === 401) throw new ProviderError(SERPAPI_MESSAGES.unauthorized);
  if (status === 403) throw new ProviderError(SERPAPI_MESSAGES.forbidden);
  if (status === 429) throw new ProviderError(SERPAPI_MESSAGES.rateLimited);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(SERPAPI_MESSAGES.invalid);
  }
  const parsed = pageSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError(SERPAPI_MESSAGES.invalid);
  const page = parsed.data;
  if (page.error !== undefined) {
    if (status < 300 && NO_RESULTS.test(page.error)) return null;
    const message = status === 400 ? SERPAPI_MESSAGES.badRequest : SERPAPI_MESSAGES.failed;
    throw new ProviderError(message, { cause: redactApiKey(page.error, settings.apiKey) });
  }
  if (status >= 300 || page.search_metadata?.status === 'Error') throw new ProviderError(SERPAPI_MESSAGES.failed);
  // Prices are shown as reais: a reply in another currency is not one we asked for.
  const currency = page.search_parameters?.currency;
  if (currency !== undefined && currency.toUpperCase() !== 'BRL') throw new ProviderError(SERPAPI_MESSAGES.invalid);
  return page;
}
