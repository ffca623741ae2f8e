// The search link: '/?origem=GRU&destino=LIS&data=2026-12-10[&tipo=milhas][&classe=BUSINESS][&passageiros=2]'.
// Every in-app link to a search is written by searchLinkPath and read back by readSearchLink, so a saved flight,
// a notification, the alert e-mail and a hub card all carry the whole search (route, date, cabin, passengers).
import { IATA_CODE } from '../airports/iata';
import {
  addDaysIso,
  CABIN_CLASSES,
  type CabinClass,
  type SearchFormValues,
  type SearchQuery,
  searchFormSchema,
  smartSearchDefaults,
} from '../schemas/search';
import { z } from '../schemas/zod-locale';
import { SEARCH_LINK_PARAMS, type SearchLink } from './link-params';

/** The link of a search the user ran (the same search again, from a card or another screen). */
export function searchLinkOf(query: SearchQuery): SearchLink {
  return {
    origin: query.origin,
    destination: query.destination,
    date: query.departureDate,
    unit: query.searchType === 'miles' ? 'milhas' : query.searchType === 'cash' ? 'reais' : null,
    cabin: query.cabinClass === 'ECONOMY' ? null : query.cabinClass,
    passengers: query.passengers.adults + query.passengers.children + query.passengers.infants,
  };
}

/** An airport code as a link carries it ('gru' reads as GRU). */
export const airportCodeParam = z.string().trim().toUpperCase().regex(IATA_CODE);

/** The parameters as they arrive from an address bar: lenient, whatever is unreadable is dropped. */
const linkParamsSchema = z.lazy(() =>
  z.object({
    origem: airportCodeParam,
    destino: airportCodeParam,
    data: z.string().trim().min(1).optional().catch(undefined),
    tipo: z.enum(['milhas', 'reais']).optional().catch(undefined),
    classe: z.string().trim().toUpperCase().pipe(z.enum(CABIN_CLASSES)).optional().catch(undefined),
    passageiros: z.coerce.number().int().min(1).max(9).optional().catch(undefined),
  }),
);

export type SearchLinkResult =
  | { kind: 'none' }
  /** A link whose search can start at once. */
  | { kind: 'ready'; key: string; values: SearchFormValues; query: SearchQuery }
  /** A link the form shows but cannot run as is (no date, a date now past…): the message says why. */
  | { kind: 'invalid'; key: string; values: SearchFormValues; message: string };

/** Reads the link's query; 'none' when the URL carries no route (the usual '/'). */
export function readSearchLink(params: URLSearchParams, today?: string): SearchLinkResult {
  const raw = Object.fromEntries(
    SEARCH_LINK_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name)]] : [])),
  );
  const parsed = linkParamsSchema.safeParse(raw);
  if (!parsed.success) return { kind: 'none' };
  const link = parsed.data;
  const defaults = smartSearchDefaults(today);
  const values: SearchFormValues = {
    ...defaults,
    origin: link.origem,
    destination: link.destino,
    departureDate: link.data ?? defaults.departureDate,
    tripType: 'ONE_WAY',
    cabinClass: (link.classe ?? 'ECONOMY') as CabinClass,
    passengers: link.passageiros ?? 1,
    // A miles alert opens the miles search; a cash alert, the cash one; anything else, both side by side.
    searchType: link.tipo === 'milhas' ? 'miles' : link.tipo === 'reais' ? 'cash' : 'all',
  };
  const key = SEARCH_LINK_PARAMS.map((name) => params.get(name) ?? '').join('|');
  if (!link.data) return { kind: 'invalid', key, values, message: 'Escolha a data de ida' };
  const query = searchFormSchema.safeParse(values);
  if (query.success) return { kind: 'ready', key, values, query: query.data };
  return { kind: 'invalid', key, values, message: query.error.issues[0]?.message ?? 'Busca inválida' };
}

/** The URL without the link's parameters (other parameters stay). */
export function withoutSearchLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of SEARCH_LINK_PARAMS) next.delete(name);
  return next;
}

/** The search a form shows for a query it ran: the form is a function of the current search. */
export function formValuesOf(query: SearchQuery): SearchFormValues {
  const p = query.passengers;
  return {
    origin: query.origin,
    destination: query.destination,
    departureDate: query.departureDate,
    returnDate: query.returnDate ?? addDaysIso(query.departureDate, 7),
    tripType: query.tripType,
    cabinClass: query.cabinClass,
    passengers: p.adults + p.children + p.infants,
    searchType: query.searchType,
    isFlexible: query.isFlexible,
    includeNearby: query.includeNearby,
  };
}
