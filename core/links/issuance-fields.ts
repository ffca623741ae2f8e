// The fields of the issuance links, one zod schema each: a missing field reads as '' and every problem is a
// pt-BR sentence that names what was typed. A field with a problem still gives its best reading and lets the
// others be read (`continue`), so the page lists every problem of the link at once.
import { type CabinClass, cabinClassSchema, isIsoDate, passengerCountsSchema } from '../schemas/search';
import { z } from '../schemas/zod-locale';
import { isIataCode } from '../airports/iata';

export interface IssuanceLeg {
  origin: string;
  destination: string;
  flight: string | null;
}

type Issues = { issues: z.core.$ZodRawIssue[] };

/** Reports one problem and lets the parse go on. */
export function problem(ctx: Issues, input: unknown, message: string): void {
  ctx.issues.push({ code: 'custom', message, input, continue: true });
}

/** An airport code, upper-cased (also when it is not one, so the route check can still name it). */
export const airportField = (label: 'Origem' | 'Destino') => {
  const ending = label === 'Origem' ? 'a' : 'o';
  return z.string().transform((value, ctx) => {
    if (!value) problem(ctx, value, `${label} não informad${ending}.`);
    else if (!isIataCode(value.toUpperCase()))
      problem(ctx, value, `${label} inválid${ending}: "${value}" (use o código IATA do aeroporto, 3 letras).`);
    return value.toUpperCase();
  });
};

/** yyyy-MM-dd, dd/MM/yyyy or an ISO date-time (its day); '' → null. */
export const dateField = z.string().transform((value, ctx) => {
  if (!value) return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
  if (isIsoDate(iso)) return iso;
  problem(ctx, value, `Data inválida: "${value}" (use aaaa-mm-dd ou dd/mm/aaaa).`);
  return null;
});

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

/** '' → economy. */
export const cabinField = z.string().transform((value, ctx): CabinClass => {
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
  problem(ctx, value, `Classe inválida: "${value}" (use econômica, premium, executiva ou primeira).`);
  return 'ECONOMY';
});

const FLIGHT = /^[A-Za-z0-9][A-Za-z0-9 ,/-]{0,59}$/;

/** 'LA 8084' → 'LA 8084' upper-cased, spaces folded; '' → null. */
export const flightField = z.string().transform((value, ctx) => {
  if (!value) return null;
  if (FLIGHT.test(value)) return value.toUpperCase().replace(/\s+/g, ' ');
  problem(ctx, value, `Voo inválido: "${value}".`);
  return null;
});

/** 'BSB,LIM' (the airports) or '1' (a count). */
export const connectionsField = z.string().transform((value, ctx) => {
  if (!value) return { list: [] as string[], count: null as number | null };
  if (/^\d$/.test(value)) return { list: [] as string[], count: Number(value) };
  const list = value
    .toUpperCase()
    .split(/[\s,;|/]+/)
    .filter(Boolean);
  if (list.length > 0 && list.length <= 8 && list.every((c) => isIataCode(c))) return { list, count: list.length };
  problem(ctx, value, `Conexões inválidas: "${value}" (use códigos IATA separados por vírgula, ex.: BSB,LIM).`);
  return { list: [] as string[], count: null as number | null };
});

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
    if (!isIataCode(origin) || !isIataCode(destination) || (number && !FLIGHT.test(number))) return null;
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

/** The legs as written; whether they make the link's route is the link's check (legsMakeRoute). */
export const legsField = z.string().transform((value, ctx): IssuanceLeg[] => {
  if (!value) return [];
  const parsed = value.startsWith('[') ? jsonLegs(value) : compactLegs(value);
  if (parsed && parsed.length > 0 && parsed.length <= 8) return parsed;
  problem(ctx, value, 'Trechos inválidos (use, por exemplo, legs=GRU-BSB:LA3001,BSB-MIA:LA8070).');
  return [];
});

/** Each leg starts where the one before ends, and (when the route is given) they go from its origin to its destination. */
export function legsMakeRoute(legs: readonly IssuanceLeg[], route: { origin: string; destination: string }): boolean {
  const chained = legs.every((leg, i) => i === 0 || legs[i - 1]?.destination === leg.origin);
  const ends = legs[0]?.origin === route.origin && legs[legs.length - 1]?.destination === route.destination;
  return chained && (!route.origin || !route.destination || ends);
}

const PASSENGER_RANGES: Record<string, string> = {
  adults: 'Adultos: informe um número de 1 a 9.',
  children: 'Crianças: informe um número de 0 a 9.',
  infants: 'Bebês: informe um número de 0 a 9.',
};

/** Adults (1 when absent), children and infants (0 when absent), as passengerCountsSchema reads them. */
export const passengersField = z
  .object({ adults: z.string(), children: z.string(), infants: z.string() })
  .transform((raw, ctx) => {
    const parsed = passengerCountsSchema.safeParse({
      adults: raw.adults || '1',
      children: raw.children || '0',
      infants: raw.infants || '0',
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      // The schema's own texts ('Máximo de 9 adultos') when they name the field; else the field's range.
      const key = String(issue.path[0]);
      const message = /adult|crian|beb/i.test(issue.message)
        ? `${issue.message}.`
        : (PASSENGER_RANGES[key] ?? 'Passageiros inválidos.');
      problem(ctx, raw, message);
    }
    return { adults: 1, children: 0, infants: 0 };
  });
