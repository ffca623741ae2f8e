// The loyalty programmes, once: every code the app stores, sends or reads (the wallet's codes, the award search's
// codes and Seats.aero sources, the lower-case families) is a view of this table, and every screen, e-mail and
// notification names a programme with the `name` written here. Codes stay exactly as they are on the wire and in
// the database; only where their names and links live changed.

const PROGRAM_TABLE = {
  SMILES: {
    code: 'SMILES',
    name: 'Smiles',
    kind: 'airline',
    wallet: true,
    award: { code: 'SMILES', source: 'smiles' },
    seatsAero: 'smiles',
    shownUnder: null,
    per1000: 15,
    aliases: ['GOL'],
  },
  LATAM_PASS: {
    code: 'LATAM_PASS',
    name: 'LATAM Pass',
    kind: 'airline',
    wallet: true,
    // DOMAIN.md: no LATAM Pass source exists; LATAM-operated space is searched through American's.
    award: { code: 'LATAM', source: 'american' },
    seatsAero: null,
    shownUnder: null,
    per1000: 24.5,
    aliases: [],
  },
  AZUL: {
    code: 'AZUL',
    name: 'Azul Fidelidade',
    kind: 'airline',
    wallet: true,
    award: { code: 'AZUL', source: 'azul' },
    seatsAero: 'azul',
    shownUnder: null,
    per1000: 15,
    // TudoAzul and Azul Milhas are the programme's earlier names, still in providers' replies.
    aliases: ['TudoAzul', 'Azul Milhas'],
  },
  // The SPEC gives TAP no value and the award search returns no TAP awards.
  TAP: {
    code: 'TAP',
    name: 'TAP Miles&Go',
    kind: 'airline',
    wallet: true,
    award: null,
    seatsAero: null,
    shownUnder: null,
    per1000: null,
    aliases: [],
  },
  // SPEC §1: Virgin Atlantic awards are shown under LATAM Pass, priced in Virgin points no wallet holds.
  VIRGIN: {
    code: 'VIRGIN',
    name: 'Virgin Atlantic',
    kind: 'airline',
    wallet: false,
    award: { code: 'VIRGIN', source: 'virginatlantic' },
    seatsAero: 'virginatlantic',
    shownUnder: 'LATAM_PASS',
    per1000: 18,
    aliases: [],
  },
  // SPEC §7: the source searched for LATAM; its seats are shown as LATAM Pass and valued at LATAM Pass's
  // milheiro. Never read from a name: 'American AAdvantage' alone is not a programme the app values.
  AMERICAN: {
    code: 'AMERICAN',
    name: 'American AAdvantage',
    kind: 'airline',
    wallet: false,
    award: null,
    seatsAero: 'american',
    shownUnder: 'LATAM_PASS',
    per1000: null,
    aliases: [],
  },
  LIVELO: bank('LIVELO', 'Livelo'),
  ESFERA: bank('ESFERA', 'Esfera'),
  ATOMOS: bank('ATOMOS', 'Átomos (C6)'),
  IUPP: bank('IUPP', 'Iupp (Itaú)'),
  INTER_LOOP: bank('INTER_LOOP', 'Inter Loop'),
  ACCOR_ALL: bank('ACCOR_ALL', 'Accor ALL'),
} as const;

/** Points held in the wallet and transferred into airline programmes; never searched, never read from a name. */
function bank<C extends string, N extends string>(code: C, name: N) {
  return {
    code,
    name,
    kind: 'points',
    wallet: true,
    award: null,
    seatsAero: null,
    shownUnder: null,
    per1000: null,
    aliases: [],
  } as const;
}

type Table = typeof PROGRAM_TABLE;
export type ProgramCode = keyof Table;
export type ProgramKind = 'airline' | 'points';

/** The award search's codes (form, URL, GET /api/miles/search, price alerts' keys): 'LATAM', 'SMILES'… */
export type AwardProgram = NonNullable<Table[ProgramCode]['award']>['code'];
/** Seats.aero sources, as GET /api/miles/search takes them: 'american', 'smiles'… */
export type MilesSource = NonNullable<Table[ProgramCode]['seatsAero']>;
/** The programmes of "Minhas milhas", stored by these codes. */
export type WalletProgram = { [K in ProgramCode]: Table[K]['wallet'] extends true ? K : never }[ProgramCode];
/** The award programmes in lower case ('latam'): a name read from a provider or a link resolves to one. */
export type ProgramFamily = Lowercase<AwardProgram>;

