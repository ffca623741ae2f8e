import { type AwardProgramInfo, awardProgramInfo } from '@core/flights/award-programs';
import { programDisplayName, programFamily } from '@core/miles/programs';
import {
  type CabinClass,
  cabinClassSchema,
  isIsoDate,
  passengerCountsSchema,
  type PassengerCounts,
} from '@core/schemas/search';

/**
 * The query strings of the fixed-table issuance pages (SPEC §2). Portuguese names first, English ones
 * accepted: origem/origin, destino/destination, data/date, voo/flight, programa/program, classe/cabin,
 * connections, legs, adultos/adults, criancas/children, bebes/infants. Every problem is reported in pt-BR;
 * nothing here throws.
 */

export interface IssuanceLeg {
  origin: string;
  destination: string;
  flight: string | null;
}

export interface IssuanceRoute {
  origin: string;
  destination: string;
  /** yyyy-MM-dd, or null when the link carries no date (fixed-table rows have none). */
  date: string | null;
  cabin: CabinClass;
}

export interface IssuanceFlight extends IssuanceRoute {
  flight: string | null;
  /** What the user sees ('LATAM Pass'); the raw name when the programme is unknown. */
  program: string;
  programKnown: boolean;
  /**
   * The programme pair the award screens value and label it by (core/flights/award-programs.ts): a Virgin Atlantic
   * seat is redeemed with LATAM Pass but priced at Virgin Atlantic's value, 'via Virgin Atlantic'.
   */
  award: AwardProgramInfo;
  /** Connection airports, in order (from `connections` or the legs). */
  connections: string[];
  /** Number of stops, or null when the link does not say. */
  stops: number | null;
  legs: IssuanceLeg[];
}

