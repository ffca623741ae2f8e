// The search link (issue #13): '/?origem=GRU&destino=LIS&data=2026-12-10&tipo=milhas[&classe=BUSINESS]', what a
// notification and the alert e-mail open (searchLinkPath in core/schemas/alerts.ts writes it). This reads it back.
import {
  CABIN_CLASSES,
  type CabinClass,
  type SearchFormValues,
  type SearchQuery,
  searchFormSchema,
  smartSearchDefaults,
} from '@core/schemas/search';

export const SEARCH_LINK_PARAMS = ['origem', 'destino', 'data', 'tipo', 'classe'] as const;

export type SearchLinkResult =
  | { kind: 'none' }
  /** A link whose search can start at once. */
  | { kind: 'ready'; key: string; values: SearchFormValues; query: SearchQuery }
  /** A link the form shows but cannot run as is (a date now past, say): the message says why. */
  | { kind: 'invalid'; key: string; values: SearchFormValues; message: string };

/** Reads the link's query; 'none' when the URL carries no search (the usual '/'). */
export function readSearchLink(params: URLSearchParams, today?: string): SearchLinkResult {
  const origin = params.get('origem');
  const destination = params.get('destino');
  const date = params.get('data');
  if (!origin || !destination || !date) return { kind: 'none' };
  const tipo = params.get('tipo');
  const classe = params.get('classe')?.toUpperCase() ?? '';
  const cabin = (CABIN_CLASSES as readonly string[]).includes(classe) ? (classe as CabinClass) : 'ECONOMY';
  const values: SearchFormValues = {
    ...smartSearchDefaults(today),
    origin: origin.toUpperCase(),
    destination: destination.toUpperCase(),
    departureDate: date,
    tripType: 'ONE_WAY',
    cabinClass: cabin,
    // A miles alert opens the miles search; a cash alert, the cash one; anything else, both side by side.
    searchType: tipo === 'milhas' ? 'miles' : tipo === 'reais' ? 'cash' : 'all',
  };
  const key = SEARCH_LINK_PARAMS.map((name) => params.get(name) ?? '').join('|');
  const parsed = searchFormSchema.safeParse(values);
  if (parsed.success) return { kind: 'ready', key, values, query: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'Busca inválida';
  return { kind: 'invalid', key, values, message };
}

/** The URL without the link's parameters (other parameters stay). */
export function withoutSearchLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of SEARCH_LINK_PARAMS) next.delete(name);
  return next;
}
