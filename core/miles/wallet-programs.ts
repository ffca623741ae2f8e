// The programmes a traveller can hold in "Minhas milhas": airline miles (what awards are paid with) and
// bank or hotel points (what is transferred into them), each with a default milheiro the traveller can edit.
import {
  type AwardProgram,
  familyOf,
  PROGRAMS,
  type ProgramFamily,
  type ProgramIdentity,
  type ProgramKind,
  programName,
  programOfFamily,
  WALLET_PROGRAMS,
  type WalletProgram,
} from './program-ids';
import { programFamily } from './programs';

/** Only programmes DOMAIN.md names: the four airlines and the banks (plus Accor ALL) that transfer into them. */
export { WALLET_PROGRAMS, type WalletProgram } from './program-ids';

export type WalletProgramKind = ProgramKind;

/**
 * Where a default number comes from, so the screen can say how much to trust it:
 * 'spec' = the product's value per 1,000 (SPEC §9, core/miles/program-ids.ts);
 * 'domain-estimate' = a figure DOMAIN.md gives as an estimate, not a quote;
 * 'analogy' = DOMAIN.md gives no figure for this programme; the bank programmes' estimate is reused.
 */
export type DefaultBasis = 'spec' | 'domain-estimate' | 'analogy';

export interface DefaultValue {
  value: number;
  basis: DefaultBasis;
  note: string;
}

/** A wallet programme: its identity (code, name, kind…) and the numbers the wallet starts from. */
export interface WalletProgramInfo extends ProgramIdentity {
  code: WalletProgram;
  /** R$ per 1,000 used when the traveller has set none; null when nothing backs a number. */
  defaultMilheiro: DefaultValue | null;
  /** What 1,000 sell for on MaxMilhas/HotMilhas style sites (DOMAIN.md, estimates); null when not given. */
  salePer1000: DefaultValue | null;
  /** Price of 1,000 points bought at list price (DOMAIN.md: ~R$ 70); null when not given. */
  listPricePer1000: DefaultValue | null;
  /** The family whose awards these miles pay for; null for points and for TAP (no award search). */
  family: ProgramFamily | null;
}

const SPEC_NOTE = 'Valor de referência da Bússola por 1.000 milhas.';
const SALE_NOTE = 'Referência de venda em sites de compra e venda de milhas: estimativa, não cotação.';
const LIST_NOTE = 'Preço de tabela de ~R$ 70 por 1.000 pontos: estimativa; promoções chegam a R$ 35–42.';
const ANALOGY_NOTE =
  'Sem valor de referência próprio para este programa: usa a estimativa de Livelo/Esfera (R$ 30). Confirme antes de usar.';

/** The programme's reference value (SPEC §9) when it has one. */
const spec = (code: WalletProgram): DefaultValue | null => {
  const value = PROGRAMS[code].per1000;
  return value === null ? null : { value, basis: 'spec', note: SPEC_NOTE };
};
const sale = (value: number): DefaultValue => ({ value, basis: 'domain-estimate', note: SALE_NOTE });
const LIST_PRICE: DefaultValue = { value: 70, basis: 'domain-estimate', note: LIST_NOTE };
/** Bank points are valued at what they sell for: using them costs the sale the traveller gives up. */
const BANK_SALE = sale(30);
const BANK_ANALOGY: DefaultValue = { value: 30, basis: 'analogy', note: ANALOGY_NOTE };

type WalletNumbers = Pick<WalletProgramInfo, 'defaultMilheiro' | 'salePer1000' | 'listPricePer1000'>;

const info = (code: WalletProgram, numbers: WalletNumbers): WalletProgramInfo => {
  const program = PROGRAMS[code];
  return { ...program, code, family: familyOf(program), ...numbers };
};

export const WALLET_PROGRAM_INFO: Readonly<Record<WalletProgram, WalletProgramInfo>> = {
  SMILES: info('SMILES', { defaultMilheiro: spec('SMILES'), salePer1000: sale(16.5), listPricePer1000: null }),
  LATAM_PASS: info('LATAM_PASS', {
    defaultMilheiro: spec('LATAM_PASS'),
    salePer1000: sale(19),
    listPricePer1000: null,
  }),
  AZUL: info('AZUL', { defaultMilheiro: spec('AZUL'), salePer1000: sale(18), listPricePer1000: null }),
  // The SPEC gives TAP no value and the award search returns no TAP awards: the traveller sets one.
  TAP: info('TAP', { defaultMilheiro: spec('TAP'), salePer1000: null, listPricePer1000: null }),
  LIVELO: info('LIVELO', { defaultMilheiro: BANK_SALE, salePer1000: BANK_SALE, listPricePer1000: LIST_PRICE }),
  ESFERA: info('ESFERA', { defaultMilheiro: BANK_SALE, salePer1000: BANK_SALE, listPricePer1000: LIST_PRICE }),
  ATOMOS: info('ATOMOS', { defaultMilheiro: BANK_ANALOGY, salePer1000: null, listPricePer1000: null }),
  IUPP: info('IUPP', { defaultMilheiro: BANK_ANALOGY, salePer1000: null, listPricePer1000: null }),
  INTER_LOOP: info('INTER_LOOP', { defaultMilheiro: BANK_ANALOGY, salePer1000: null, listPricePer1000: null }),
  // Hotel points: nothing in DOMAIN.md prices them, and a bank's figure would say nothing about them.
  ACCOR_ALL: info('ACCOR_ALL', { defaultMilheiro: null, salePer1000: null, listPricePer1000: null }),
};

export function walletProgramName(code: WalletProgram): string {
  return programName(code);
}

export function isWalletProgram(value: string): value is WalletProgram {
  return (WALLET_PROGRAMS as readonly string[]).includes(value);
}

/** The wallet programme of a family, or null: Virgin Atlantic awards are priced in points no wallet holds. */
function walletOfFamily(family: ProgramFamily): WalletProgram | null {
  const program = programOfFamily(family);
  return isWalletProgram(program.code) ? program.code : null;
}

/**
 * The wallet programme whose miles pay for an award, from the award's programme as the search gives it
 * ('SMILES', 'LATAM', 'LATAM Pass', 'Azul Fidelidade'…) and the programme that prices the seat; null when none
 * does: Virgin Atlantic awards are shown under LATAM Pass but cost Virgin points.
 */
export function walletProgramForAward(
  program: AwardProgram | string,
  originalProgram?: string | null,
): WalletProgram | null {
  const pricing = programFamily(originalProgram);
  if (pricing && !walletOfFamily(pricing)) return null;
  const family = programFamily(program);
  return family ? walletOfFamily(family) : null;
}

/**
 * True for awards the search shows under LATAM Pass: DOMAIN.md says no LATAM Pass source exists and LATAM
 * flights are seen through partners, so the miles figure is a partner's price, never LATAM Pass pricing.
 */
export function isPartnerPriced(program: AwardProgram | string): boolean {
  return programFamily(program) === 'latam';
}

/** The milheiro to value a programme with: the traveller's own, else the default; null when neither exists. */
export function milheiroFor(code: WalletProgram, own: number | null | undefined): number | null {
  if (typeof own === 'number' && own > 0) return own;
  return WALLET_PROGRAM_INFO[code].defaultMilheiro?.value ?? null;
}
