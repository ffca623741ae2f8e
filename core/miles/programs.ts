/**
 * Loyalty programmes and what 1000 of their miles are worth in reais (SPEC §9): LATAM and LATAM PASS 24.5;
 * SMILES, GOL, AZUL, TUDO AZUL, AZUL MILHAS, AZUL FIDELIDADE, TUDOAZUL 15; Virgin Atlantic 18.00.
 */

export type ProgramFamily = 'latam' | 'smiles' | 'azul' | 'virgin';

/** Normalised names (see programKey) → family. */
const FAMILY_BY_KEY: Readonly<Record<string, ProgramFamily>> = {
  LATAM: 'latam',
  LATAMPASS: 'latam',
  SMILES: 'smiles',
  GOL: 'smiles',
  AZUL: 'azul',
  TUDOAZUL: 'azul',
  AZULMILHAS: 'azul',
  AZULFIDELIDADE: 'azul',
  VIRGIN: 'virgin',
  VIRGINATLANTIC: 'virgin',
};

export const PROGRAM_VALUE_PER_1000: Readonly<Record<ProgramFamily, number>> = {
  latam: 24.5,
  smiles: 15,
  azul: 15,
  virgin: 18,
};

export const PROGRAM_DISPLAY_NAME: Readonly<Record<ProgramFamily, string>> = {
  latam: 'LATAM Pass',
  smiles: 'Smiles',
  azul: 'Azul Fidelidade',
  virgin: 'Virgin Atlantic',
};

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

/** Names already looked up: every miles offer asks, with a handful of distinct spellings, and normalising costs. */
const familyByName = new Map<string, ProgramFamily | null>();
const MAX_NAMES = 1000;

/** The programme family of a name, or null when the programme is unknown. */
export function programFamily(name: string | null | undefined): ProgramFamily | null {
  if (!name) return null;
  const known = familyByName.get(name);
  if (known !== undefined) return known;
  const family = FAMILY_BY_KEY[programKey(name)] ?? null;
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
  return family ? PROGRAM_DISPLAY_NAME[family] : name.trim();
}

// What an offer is worth in reais (estimateMilesValue, formatAwardValue…) lives in valuation.ts: one formula.