export interface IssuanceRequest extends IssuanceRoute {
  passengers: PassengerCounts;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** The programme of the LATAM issuance page when the link names none. */
export const DEFAULT_ISSUANCE_PROGRAM = 'LATAM Pass';

/** The first non-empty value among the names. */
function param(params: URLSearchParams, ...names: string[]): string {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return '';
}

const IATA = /^[A-Z]{3}$/;

function airport(value: string, label: 'Origem' | 'Destino', problems: string[]): string {
  if (!value) {
    problems.push(`${label} não informad${label === 'Origem' ? 'a' : 'o'}.`);
    return '';
  }
  const code = value.toUpperCase();
  if (!IATA.test(code))
    problems.push(
      `${label} inválid${label === 'Origem' ? 'a' : 'o'}: "${value}" (use o código IATA do aeroporto, 3 letras).`,
    );
  return code;
}

/** yyyy-MM-dd, dd/MM/yyyy or an ISO date-time (its day); '' → null. */
function date(value: string, problems: string[]): string | null {
  if (!value) return null;
  let iso = value;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (br) iso = `${br[3]}-${br[2]}-${br[1]}`;
  else if (/^\d{4}-\d{2}-\d{2}T/.test(value)) iso = value.slice(0, 10);
  if (isIsoDate(iso)) return iso;
  problems.push(`Data inválida: "${value}" (use aaaa-mm-dd ou dd/mm/aaaa).`);
  return null;
}

/** Portuguese names and the one-letter award codes, besides what cabinClassSchema already reads. */
const CABIN_NAMES: Readonly<Record<string, CabinClass>> = {
  ECONOMICA: 'ECONOMY',
  Y: 'ECONOMY',
  PREMIUM: 'PREMIUM_ECONOMY',
  W: 'PREMIUM_ECONOMY',
  EXECUTIVA: 'BUSINESS',
  J: 'BUSINESS',
  PRIMEIRA: 'FIRST',
  PRIMEIRA_CLASSE: 'FIRST',
  F: 'FIRST',
};

function cabin(value: string, problems: string[]): CabinClass {
  if (!value) return 'ECONOMY';
  const key = value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const named = CABIN_NAMES[key];
  if (named) return named;
  const parsed = cabinClassSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push(`Classe inválida: "${value}" (use econômica, premium, executiva ou primeira).`);
  return 'ECONOMY';
}

const FLIGHT = /^[A-Za-z0-9][A-Za-z0-9 ,/-]{0,59}$/;

function flight(value: string, problems: string[]): string | null {
  if (!value) return null;
  if (FLIGHT.test(value)) return value.toUpperCase().replace(/\s+/g, ' ');
  problems.push(`Voo inválido: "${value}".`);
  return null;
}

function connections(value: string, problems: string[]): { list: string[]; count: number | null } {
  if (!value) return { list: [], count: null };
  if (/^\d$/.test(value)) return { list: [], count: Number(value) };
  const list = value
    .toUpperCase()
    .split(/[\s,;|/]+/)
    .filter(Boolean);
  if (list.length > 0 && list.length <= 8 && list.every((c) => IATA.test(c))) return { list, count: list.length };
  problems.push(`Conexões inválidas: "${value}" (use códigos IATA separados por vírgula, ex.: BSB,LIM).`);
  return { list: [], count: null };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** JSON [{origin, destination, flight}] (also origem/destino/voo, OriginAirport/DestinationAirport/FlightNumber). */
function jsonLegs(value: string): IssuanceLeg[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const legs: IssuanceLeg[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') return null;
    const r = item as Record<string, unknown>;
    const origin = text(r.origin ?? r.origem ?? r.OriginAirport).toUpperCase();
    const destination = text(r.destination ?? r.destino ?? r.DestinationAirport).toUpperCase();
    const number = text(r.flight ?? r.voo ?? r.FlightNumber);
    if (!IATA.test(origin) || !IATA.test(destination) || (number && !FLIGHT.test(number))) return null;
    legs.push({ origin, destination, flight: number ? number.toUpperCase() : null });
  }
  return legs;
}

/** 'GRU-BSB:LA3001,BSB-MIA:LA8070' (the ':flight' part optional). */
function compactLegs(value: string): IssuanceLeg[] | null {
  const legs: IssuanceLeg[] = [];
  for (const part of value.split(/[,;]/).map((p) => p.trim())) {
    const m = /^([A-Za-z]{3})\s*-\s*([A-Za-z]{3})(?:\s*:\s*([A-Za-z0-9][A-Za-z0-9 /-]{0,19}))?$/.exec(part);
    if (!m) return null;
    legs.push({
      origin: (m[1] as string).toUpperCase(),
      destination: (m[2] as string).toUpperCase(),
      flight: m[3] ? m[3].trim().toUpperCase() : null,
    });
  }
  return legs;
}

function legs(value: string, route: { origin: string; destination: string }, problems: string[]): IssuanceLeg[] {
  if (!value) return [];
  const parsed = value.startsWith('[') ? jsonLegs(value) : compactLegs(value);
  if (!parsed || parsed.length === 0 || parsed.length > 8) {
    problems.push('Trechos inválidos (use, por exemplo, legs=GRU-BSB:LA3001,BSB-MIA:LA8070).');
    return [];
  }
  const chained = parsed.every((leg, i) => i === 0 || parsed[i - 1]?.destination === leg.origin);
  const ends = parsed[0]?.origin === route.origin && parsed[parsed.length - 1]?.destination === route.destination;
  if (!chained || (route.origin && route.destination && !ends)) {
    problems.push(`Os trechos informados não formam a rota ${route.origin} → ${route.destination}.`);
    return [];
  }
  return parsed;
}

function route(params: URLSearchParams, problems: string[]): IssuanceRoute {
  const origin = airport(param(params, 'origem', 'origin'), 'Origem', problems);
  const destination = airport(param(params, 'destino', 'destination'), 'Destino', problems);
  if (origin && origin === destination && IATA.test(origin)) problems.push('Origem e destino são iguais.');
  return {
    origin,
    destination,
    date: date(param(params, 'data', 'date'), problems),
    cabin: cabin(param(params, 'classe', 'cabin'), problems),
  };
}

/**
 * The award's programme pair: `programa_origem` (the programme that prices the seat, sent by the award dialog when
 * it is another one) with `programa`, or what awardProgramInfo makes of `programa` alone.
 */
function awardOf(programName: string, originalName: string): AwardProgramInfo {
  const award = awardProgramInfo(programName);
  if (!originalName) return award;
  return { program: award.program, original_program: awardProgramInfo(originalName).original_program };
}

/**
 * /emissao-tabela-fixa-latam: origem, destino, data, voo, programa, programa_origem (+ English names), classe/cabin,
 * connections, legs.
 */
export function parseIssuanceFlight(params: URLSearchParams): Parsed<IssuanceFlight> {
  const problems: string[] = [];
  const base = route(params, problems);
  const programName = param(params, 'programa', 'program') || DEFAULT_ISSUANCE_PROGRAM;
  const originalName = param(params, 'programa_origem', 'original_program');
  if (programName.length > 60 || originalName.length > 60) problems.push('Programa inválido.');
  const conn = connections(param(params, 'connections', 'conexoes'), problems);
  const legList = legs(param(params, 'legs', 'trechos'), base, problems);
  const flightNumber = flight(param(params, 'voo', 'flight'), problems);
  if (problems.length > 0) return { ok: false, problems };
  const fromLegs = legList.slice(1).map((leg) => leg.origin);
  const connectionList = conn.list.length > 0 ? conn.list : fromLegs;
  const stops = legList.length > 0 ? legList.length - 1 : conn.count;
  return {
    ok: true,
    value: {
      ...base,
      flight: flightNumber ?? (legList.flatMap((l) => (l.flight ? [l.flight] : [])).join(', ') || null),
      program: programDisplayName(programName),
      programKnown: programFamily(programName) !== null,
      award: awardOf(programName, originalName),
      connections: connectionList,
      stops,
      legs: legList,
    },
  };
}

function passengers(params: URLSearchParams, problems: string[]): PassengerCounts {
  const parsed = passengerCountsSchema.safeParse({
    adults: param(params, 'adultos', 'adults') || '1',
    children: param(params, 'criancas', 'crianças', 'children') || '0',
    infants: param(params, 'bebes', 'bebês', 'infants') || '0',
  });
  if (parsed.success) return parsed.data;
  const range: Record<string, string> = {
    adults: 'Adultos: informe um número de 1 a 9.',
    children: 'Crianças: informe um número de 0 a 9.',
    infants: 'Bebês: informe um número de 0 a 9.',
  };
  for (const issue of parsed.error.issues) {
    // The schema's own texts ('Máximo de 9 adultos') when they name the field; else the field's range.
    const key = String(issue.path[0]);
    problems.push(
      /adult|crian|beb/i.test(issue.message) ? `${issue.message}.` : (range[key] ?? 'Passageiros inválidos.'),
    );
  }
  return { adults: 1, children: 0, infants: 0 };
}

/** /emissao-tabela-fixa: origem/origin, destino/destination, data/date, classe/cabin, adultos/adults, criancas/children, bebes/infants. */
export function parseIssuanceRequest(params: URLSearchParams): Parsed<IssuanceRequest> {
  const problems: string[] = [];
  const base = route(params, problems);
  const pax = passengers(params, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { ...base, passengers: pax } };
}
