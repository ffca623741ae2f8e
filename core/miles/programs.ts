/**
 * An award programme read from a name as providers and links write it ('LATAM', 'Tudo Azul', 'virginatlantic'),
 * and what 1000 of its miles are worth in reais (SPEC §9): LATAM and LATAM PASS 24.5; SMILES, GOL, AZUL, TUDO AZUL,
 * AZUL MILHAS, AZUL FIDELIDADE, TUDOAZUL 15; Virgin Atlantic 18.00. Names, codes and values are the programme
 * table's (core/miles/program-ids.ts).
 */

import {
  AWARD_PROGRAMS,
  familyOfAward,
  PROGRAM_FAMILIES,
  type ProgramFamily,
  programOfAward,
  programOfFamily,
} from './program-ids';

export type { ProgramFamily } from './program-ids';

function per1000Of(family: ProgramFamily): number {
  const value = programOfFamily(family).per1000;
  if (value === null) throw new Error(`Programa sem valor de referência: ${family}`);
  return value;
}

/** SPEC §9 values by family, from the one programme table (core/miles/program-ids.ts). */
export const PROGRAM_VALUE_PER_1000: Readonly<Record<ProgramFamily, number>> = Object.fromEntries(
  PROGRAM_FAMILIES.map((family) => [family, per1000Of(family)]),
) as Record<ProgramFamily, number>;

/** 'Latam  Páss', 'latam_pass', 'LATAM-PASS' → 'LATAM PASS': upper case, no accents, single spaces. */
export function normalizeProgramName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[\s_\-./]+/g, ' ')
    .trim();
}

/** The lookup key: the normalised name without spaces ('TUDO AZUL' and 'TUDOAZUL' are the same programme). */
function programKey(name: string): string {
  return normalizeProgramName(name).replace(/ /g, '');
}

/** Normalised names (see programKey) → family: each award programme's name, award code and aliases. */
const FAMILY_BY_KEY: ReadonlyMap<string, ProgramFamily> = new Map(
  AWARD_PROGRAMS.flatMap((code) => {
    const program = programOfAward(code);
    return [program.name, code, ...program.aliases].map((name) => [programKey(name), familyOfAward(code)] as const);
  }),
);

/** Names already looked up: every miles offer asks, with a handful of distinct spellings, and normalising costs. */
const familyByName = new Map<string, ProgramFamily | null>();
const MAX_NAMES = 1000;

/** The programme family of a name, or null when the programme is unknown. */
export function programFamily(name: string | null | undefined): ProgramFamily | null {
  if (!name) return null;
  const known = familyByName.get(name);
  if (known !== undefined) return known;
  const family = FAMILY_BY_KEY.get(programKey(name)) ?? null;
  if (familyByName.size >= MAX_NAMES) familyByName.clear();
  familyByName.set(name, family);
  return family;
}

/** Reais per 1000 miles, or null for an unknown programme. */
export function programValuePer1000(name: string | null | undefined): number | null {
  const family = programFamily(name);
  return family ? PROGRAM_VALUE_PER_1000[family] : null;
}

/** 'LATAM Pass', 'Smiles'…; an unknown name comes back trimmed as it was. */
export function programDisplayName(name: string): string {
  const family = programFamily(name);
  return family ? programOfFamily(family).name : name.trim();
}

// What an offer is worth in reais (estimateMilesValue, formatAwardValue…) lives in valuation.ts: one formula.
