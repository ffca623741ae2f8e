// The fixed-table issuance links: '/emissao-tabela-fixa-latam?origem=…' (the summary of one fare) and
// '/emissao-tabela-fixa?origem=…' (how to request it). The award dialog writes them with the builders; the
// issuance pages read them back with the parsers, which also accept the older English names: origem/origin,
// destino/destination, data/date, voo/flight, programa/program, programa_origem/original_program, classe/cabin,
// connections/conexoes, legs/trechos, adultos/adults, criancas/children, bebes/infants. Every problem is reported
// in pt-BR; nothing here throws.
import { type AwardProgramInfo, awardProgramInfo } from '../flights/award-programs';
import { programDisplayName, programFamily } from '../miles/programs';
import { PROGRAMS } from '../miles/program-ids';
import type { CabinClass, PassengerCounts } from '../schemas/search';
import { z } from '../schemas/zod-locale';
import {
  airportField,
  cabinField,
  connectionsField,
  dateField,
  flightField,
  type IssuanceLeg,
  legsField,
  legsMakeRoute,
  passengersField,
  problem,
} from './issuance-fields';
import { ISSUANCE_REQUEST_PATH, ISSUANCE_SUMMARY_PATH } from './paths';
import { isIataCode } from '../airports/iata';

export type { IssuanceLeg } from './issuance-fields';

/** The route of a fare to issue; empty fields stay out of the link (a fixed-table fare has no date or flight). */
export interface IssuanceRouteLink {
  origin: string;
  destination: string;
  /** yyyy-MM-dd */
  date?: string | null;
  cabin?: string | null;
}

export interface IssuanceSummaryLink extends IssuanceRouteLink {
  flight?: string | null;
  program?: string | null;
  /** The programme that prices the seat, when it is another one than `program`. */
  originalProgram?: string | null;
}

function query(fields: Record<string, string | null | undefined>): string {
  const kept = Object.entries(fields).flatMap(([name, value]) => (value?.trim() ? [[name, value]] : []));
  return new URLSearchParams(kept).toString();
}

const routeFields = (link: IssuanceRouteLink) => ({
  origem: link.origin,
  destino: link.destination,
  data: link.date,
  classe: link.cabin,
});

/** '/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&classe=ECONOMY&programa=LATAM+Pass'. */
export function issuanceSummaryPath(link: IssuanceSummaryLink): string {
  const programa_origem = link.originalProgram === link.program ? null : link.originalProgram;
  return `${ISSUANCE_SUMMARY_PATH}?${query({ ...routeFields(link), voo: link.flight, programa: link.program, programa_origem })}`;
}

/** '/emissao-tabela-fixa?origem=GRU&destino=MIA&data=2026-12-20&classe=ECONOMY'. */
export function issuanceRequestPath(link: IssuanceRouteLink): string {
  return `${ISSUANCE_REQUEST_PATH}?${query(routeFields(link))}`;
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
export const DEFAULT_ISSUANCE_PROGRAM = PROGRAMS.LATAM_PASS.name;

/** Each field and the names a link may give it, Portuguese first. */
const NAMES = {
  origem: ['origem', 'origin'],
  destino: ['destino', 'destination'],
  data: ['data', 'date'],
  classe: ['classe', 'cabin'],
  voo: ['voo', 'flight'],
  programa: ['programa', 'program'],
  programa_origem: ['programa_origem', 'original_program'],
  conexoes: ['connections', 'conexoes'],
  trechos: ['legs', 'trechos'],
  adultos: ['adultos', 'adults'],
  criancas: ['criancas', 'crianças', 'children'],
  bebes: ['bebes', 'bebês', 'infants'],
} as const;

/** Each field's first non-empty value among its names; '' when none. */
function fieldsOf(params: URLSearchParams): Record<keyof typeof NAMES, string> {
  const pick = (names: readonly string[]) => {
    for (const name of names) {
      const value = params.get(name)?.trim();
      if (value) return value;
    }
    return '';
  };
  return Object.fromEntries(Object.entries(NAMES).map(([field, names]) => [field, pick(names)])) as Record<
    keyof typeof NAMES,
    string
  >;
}

const routeShape = {
  origem: airportField('Origem'),
  destino: airportField('Destino'),
  data: dateField,
  classe: cabinField,
};

/** Origin and destination must differ (once both are airport codes). */
function differentEnds(payload: z.core.ParsePayload<{ origem: string; destino: string }>): void {
  const { origem, destino } = payload.value;
  if (origem && origem === destino && isIataCode(origem)) problem(payload, origem, 'Origem e destino são iguais.');
}

const flightLinkSchema = z
  .object({
    ...routeShape,
    programa: z.string(),
    programa_origem: z.string(),
    conexoes: connectionsField,
    trechos: legsField,
    voo: flightField,
  })
  .check(differentEnds)
  .check((payload) => {
    const link = payload.value;
    if (link.programa.length > 60 || link.programa_origem.length > 60)
      problem(payload, link.programa, 'Programa inválido.');
    const route = { origin: link.origem, destination: link.destino };
    if (link.trechos.length > 0 && !legsMakeRoute(link.trechos, route))
      problem(payload, link.trechos, `Os trechos informados não formam a rota ${route.origin} → ${route.destination}.`);
  });

const requestLinkSchema = z.object({ ...routeShape, passageiros: passengersField }).check(differentEnds);

/**
 * The award's programme pair: `programa_origem` (the programme that prices the seat, sent by the award dialog when
 * it is another one) with `programa`, or what awardProgramInfo makes of `programa` alone.
 */
function awardOf(programName: string, originalName: string): AwardProgramInfo {
  const award = awardProgramInfo(programName);
  if (!originalName) return award;
  return { program: award.program, original_program: awardProgramInfo(originalName).original_program };
}

const problemsOf = (error: z.ZodError): Parsed<never> => ({ ok: false, problems: error.issues.map((i) => i.message) });

/** /emissao-tabela-fixa-latam: the route, the flight, the programme, the connections or legs. */
export function parseIssuanceFlight(params: URLSearchParams): Parsed<IssuanceFlight> {
  const parsed = flightLinkSchema.safeParse(fieldsOf(params));
  if (!parsed.success) return problemsOf(parsed.error);
  const link = parsed.data;
  const legs = link.trechos;
  const programName = link.programa || DEFAULT_ISSUANCE_PROGRAM;
  const connections = link.conexoes.list.length > 0 ? link.conexoes.list : legs.slice(1).map((leg) => leg.origin);
  return {
    ok: true,
    value: {
      origin: link.origem,
      destination: link.destino,
      date: link.data,
      cabin: link.classe,
      flight: link.voo ?? (legs.flatMap((l) => (l.flight ? [l.flight] : [])).join(', ') || null),
      program: programDisplayName(programName),
      programKnown: programFamily(programName) !== null,
      award: awardOf(programName, link.programa_origem),
      connections,
      stops: legs.length > 0 ? legs.length - 1 : link.conexoes.count,
      legs,
    },
  };
}

/** /emissao-tabela-fixa: the route and the passengers (one adult when the link does not say). */
export function parseIssuanceRequest(params: URLSearchParams): Parsed<IssuanceRequest> {
  const fields = fieldsOf(params);
  const parsed = requestLinkSchema.safeParse({
    ...fields,
    passageiros: { adults: fields.adultos, children: fields.criancas, infants: fields.bebes },
  });
  if (!parsed.success) return problemsOf(parsed.error);
  const { origem, destino, data, classe, passageiros } = parsed.data;
  return {
    ok: true,
    value: { origin: origem, destination: destino, date: data, cabin: classe, passengers: passageiros },
  };
}
