import { FIXED_TABLE_AGE_TEXT, SEEN_UNKNOWN_TEXT, STALE_AGE_TEXT, seenAgoText } from '../format/age';
import type { ProgramFamily } from './program-ids';
import { programFamily } from './programs';

/**
 * How old an award's sighting may be before the card says 'pode ter mudado', per programme family.
 * Smiles, LATAM Pass and Azul Fidelidade price dynamically (the miles follow the cash fare and the seats sold), so a
 * sighting goes stale within hours: 6 h (a product choice, not a programme rule). Others
 * (Virgin Atlantic when named on its own, an unknown programme) keep 24 h: seats there go more often than prices
 * move, and a day is what a cached search is commonly trusted for. Virgin shown under LATAM Pass takes LATAM's 6 h.
 */
export const STALE_AFTER_HOURS: Readonly<Record<ProgramFamily, number>> = {
  smiles: 6,
  latam: 6,
  azul: 6,
  virgin: 24,
};
export const DEFAULT_STALE_AFTER_HOURS = 24;

export type AwardAgeKind = 'seen' | 'unknown' | 'table';

export interface AwardAge {
  kind: AwardAgeKind;
  /** 'visto há 3 h', 'idade desconhecida', 'tabela fixa'. */
  text: string;
  /** Past the programme's threshold ('seen' only). */
  stale: boolean;
  /** 'pode ter mudado' when stale, else null. */
  staleText: string | null;
  /** Whole hours since the sighting ('seen' only), for the checklist. */
  hours: number | null;
}

export function staleAfterHours(program: string | null | undefined): number {
  const family = programFamily(program);
  return family ? STALE_AFTER_HOURS[family] : DEFAULT_STALE_AFTER_HOURS;
}

export interface AwardAgeInput {
  seenAt?: string | null;
  /** The shown programme ('Smiles', 'LATAM Pass'…). */
  program: string | null;
  /** True for the fixed table's rows (Flight freshness 'reference' or source 'fixed_table'). */
  fromTable?: boolean;
}

/** The one reading of an award's age every screen and the transfer checklist use. */
export function awardAge(input: AwardAgeInput, now: Date): AwardAge {
  if (input.fromTable) return { kind: 'table', text: FIXED_TABLE_AGE_TEXT, stale: false, staleText: null, hours: null };
  const text = input.seenAt ? seenAgoText(input.seenAt, now) : null;
  if (!input.seenAt || text === null)
    return { kind: 'unknown', text: SEEN_UNKNOWN_TEXT, stale: false, staleText: null, hours: null };
  const hours = Math.max(0, (now.getTime() - Date.parse(input.seenAt)) / 3_600_000);
  const stale = hours >= staleAfterHours(input.program);
  return { kind: 'seen', text, stale, staleText: stale ? STALE_AGE_TEXT : null, hours: Math.floor(hours) };
}

/** A search result's age input: the fixed table's rows (source or freshness 'reference') are a table. */
export function ageInputOfFlight(flight: {
  seenAt?: string | null | undefined;
  milesProgram: string | null;
  source: string;
  freshness: { kind: string };
}): AwardAgeInput {
  return {
    seenAt: flight.seenAt ?? null,
    program: flight.milesProgram,
    fromTable: flight.source === 'fixed_table' || flight.freshness.kind === 'reference',
  };
}

/** An award-table row's age input (SPEC §3 award flight, snake case). */
export function ageInputOfAward(award: { seen_at?: string | null | undefined; program: string; source: string }) {
  return { seenAt: award.seen_at ?? null, program: award.program, fromTable: award.source === 'fixed_table' };
}

/** A calendar day's award: the fixed table's entries (freshness 'reference') are a table. */
export function ageInputOfCalendar(award: {
  seenAt?: string | null | undefined;
  program: string;
  source: string;
  freshness: string;
}): AwardAgeInput {
  return {
    seenAt: award.seenAt ?? null,
    program: award.program,
    fromTable: award.source === 'fixed_table' || award.freshness === 'reference',
  };
}
