import type { AwardFlight } from '../schemas/award';
import { type AwardContext, base, code3, fallbackId, finish, seenAtOf } from './award-from-draft';
import { UNKNOWN_CURRENCY } from '../miles/valuation';
import { parseDurationMinutes } from './format';
import {
  bool,
  cabinFrom,
  codeList,
  count,
  isRecord,
  localDateTime,
  miles,
  minorUnits,
  pick,
  type RawRecord,
  str,
} from './raw-values';

/**
 * The raw award formats of SPEC §3, normalised into the Award flight:
 * - Portuguese: origem, destino, data, precoClasseEconomica/Executiva/PrimeiraClasse, fee in centavos,
 *   assentosDisponiveis, availability flags per cabin, moeda;
 * - compact: dt, oa, da, ym/wm/jm/fm miles, yt fee, yc airline, lsh seats, yd/wd/jd availability;
 * - English (Seats.aero trips): Source, ID, FlightDate, MileageCost, Fees, Cabin, Route, Airline,
 *   FlightNumbers, DepartsAt, ArrivesAt, Duration/TotalDuration, Stops, Connections, Aircraft, booking_links;
 * - Seats.aero cached-search availability rows: one record per day with Y/W/J/F columns.
 * Mileage costs may be strings, unsupported cabins are null (skipped), taxes are minor units (÷100),
 * DepartsAt is the airport's local time, and 0 seats means unknown (null). Miles stay as the provider gave
 * them (0 and 999999 included): award filtering and fallback miles come after (core/flights/acceptance).
 */

export type AwardFormat = 'portuguese' | 'compact' | 'english' | 'seats_aero_availability';

export function detectAwardFormat(raw: unknown): AwardFormat | null {
  if (!isRecord(raw)) return null;
  if ('origem' in raw || 'precoClasseEconomica' in raw || 'precoClasseExecutiva' in raw) return 'portuguese';
  if ('YMileageCost' in raw || 'YAvailable' in raw || 'JMileageCost' in raw) return 'seats_aero_availability';
  if ('MileageCost' in raw || 'DepartsAt' in raw || 'FlightDate' in raw || 'Route' in raw) return 'english';
  if (('oa' in raw && 'da' in raw) || 'ym' in raw || 'jm' in raw) return 'compact';
  return null;
}

/** The rows of a reply: an array, or one under `data`, `results.data`, `results`, `flights` or `voos`. */
export function awardRows(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (!isRecord(payload)) return [];
  for (const key of ['data', 'flights', 'voos', 'results']) {
    const v = payload[key];
    if (Array.isArray(v)) return v;
    if (isRecord(v)) return awardRows(v);
  }
  return [];
}

const PT_CABINS = [
  ['ECONOMY', 'precoClasseEconomica', 'Economica'],
  ['BUSINESS', 'precoClasseExecutiva', 'Executiva'],
  ['FIRST', 'precoPrimeiraClasse', 'PrimeiraClasse'],
] as const;

function fromPortuguese(raw: RawRecord, ctx: AwardContext): AwardFlight[] {
  const source = str(pick(raw, 'programa', 'fonte', 'source')) || ctx.source || '';
  const b = base(raw, ctx, source);
  const origin = code3(raw.origem, ctx.origin);
  const destination = code3(raw.destino, ctx.destination);
  const day = localDateTime(pick(raw, 'data', 'dataPartida'));
  const dep = localDateTime(pick(raw, 'horarioPartida', 'partida', 'horaPartida'));
  const arr = localDateTime(pick(raw, 'horarioChegada', 'chegada', 'horaChegada'));
  const escalas = raw.escalas;
  const out: AwardFlight[] = [];
  for (const [cabin, priceKey, suffix] of PT_CABINS) {
    const price = miles(raw[priceKey]);
    const flag = pick(
      raw,
      `disponivel${suffix}`,
      `disponibilidade${suffix}`,
      `disponivelClasse${suffix}`,
      `${suffix.charAt(0).toLowerCase()}${suffix.slice(1)}Disponivel`,
    );
    if (price === null || (flag !== undefined && !bool(flag))) continue;
    const flightNumber = str(pick(raw, 'numeroVoo', 'voo', 'numerovoo'));
    out.push(
      finish({
        ...b,
        id: str(pick(raw, 'id', 'ID'))
          ? `${str(pick(raw, 'id', 'ID'))}-${cabin}`
          : fallbackId(source, origin, destination, day.date, cabin, flightNumber || dep.time),
        origin,
        destination,
        departure: { date: day.date || dep.date || b.departure.date, time: dep.time },
        arrival: { date: arr.date, time: arr.time },
        durationMinutes: parseDurationMinutes(raw.duracao),
        stops: Array.isArray(escalas) ? escalas.length : (count(escalas) ?? 0),
        connections: Array.isArray(escalas) ? codeList(escalas) : [],
        airlineCodes: str(pick(raw, 'companhia', 'companhiaAerea', 'cia', 'airline')),
        flightNumber,
        cabin,
        miles: price,
        fees: minorUnits(pick(raw, 'taxa', 'taxas', 'fee', 'taxaEmbarque')),
        feesCurrency: str(raw.moeda).toUpperCase(),
        seats: count(raw.assentosDisponiveis),
      }),
    );
  }
  return out;
}

