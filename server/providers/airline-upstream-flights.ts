import { cityForAirport } from '@core/airports/airports';
import { withEstimatedValue } from '@core/flights/award-to-flight';
import { makeFreshness } from '@core/flights/freshness';
import { bookingLinkFor } from '@core/flights/links';
import type { Flight } from '@core/schemas/flight';
import { addDaysIso, type SearchQuery } from '@core/schemas/search';
import type { UpstreamDef } from './airline-upstream-defs';
import type { CashRow, MilesRow, RowKind, RowOf, VoegolRow } from './airline-upstream-rows';

/** Upstream rows as the spec's Flight results (SPEC §3), fresh from the airline: freshness 'live'. */

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The arrival day: given, else departure + duration, else the next day when the clock went round. */
function arrivalDate(date: string, departs: string, arrives: string, minutes: number | null, given?: string): string {
  if (given) return given;
  if (departs === '') return date;
  if (minutes !== null) return addDaysIso(date, Math.floor((minutesOfDay(departs) + minutes) / 1440));
  return arrives !== '' && minutesOfDay(arrives) < minutesOfDay(departs) ? addDaysIso(date, 1) : date;
}

interface Leg {
  from: string;
  to: string;
  date: string;
  isReturnFlight: boolean;
}

function legOf(query: SearchQuery, isReturnFlight: boolean): Leg {
  return isReturnFlight
    ? { from: query.destination, to: query.origin, date: query.returnDate ?? query.departureDate, isReturnFlight }
    : { from: query.origin, to: query.destination, date: query.departureDate, isReturnFlight };
}

interface Common {
  id: string;
  airline: string;
  from: string;
  to: string;
  date: string;
  departs: string;
  arrives: string;
  arrivalDate: string;
  duration: string;
  minutes: number | null;
  stopAirports: string[];
  stops: number;
  flightNumber?: string;
  url: string;
}

function baseFlight(def: UpstreamDef, query: SearchQuery, leg: Leg, c: Common, fetchedAt: Date): Flight {
  const url =
    c.url ||
    bookingLinkFor(def.program ?? c.airline, {
      origin: query.origin,
      destination: query.destination,
      departureDate: query.departureDate,
      ...(query.returnDate ? { returnDate: query.returnDate } : {}),
      passengers: query.passengers,
      cabin: query.cabinClass,
    });
  return {
    id: c.id,
    airline: c.airline,
    source: def.source,
    price: null,
    miles: null,
    milesProgram: null,
    fees: 0,
    estimatedValue: null,
    estimatedValueFormatted: null,
    departure: { time: c.departs, airport: c.from, city: cityForAirport(c.from), date: c.date },
    arrival: { time: c.arrives, airport: c.to, city: cityForAirport(c.to), date: c.arrivalDate },
    duration: c.duration,
    durationMinutes: c.minutes,
    stops: c.stops,
    stopAirports: c.stopAirports,
    cabinClass: query.cabinClass,
    availableSeats: null,
    url,
    ...(c.flightNumber ? { flightNumber: c.flightNumber } : {}),
    isReturnFlight: leg.isReturnFlight,
    bestValue: false,
    isInfoOnly: false,
    freshness: makeFreshness('live', fetchedAt),
  };
}

const idPart = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '');

function cashCommon(def: UpstreamDef, leg: Leg, row: CashRow | VoegolRow, index: number): Common {
  const from = 'origem' in row ? row.origem : leg.from;
  const to = 'destino' in row ? row.destino : leg.to;
  const date = row.dataPartida ?? leg.date;
  const departs = row.horarioPartida ?? '';
  const arrives = row.horarioChegada ?? '';
  const tag = row.numeroVoo ? idPart(row.numeroVoo) : idPart(departs) || String(index);
  return {
    id: `${def.source}-${leg.isReturnFlight ? 'volta' : 'ida'}-${from}-${to}-${date}-${index}-${tag}`,
    airline: row.companhia ?? def.airline,
    from,
    to,
    date,
    departs,
    arrives,
    arrivalDate: arrivalDate(
      date,
      departs,
      arrives,
      row.duracaoMinutos,
      'dataChegada' in row ? row.dataChegada : undefined,
    ),
    duration: row.duracao,
    minutes: row.duracaoMinutos,
    stopAirports: row.escalas,
    stops: row.escalas.length,
    ...(row.numeroVoo ? { flightNumber: row.numeroVoo } : {}),
    url: row.url ?? '',
  };
}

function milesFlight(
  def: UpstreamDef,
  query: SearchQuery,
  leg: Leg,
  row: MilesRow,
  index: number,
  fetchedAt: Date,
): Flight {
  const date = row.departure.date ?? leg.date;
  const common: Common = {
    id: `${def.source}-${leg.isReturnFlight ? 'volta' : 'ida'}-${row.id ? idPart(row.id) : `${row.departure.airport}-${row.arrival.airport}-${date}-${index}`}`,
    airline: row.airline,
    from: row.departure.airport,
    to: row.arrival.airport,
    date,
    departs: row.departure.time,
    arrives: row.arrival.time,
    arrivalDate: arrivalDate(date, row.departure.time, row.arrival.time, row.durationMinutes, row.arrival.date),
    duration: row.duration,
    minutes: row.durationMinutes,
    stopAirports: [],
    stops: row.stops,
    ...(row.flightNumber ? { flightNumber: row.flightNumber } : {}),
    url: row.url,
  };
  const flight = baseFlight(def, query, leg, common, fetchedAt);
  return withEstimatedValue({ ...flight, miles: row.miles, milesProgram: def.program ?? null, fees: row.fees });
}

/** Maps one leg's rows (ida or volta) to Flights, in the upstream's order. */
export function rowsToFlights<K extends RowKind>(
  def: UpstreamDef<K>,
  rows: readonly RowOf<K>[],
  query: SearchQuery,
  isReturnFlight: boolean,
  fetchedAt: Date,
): Flight[] {
  const leg = legOf(query, isReturnFlight);
  return rows.map((row, index) => {
    if (def.rowKind === 'miles') return milesFlight(def, query, leg, row as MilesRow, index, fetchedAt);
    const cash = row as CashRow | VoegolRow;
    const flight = baseFlight(def, query, leg, cashCommon(def, leg, cash, index), fetchedAt);
    return withEstimatedValue({ ...flight, price: cash.preco });
  });
}
