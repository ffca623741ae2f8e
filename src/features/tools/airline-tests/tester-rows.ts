import { formatStops } from '@core/flights/format';
import { codeList, isRecord, localDateTime, num, pick, type RawRecord, str } from '@core/flights/raw-values';
import { formatBRL, formatMoney } from '@core/format/money';
import { formatMiles } from '@core/format/miles';
import { ALL_RESULT_LABELS, type TesterApiId, type TesterQuery, testerApi } from './api-tester-schema';

/**
 * The API tester's reading of every reply it gets (SPEC §3 "Tester response"): `results.outboundFlights` and
 * `results.returnFlights` (Seats.aero proxy), or `ida`/`volta` with idaCount/voltaCount (airline test routes),
 * or /api/test/all's `results` per API. Rows may be cash rows, VoeGol rows, miles rows, normalised award
 * flights or Portuguese-keyed flights (partida, chegada, preco, total, tarifa, duracao, escala, origem,
 * destino, aeroportoPartida, aeroportoChegada, numerovoo, programa, companhia). Nothing is invented: a field
 * a row does not have shows as '—'.
 */

export interface TesterRow {
  key: string;
  api: string;
  airline: string;
  flightNumber: string;
  origin: string;
  destination: string;
  date: string;
  departure: string;
  arrival: string;
  duration: string;
  stops: string;
  price: string;
}

export interface ApiSummary {
  api: string;
  ok: boolean;
  error: string | null;
  outbound: number;
  inbound: number;
  contingency: boolean;
  message: string | null;
}

export interface TesterOutcome {
  outbound: TesterRow[];
  inbound: TesterRow[];
  summaries: ApiSummary[];
}

interface Leg {
  origin: string;
  destination: string;
  date: string;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const clock = (value: unknown): string => localDateTime(value).time || str(value);

function stopsOf(raw: RawRecord): string {
  const codes = codeList(
    pick(raw, 'escalas', 'stopAirports', 'connections') ?? (typeof raw.escala === 'number' ? [] : raw.escala),
  );
  const count = num(pick(raw, 'stops')) ?? (typeof raw.escala === 'number' ? raw.escala : null) ?? codes.length;
  return codes.length > 0 ? `${formatStops(codes.length)}: ${codes.join(', ')}` : formatStops(count);
}

function feesText(fees: number | null, currency: string): string {
  if (fees === null || fees <= 0) return '';
  return ` + ${formatMoney(fees, currency)}`;
}

function priceOf(raw: RawRecord): string {
  const miles = num(pick(raw, 'miles', 'miles_cost', 'milhas'));
  if (miles !== null)
    return `${formatMiles(miles)} milhas${feesText(num(pick(raw, 'fees', 'taxas')), str(raw.fees_currency).toUpperCase())}`;
  const cash = num(pick(raw, 'preco', 'total', 'tarifa', 'price'));
  return cash !== null ? formatBRL(cash) : '—';
}

/** One row of a known shape, or null when it is not an object. */
export function readTesterRow(raw: unknown, leg: Leg, api: string, key: string): TesterRow | null {
  if (!isRecord(raw)) return null;
  const dep = isRecord(raw.departure) ? raw.departure : {};
  const arr = isRecord(raw.arrival) ? raw.arrival : {};
  const departureRaw = pick(raw, 'horarioPartida', 'partida', 'departure_time') ?? dep.time;
  return {
    key,
    api,
    airline: str(pick(raw, 'companhia', 'airline', 'programa', 'program')) || '—',
    flightNumber: str(pick(raw, 'numeroVoo', 'numerovoo', 'flightNumber', 'flight_number')) || '—',
    origin: str(pick(raw, 'origem', 'origin', 'aeroportoPartida')) || str(dep.airport) || leg.origin,
    destination: str(pick(raw, 'destino', 'destination', 'aeroportoChegada')) || str(arr.airport) || leg.destination,
    date:
      str(pick(raw, 'dataPartida', 'flight_date', 'departure_date')) ||
      str(dep.date) ||
      localDateTime(departureRaw).date ||
      leg.date,
    departure: clock(departureRaw) || '—',
    arrival: clock(pick(raw, 'horarioChegada', 'chegada', 'arrival_time') ?? arr.time) || '—',
    duration: str(pick(raw, 'duracao', 'duration')) || '—',
    stops: stopsOf(raw),
    price: priceOf(raw),
  };
}

function legsOf(reply: RawRecord): { ida: unknown[]; volta: unknown[] } {
  const results = reply.results;
  if (isRecord(results) && (Array.isArray(results.outboundFlights) || Array.isArray(results.returnFlights)))
    return { ida: list(results.outboundFlights), volta: list(results.returnFlights) };
  return { ida: list(reply.ida), volta: list(reply.volta) };
}

function readOne(apiLabel: string, reply: unknown, query: TesterQuery, into: TesterOutcome) {
  if (!isRecord(reply)) {
    into.summaries.push({
      api: apiLabel,
      ok: false,
      error: 'Resposta inválida do servidor',
      outbound: 0,
      inbound: 0,
      contingency: false,
      message: null,
    });
    return;
  }
  const out: Leg = { origin: query.origin, destination: query.destination, date: query.departureDate };
  const back: Leg = { origin: query.destination, destination: query.origin, date: query.returnDate ?? '' };
  const { ida, volta } = legsOf(reply);
  const read = (rows: unknown[], leg: Leg, tag: string) =>
    rows.flatMap((row, i) => {
      const r = readTesterRow(row, leg, apiLabel, `${apiLabel}-${tag}-${i}`);
      return r ? [r] : [];
    });
  const outbound = read(ida, out, 'ida');
  const inbound = read(volta, back, 'volta');
  into.outbound.push(...outbound);
  into.inbound.push(...inbound);
  const error = typeof reply.error === 'string' && reply.error ? reply.error : null;
  into.summaries.push({
    api: apiLabel,
    ok: reply.success !== false,
    error,
    outbound: outbound.length,
    inbound: inbound.length,
    contingency: reply._utilizandoDadosContingencia === true,
    message: typeof reply.message === 'string' ? reply.message : null,
  });
}

/** The rows and per-API summary of a successful reply. */
export function readTesterReply(apiId: TesterApiId, body: unknown, query: TesterQuery): TesterOutcome {
  const outcome: TesterOutcome = { outbound: [], inbound: [], summaries: [] };
  if (apiId === 'all' && isRecord(body) && isRecord(body.results)) {
    for (const [name, reply] of Object.entries(body.results))
      readOne(ALL_RESULT_LABELS[name] ?? name, reply, query, outcome);
    return outcome;
  }
  readOne(testerApi(apiId)?.label ?? apiId, body, query, outcome);
  return outcome;
}