const LETTER_CABIN = { y: 'ECONOMY', w: 'PREMIUM_ECONOMY', j: 'BUSINESS', f: 'FIRST' } as const;

function fromCompact(raw: RawRecord, ctx: AwardContext): AwardFlight[] {
  const source = str(pick(raw, 'src', 'source', 'p')) || ctx.source || '';
  const b = base(raw, ctx, source);
  const origin = code3(raw.oa, ctx.origin);
  const destination = code3(raw.da, ctx.destination);
  const day = localDateTime(raw.dt);
  const out: AwardFlight[] = [];
  for (const [letter, cabin] of Object.entries(LETTER_CABIN)) {
    const price = miles(raw[`${letter}m`]);
    const flag = raw[`${letter}d`];
    if (price === null || (flag !== undefined && flag !== null && !bool(flag))) continue;
    const id = str(pick(raw, 'id', 'ID'));
    out.push(
      finish({
        ...b,
        id: id ? `${id}-${cabin}` : fallbackId(source, origin, destination, day.date, cabin),
        origin,
        destination,
        departure: { date: day.date || b.departure.date, time: day.time },
        airlineCodes: str(pick(raw, `${letter}c`, 'yc')),
        cabin,
        miles: price,
        fees: minorUnits(pick(raw, `${letter}t`, 'yt')),
        seats: count(pick(raw, `${letter}s`, 'lsh')),
      }),
    );
  }
  return out;
}

function fromEnglish(raw: RawRecord, ctx: AwardContext): AwardFlight[] {
  const cost = miles(raw.MileageCost);
  const cabin = cabinFrom(raw.Cabin) ?? 'ECONOMY';
  if (cost === null) return [];
  const source = str(raw.Source) || ctx.source || '';
  const b = base(raw, ctx, source);
  const route = isRecord(raw.Route) ? raw.Route : {};
  const segments = Array.isArray(raw.AvailabilitySegments) ? raw.AvailabilitySegments.filter(isRecord) : [];
  const first = segments[0] ?? {};
  const last = segments[segments.length - 1] ?? {};
  const origin = code3(pick(route, 'OriginAirport') ?? first.OriginAirport, ctx.origin);
  const destination = code3(pick(route, 'DestinationAirport') ?? last.DestinationAirport, ctx.destination);
  const dep = localDateTime(pick(raw, 'DepartsAt') ?? first.DepartsAt);
  const arr = localDateTime(pick(raw, 'ArrivesAt') ?? last.ArrivesAt);
  const flightDate = localDateTime(pick(raw, 'FlightDate', 'Date')).date || dep.date || b.departure.date;
  const connections =
    raw.Connections !== undefined
      ? codeList(raw.Connections)
      : segments
          .slice(0, -1)
          .map((s) => str(s.DestinationAirport).toUpperCase())
          .filter(Boolean);
  const links = Array.isArray(raw.booking_links)
    ? raw.booking_links
        .filter(isRecord)
        .map((l) => ({ label: str(l.label), link: str(l.link), primary: bool(l.primary) }))
        .filter((l) => l.link)
    : [];
  const id = str(raw.ID);
  return [
    finish({
      ...b,
      id: id || fallbackId(source, origin, destination, flightDate, cabin, str(raw.FlightNumbers) || dep.time),
      origin,
      destination,
      departure: { date: flightDate, time: dep.time },
      arrival: { date: arr.date, time: arr.time },
      durationMinutes: parseDurationMinutes(pick(raw, 'TotalDuration', 'Duration')),
      stops: count(raw.Stops) ?? connections.length,
      connections,
      airlineCodes: str(pick(raw, 'Airline', 'Carriers')),
      flightNumber: str(raw.FlightNumbers),
      cabin,
      miles: cost,
      fees: minorUnits(pick(raw, 'Fees', 'TotalTaxes')),
      // Seats.aero leaves TaxesCurrency empty at times: unknown, never reais.
      feesCurrency: str(pick(raw, 'Currency', 'TaxesCurrency')).toUpperCase() || UNKNOWN_CURRENCY,
      seats: count(raw.RemainingSeats),
      bookingLinks: links,
      aircraft: str(pick(raw, 'Aircraft')) || str(first.AircraftName),
      seenAt: seenAtOf(raw),
    }),
  ];
}