export interface ProgramIdentity {
  code: ProgramCode;
  /** pt-BR, as every surface shows it. */
  name: string;
  kind: ProgramKind;
  /** Held in "Minhas milhas". */
  wallet: boolean;
  /** Its award search: the code the form and the API use, and the Seats.aero source that code asks. */
  award: { code: AwardProgram; source: MilesSource } | null;
  /** The Seats.aero source whose seats this programme prices. */
  seatsAero: MilesSource | null;
  /** The programme its awards are shown under, when another one (Virgin Atlantic and American under LATAM Pass). */
  shownUnder: ProgramCode | null;
  /** The Bússola's reference value in reais per 1,000 miles (SPEC §9); null when it gives none. */
  per1000: number | null;
  /**
   * Names providers and links give it besides its name and award code (matched without case, accents, spaces or
   * separators). Only award programmes are read from a name.
   */
  aliases: readonly string[];
}

export const PROGRAMS: Readonly<Record<ProgramCode, ProgramIdentity>> = PROGRAM_TABLE;

/** Every programme, in the wallet's order and then the ones only the award search knows. */
export const PROGRAM_CODES = Object.keys(PROGRAMS) as ProgramCode[];

/** The wallet's order (its programme <select>s). */
export const WALLET_PROGRAMS = [
  'SMILES',
  'LATAM_PASS',
  'AZUL',
  'TAP',
  'LIVELO',
  'ESFERA',
  'ATOMOS',
  'IUPP',
  'INTER_LOOP',
  'ACCOR_ALL',
] as const satisfies readonly WalletProgram[];

/** The award form's order (its checkboxes, left to right). */
export const AWARD_PROGRAMS = ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'] as const satisfies readonly AwardProgram[];

export const MILES_SOURCES = ['azul', 'american', 'smiles', 'virginatlantic'] as const satisfies readonly MilesSource[];

/** The order SPEC §9 lists the reference values in (the "Como funciona" page's list). */
export const PROGRAM_FAMILIES = ['latam', 'smiles', 'azul', 'virgin'] as const satisfies readonly ProgramFamily[];

/** 'LATAM_PASS' → 'LATAM Pass'. */
export function programName(code: ProgramCode): string {
  return PROGRAMS[code].name;
}

const BY_AWARD = new Map(
  PROGRAM_CODES.flatMap((code) => {
    const award = PROGRAMS[code].award;
    return award ? [[award.code, PROGRAMS[code]] as const] : [];
  }),
);

/** 'LATAM' → LATAM Pass. */
export function programOfAward(code: AwardProgram): ProgramIdentity {
  const program = BY_AWARD.get(code);
  if (!program) throw new Error(`Programa sem busca de award: ${code}`);
  return program;
}

/** 'latam' → 'LATAM': the code a family is stored and sent as. */
export function awardProgramOfFamily(family: ProgramFamily): AwardProgram {
  return family.toUpperCase() as AwardProgram;
}

/** 'virgin' → Virgin Atlantic. */
export function programOfFamily(family: ProgramFamily): ProgramIdentity {
  return programOfAward(awardProgramOfFamily(family));
}

/** 'LATAM' → 'latam'. */
export function familyOfAward(code: AwardProgram): ProgramFamily {
  return code.toLowerCase() as ProgramFamily;
}

/** The family of a programme with an award search ('LATAM_PASS' → 'latam'); null for the others. */
export function familyOf(program: ProgramIdentity): ProgramFamily | null {
  return program.award ? familyOfAward(program.award.code) : null;
}

const BY_SOURCE = new Map(
  PROGRAM_CODES.flatMap((code) => {
    const source = PROGRAMS[code].seatsAero;
    return source ? [[source as string, PROGRAMS[code]] as const] : [];
  }),
);

/** The programme pricing a Seats.aero source's seats ('american' → American AAdvantage), or undefined. */
export function programOfSource(source: string): ProgramIdentity | undefined {
  return BY_SOURCE.get(source);
}

/** The programme whose name an award is shown under: itself, or the one it is shown under. */
export function shownProgram(program: ProgramIdentity): ProgramIdentity {
  return program.shownUnder ? PROGRAMS[program.shownUnder] : program;
}

/** SPEC §7 /api/miles/search source per programme: AZUL→azul, LATAM→american, SMILES→smiles, VIRGIN→virginatlantic. */
export const MILES_SOURCE_BY_PROGRAM = Object.fromEntries(
  AWARD_PROGRAMS.map((code) => [code, programOfAward(code).award?.source]),
) as Readonly<Record<AwardProgram, MilesSource>>;
