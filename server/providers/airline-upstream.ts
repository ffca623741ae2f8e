import type { SearchQuery } from '@core/schemas/search';
import type { Config } from '../config';
import type { Provider } from '../search/provider';
import { ProviderError } from '../search/provider';
import { type RowKind, type UpstreamRows, parseRows, upstreamEnvelopeSchema } from './airline-upstream-rows';
import { type UpstreamDef, type UpstreamRequest, UPSTREAMS } from './airline-upstream-defs';
import { rowsToFlights } from './airline-upstream-flights';
import { requestDeadline } from './request-deadline';

/**
 * Airline upstreams (DESIGN §6: latam_api, azul_api, smiles_api, voegol), each reached through a
 * configurable URL and the JSON contract in README "Airline upstreams": `POST {URL}/search` (Azul miles:
 * `POST {AZUL_UPSTREAM_URL}/search/miles`) answering `{ida, volta}`. A URL unset means "não configurado":
 * the provider stays out of the search and never invents data.
 */

export type UpstreamFailure =
  | 'not_configured'
  | 'unauthorized'
  | 'rate_limited'
  | 'html'
  | 'timeout'
  | 'http'
  | 'network'
  | 'invalid';

/** An upstream failure with its pt-BR message; `failure` lets a route choose its status. */
export class UpstreamError extends ProviderError {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message);
  }
}

const MAX_REPLY_BYTES = 5 * 1024 * 1024;

export function upstreamUrl(def: UpstreamDef, config: Config): string | undefined {
  return config[def.envVar];
}

export function isUpstreamConfigured(def: UpstreamDef, config: Config): boolean {
  return Boolean(upstreamUrl(def, config));
}

export function requestFromQuery(query: SearchQuery): UpstreamRequest {
  return {
    origin: query.origin,
    destination: query.destination,
    departureDate: query.departureDate,
    ...(query.returnDate ? { returnDate: query.returnDate } : {}),
    adults: query.passengers.adults,
    children: query.passengers.children,
    infants: query.passengers.infants,
    cabin: query.cabinClass,
  };
}

function failureFor(def: UpstreamDef, status: number): UpstreamError {
  if (status === 401 || status === 403)
    return new UpstreamError(
      'unauthorized',
      `A API ${def.label} recusou a chave de acesso do servidor (HTTP ${status}).`,
    );
  if (status === 429)
    return new UpstreamError(
      'rate_limited',
      `A API ${def.label} limitou as consultas (HTTP 429). Tente novamente em instantes.`,
    );
  return new UpstreamError('http', `A API ${def.label} respondeu com erro (HTTP ${status}).`);
}

const htmlError = (def: UpstreamDef) =>
  new UpstreamError('html', `A API ${def.label} respondeu com uma página HTML em vez de JSON (erro na API externa).`);

/**
 * One call to an upstream: `POST {URL}{path}` with the request as JSON and `Authorization: Bearer
 * UPSTREAM_API_KEY` when set, under UPSTREAM_TIMEOUT_MS and the caller's signal. Errors are UpstreamErrors.
 */
export async function fetchUpstream<K extends RowKind>(
  def: UpstreamDef<K>,
  config: Config,
  request: UpstreamRequest,
  signal?: AbortSignal,
): Promise<UpstreamRows<K>> {
  const base = upstreamUrl(def, config);
  if (!base) throw new UpstreamError('not_configured', `A API ${def.label} não está configurada neste servidor.`);
  const deadline = requestDeadline(config.UPSTREAM_TIMEOUT_MS, signal);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.UPSTREAM_API_KEY) headers.authorization = `Bearer ${config.UPSTREAM_API_KEY}`;
  let text: string;
  let response: Response;
  try {
    response = await fetch(`${base.replace(/\/+$/, '')}${def.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      signal: deadline.signal,
    });
    if (Number(response.headers.get('content-length') ?? 0) > MAX_REPLY_BYTES) {
      await response.body?.cancel();
      throw new UpstreamError('invalid', `A resposta da API ${def.label} é grande demais.`);
    }
    text = await response.text();
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    if (deadline.timedOut()) throw new UpstreamError('timeout', `A API ${def.label} não respondeu a tempo.`);
    if (signal?.aborted) throw err;
    throw new UpstreamError('network', `Falha na conexão com a API ${def.label}.`);
  }
  const type = response.headers.get('content-type') ?? '';
  const looksHtml = /text\/html/i.test(type) || /^\s*</.test(text);
  if (!response.ok && [401, 403, 429].includes(response.status)) throw failureFor(def, response.status);
  if (looksHtml) throw htmlError(def);
  if (!response.ok) throw failureFor(def, response.status);
  if (text.length > MAX_REPLY_BYTES)
    throw new UpstreamError('invalid', `A resposta da API ${def.label} é grande demais.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError('invalid', `A API ${def.label} respondeu com JSON malformado.`);
  }
  const envelope = upstreamEnvelopeSchema.safeParse(body);
  if (!envelope.success)
    throw new UpstreamError('invalid', `Resposta inválida da API ${def.label}: falta a lista "ida".`);
  const ida = parseRows(def.rowKind, envelope.data.ida);
  const volta = parseRows(def.rowKind, request.returnDate ? (envelope.data.volta ?? []) : []);
  return { ida: ida.rows, volta: volta.rows, skipped: ida.skipped + volta.skipped };
}

/** The search engine's Provider for one upstream, bound to the app's configuration. */
export function createAirlineUpstreamProvider(def: UpstreamDef, config: Config): Provider {
  const kind = def.rowKind === 'miles' ? 'miles' : 'cash';
  return {
    id: def.id,
    kind,
    label: def.label,
    // A little longer than the request's own timeout, so the airline-specific message wins.
    timeoutMs: config.UPSTREAM_TIMEOUT_MS + 1000,
    isConfigured: (c) => isUpstreamConfigured(def, c),
    async *search(query, { signal, now }) {
      if ((kind === 'cash' && query.searchType === 'miles') || (kind === 'miles' && query.searchType === 'cash'))
        return;
      const reply = await fetchUpstream(def, config, requestFromQuery(query), signal);
      const fetchedAt = now;
      const ida = rowsToFlights(def, reply.ida, query, false, fetchedAt);
      if (ida.length > 0) yield ida;
      const volta = rowsToFlights(def, reply.volta, query, true, fetchedAt);
      if (volta.length > 0) yield volta;
    },
  };
}

/** Every airline upstream as a Provider bound to `config` (the engine keeps only the configured ones). */
export function airlineUpstreamProviders(config: Config): Provider[] {
  return Object.values(UPSTREAMS).map((def) => createAirlineUpstreamProvider(def, config));
}