const SEATS_CABINS = { Y: 'ECONOMY', W: 'PREMIUM_ECONOMY', J: 'BUSINESS', F: 'FIRST' } as const;

function fromSeatsAeroAvailability(raw: RawRecord, ctx: AwardContext): AwardFlight[] {
  const source = str(raw.Source) || ctx.source || '';
  const b = base(raw, ctx, source);
  const route = isRecord(raw.Route) ? raw.Route : {};
  const origin = code3(route.OriginAirport, ctx.origin);
  const destination = code3(route.DestinationAirport, ctx.destination);
  const day = localDateTime(pick(raw, 'Date', 'ParsedDate'));
  const out: AwardFlight[] = [];
  for (const [letter, cabin] of Object.entries(SEATS_CABINS)) {
    const cost = miles(raw[`${letter}MileageCost`]);
    if (cost === null || !bool(raw[`${letter}Available`])) continue;
    const direct = raw[`${letter}Direct`];
    out.push(
      finish({
        ...b,
        id: `${str(raw.ID) || fallbackId(source, origin, destination, day.date)}-${letter}`,
        origin,
        destination,
        departure: { date: day.date || b.departure.date, time: '' },
        stops: direct === undefined || bool(direct) ? 0 : 1,
        notes: direct !== undefined && !bool(direct) ? 'Com conexão; detalhes do itinerário na reserva' : '',
        airlineCodes: str(raw[`${letter}Airlines`]),
        cabin,
        miles: cost,
        fees: minorUnits(raw[`${letter}TotalTaxes`]),
        feesCurrency: str(raw.TaxesCurrency).toUpperCase() || UNKNOWN_CURRENCY,
        seats: count(raw[`${letter}RemainingSeats`]),
        seenAt: seenAtOf(raw),
      }),
    );
  }
  return out;
}

/** One raw record → award flights (one per offered cabin); [] when unreadable. */
export function normalizeAwardRecord(raw: unknown, ctx: AwardContext = {}): AwardFlight[] {
  if (!isRecord(raw)) return [];
  switch (detectAwardFormat(raw)) {
    case 'portuguese':
      return fromPortuguese(raw, ctx);
    case 'compact':
      return fromCompact(raw, ctx);
    case 'english':
      return fromEnglish(raw, ctx);
    case 'seats_aero_availability':
      return fromSeatsAeroAvailability(raw, ctx);
    default:
      return [];
  }
}

/** A whole reply (array or wrapped) → award flights, de-duplicated by id (first wins). */
export function normalizeAwardPayload(payload: unknown, ctx: AwardContext = {}): AwardFlight[] {
  const seen = new Set<string>();
  const out: AwardFlight[] = [];
  for (const row of awardRows(payload)) {
    for (const flight of normalizeAwardRecord(row, ctx)) {
      if (seen.has(flight.id)) continue;
      seen.add(flight.id);
      out.push(flight);
    }
  }
  return out;
}
