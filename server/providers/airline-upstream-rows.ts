import { IATA_CODE } from '@core/airports/iata';
import { formatDuration, parseDurationMinutes } from '@core/flights/format';
import { isIsoDate } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';

/**
 * The rows our airline upstreams answer (README "Airline upstreams"): `{ida: [...], volta: [...]}` with the
 * SPEC §3 "Airline test result" rows for LATAM and Azul cash fares, the VoeGol rows (origem, destino,
 * duracao, preco, companhia) and, for Smiles and Azul miles, SPEC §3 "Smiles flight" rows. Each row is
 * parsed on its own: a malformed row is skipped and counted, never guessed at.
 */

const iata = z.string().trim().toUpperCase().regex(IATA_CODE);

const isoDay = z.string().trim().refine(isIsoDate);

/** 'HH:mm', 'H:mm', 'HH:mm:ss' or an ISO date-time ('2026-05-01T07:15:00-03:00', airport-local wall clock). */
const CLOCK = /^(?:(\d{4}-\d{2}-\d{2})[T ])?([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

const clock = z
  .string()
  .trim()
  .regex(CLOCK)
  .transform((value) => {
    const m = CLOCK.exec(value) as RegExpExecArray;
    const time = `${(m[2] ?? '').padStart(2, '0')}:${m[3] ?? '00'}`;
    return { time, date: m[1] && isIsoDate(m[1]) ? m[1] : undefined };
  });

/** A duration as minutes or text ('2h 10min', 'PT2H10M', '02:10'); normalised to '2h 10min' when readable. */
const duration = z
  .union([z.number().finite().nonnegative(), z.string().trim().max(40)])
  .optional()
  .transform((value) => {
    const minutes = parseDurationMinutes(value);
    const text = minutes !== null ? formatDuration(minutes) : typeof value === 'string' ? value : '';
    return { text, minutes };
  });

const money = z.number().finite().nonnegative();
const stopsList = z.array(iata).max(10).default([]);
const flightNumber = z.string().trim().min(1).max(20).optional();
const bookingUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .optional();

/** LATAM and Azul cash rows: horarioPartida, horarioChegada, duracao, escalas[], preco (reais). */
export const cashRowSchema = z
  .object({
    horarioPartida: clock,
    horarioChegada: clock,
    duracao: duration,
    escalas: stopsList,
    preco: money,
    numeroVoo: flightNumber,
    companhia: z.string().trim().min(1).max(60).optional(),
    dataPartida: isoDay.optional(),
    dataChegada: isoDay.optional(),
    url: bookingUrl,
  })
  .transform((r) => ({
    horarioPartida: r.horarioPartida.time,
    horarioChegada: r.horarioChegada.time,
    duracao: r.duracao.text,
    duracaoMinutos: r.duracao.minutes,
    escalas: r.escalas,
    preco: r.preco,
    ...(r.numeroVoo ? { numeroVoo: r.numeroVoo } : {}),
    ...(r.companhia ? { companhia: r.companhia } : {}),
    ...((r.dataPartida ?? r.horarioPartida.date) ? { dataPartida: r.dataPartida ?? r.horarioPartida.date } : {}),
    ...((r.dataChegada ?? r.horarioChegada.date) ? { dataChegada: r.dataChegada ?? r.horarioChegada.date } : {}),
    ...(r.url ? { url: r.url } : {}),
  }));
export type CashRow = z.output<typeof cashRowSchema>;

/** VoeGol rows: origem, destino, duracao, preco, companhia (times and stops when the upstream has them). */
export const voegolRowSchema = z
  .object({
    origem: iata,
    destino: iata,
    duracao: duration,
    preco: money,
    companhia: z.string().trim().min(1).max(60).default('GOL'),
    horarioPartida: clock.optional(),
    horarioChegada: clock.optional(),
    escalas: stopsList,
    numeroVoo: flightNumber,
    dataPartida: isoDay.optional(),
    url: bookingUrl,
  })
  .transform((r) => ({
    origem: r.origem,
    destino: r.destino,
    duracao: r.duracao.text,
    duracaoMinutos: r.duracao.minutes,
    preco: r.preco,
    companhia: r.companhia,
    ...(r.horarioPartida ? { horarioPartida: r.horarioPartida.time } : {}),
    ...(r.horarioChegada ? { horarioChegada: r.horarioChegada.time } : {}),
    escalas: r.escalas,
    ...(r.numeroVoo ? { numeroVoo: r.numeroVoo } : {}),
    ...((r.dataPartida ?? r.horarioPartida?.date) ? { dataPartida: r.dataPartida ?? r.horarioPartida?.date } : {}),
    ...(r.url ? { url: r.url } : {}),
  }));
export type VoegolRow = z.output<typeof voegolRowSchema>;

const milesPoint = z.object({ time: clock, airport: iata, date: isoDay.optional() });

/** Smiles (and Azul miles) rows, SPEC §3 "Smiles flight": miles, fees in reais, departure/arrival points. */
export const milesRowSchema = z
  .object({
    id: z.union([z.string().trim().min(1).max(120), z.number().int().nonnegative()]).optional(),
    airline: z.string().trim().min(1).max(60),
    miles: z.number().int().positive().max(5_000_000),
    fees: money.default(0),
    departure: milesPoint,
    arrival: milesPoint,
    duration: duration,
    stops: z.number().int().nonnegative().max(10).default(0),
    flightNumber: flightNumber,
    url: bookingUrl,
  })
  .transform((r) => ({
    ...(r.id !== undefined ? { id: String(r.id) } : {}),
    airline: r.airline,
    miles: r.miles,
    fees: r.fees,
    departure: {
      time: r.departure.time.time,
      airport: r.departure.airport,
      date: r.departure.date ?? r.departure.time.date,
    },
    arrival: { time: r.arrival.time.time, airport: r.arrival.airport, date: r.arrival.date ?? r.arrival.time.date },
    duration: r.duration.text,
    durationMinutes: r.duration.minutes,
    stops: r.stops,
    ...(r.flightNumber ? { flightNumber: r.flightNumber } : {}),
    url: r.url ?? '',
  }));
export type MilesRow = z.output<typeof milesRowSchema>;

export const ROW_SCHEMAS = { cash: cashRowSchema, voegol: voegolRowSchema, miles: milesRowSchema } as const;
export type RowKind = keyof typeof ROW_SCHEMAS;
export type RowOf<K extends RowKind> = z.output<(typeof ROW_SCHEMAS)[K]>;

export interface UpstreamRows<K extends RowKind> {
  ida: RowOf<K>[];
  volta: RowOf<K>[];
  /** Rows the upstream sent that did not match the contract (skipped). */
  skipped: number;
}

const MAX_ROWS_PER_LEG = 500;

/** The reply envelope: `ida` must be a list; `volta` may be absent (one way). */
export const upstreamEnvelopeSchema = z.object({
  ida: z.array(z.unknown()),
  volta: z.array(z.unknown()).nullish(),
});

/** Parses each row with the airline's schema; malformed rows are skipped and counted. */
export function parseRows<K extends RowKind>(kind: K, rows: readonly unknown[]): { rows: RowOf<K>[]; skipped: number } {
  const schema: z.ZodType<RowOf<K>> = ROW_SCHEMAS[kind] as unknown as z.ZodType<RowOf<K>>;
  const parsed: RowOf<K>[] = [];
  let skipped = 0;
  for (const row of rows.slice(0, MAX_ROWS_PER_LEG)) {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else skipped += 1;
  }
  return { rows: parsed, skipped: skipped + Math.max(0, rows.length - MAX_ROWS_PER_LEG) };
}
