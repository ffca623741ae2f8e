// The programmes a traveller can hold in "Minhas milhas": airline miles (what awards are paid with) and
// bank or hotel points (what is transferred into them), each with a default milheiro the traveller can edit.
import type { AwardProgram } from '../schemas/award';
import { PROGRAM_VALUE_PER_1000, type ProgramFamily, programFamily } from './programs';

/** Only programmes DOMAIN.md names: the four airlines and the banks (plus Accor ALL) that transfer into them. */
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
] as const;
export type WalletProgram = (typeof WALLET_PROGRAMS)[number];

export type WalletProgramKind = 'airline' | 'points';

/**
 * Where a default number comes from, so the screen can say how much to trust it:
 * 'spec' = the product's value per 1,000 (SPEC §9, core/miles/programs.ts);
 * 'domain-estimate' = a figure DOMAIN.md gives as an estimate, not a quote;
 * 'analogy' = DOMAIN.md gives no figure for this programme; the bank programmes' estimate is reused.
 */
export type DefaultBasis = 'spec' | 'domain-estimate' | 'analogy';

export interface DefaultValue {
  value: number;
  basis: DefaultBasis;
  note: string;
}

export interface WalletProgramInfo {
  code: WalletProgram;
  /** pt-BR, as travellers write it. */
  name: string;
  kind: WalletProgramKind;
  /** R$ per 1,000 used when the traveller has set none; null when nothing backs a number. */
  defaultMilheiro: DefaultValue | null;
  /** What 1,000 sell for on MaxMilhas/HotMilhas style sites (DOMAIN.md, estimates); null when not given. */
  salePer1000: DefaultValue | null;
  /** Price of 1,000 points bought at list price (DOMAIN.md: ~R$ 70); null when not given. */
  listPricePer1000: DefaultValue | null;
  /** The family in core/miles/programs.ts whose awards these miles pay for; null for points. */
  family: ProgramFamily | null;
}

const SPEC_NOTE = 'Valor de referência da Bússola por 1.000 milhas.';
const SALE_NOTE = 'Referência de venda em sites de compra e venda de milhas: estimativa, não cotação.';
const LIST_NOTE = 'Preço de tabela de ~R$ 70 por 1.000 pontos: estimativa; promoções chegam a R$ 35–42.';
const ANALOGY_NOTE =
  'Sem valor de referência próprio para este programa: usa a estimativa de Livelo/Esfera (R$ 30). Confirme antes de usar.';

const spec = (family: ProgramFamily): DefaultValue => ({
  value: PROGRAM_VALUE_PER_1000[family],
  basis: 'spec',
  note: SPEC_NOTE,
});
const sale = (value: number): DefaultValue => ({ value, basis: 'domain-estimate', note: SALE_NOTE });
const LIST_PRICE: DefaultValue = { value: 70, basis: 'domain-estimate', note: LIST_NOTE };
/** Bank points are valued at what they sell for: using them costs the sale the traveller gives up. */
const BANK_SALE = sale(30);
const BANK_ANALOGY: DefaultValue = { value: 30, basis: 'analogy', note: ANALOGY_NOTE };

export const WALLET_PROGRAM_INFO: Readonly<Record<WalletProgram, WalletProgramInfo>> = {
  SMILES: {
    code: 'SMILES',
    name: 'Smiles',
    kind: 'airline',
    defaultMilheiro: spec('smiles'),
    salePer1000: sale(16.5),
    listPricePer1000: null,
    family: 'smiles',
  },
  LATAM_PASS: {
    code: 'LATAM_PASS',
    name: 'LATAM Pass',
    kind: 'airline',
    defaultMilheiro: spec('latam'),
    salePer1000: sale(19),
    listPricePer1000: null,
    family: 'latam',
  },
  AZUL: {
    code: 'AZUL',
    name: 'Azul Fidelidade',
    kind: 'airline',
    defaultMilheiro: spec('azul'),
    salePer1000: sale(18),
    listPricePer1000: null,
    family: 'azul',
  },
  // The SPEC gives TAP no value and the award search returns no TAP awards: the traveller sets one.
  TAP: {
    code: 'TAP',
    name: 'TAP Miles&Go',
    kind: 'airline',
    defaultMilheiro: null,
    salePer1000: null,
    listPricePer1000: null,
    family: null,
  },
  LIVELO: {
    code: 'LIVELO',
    name: 'Livelo',
    kind: 'points',
    defaultMilheiro: BANK_SALE,
    salePer1000: BANK_SALE,
    listPricePer1000: LIST_PRICE,
    family: null,
  },
  ESFERA: {
    code: 'ESFERA',
    name: 'Esfera',
    kind: 'points',
    defaultMilheiro: BANK_SALE,
    salePer1000: BANK_SALE,
    listPricePer1000: LIST_PRICE,
    family: null,
  },
  ATOMOS: {
    code: 'ATOMOS',
    name: 'Átomos (C6)',
    kind: 'points',
    defaultMilheiro: BANK_ANALOGY,
    salePer1000: null,
    listPricePer1000: null,
    family: null,
  },
  IUPP: {
    code: 'IUPP',
    name: 'Iupp (Itaú)',
    kind: 'points',
    defaultMilheiro: BANK_ANALOGY,
    salePer1000: null,
    listPricePer1000: null,
    family: null,
  },
  INTER_LOOP: {
    code: 'INTER_LOOP',
    name: 'Inter Loop',
    kind: 'points',
    defaultMilheiro: BANK_ANALOGY,
    salePer1000: null,
    listPricePer1000: null,
    family: null,
  },
  // Hotel points: nothing in DOMAIN.md prices them, and a bank's figure would say nothing about them.
  ACCOR_ALL: {
    code: 'ACCOR_ALL',
    name: 'Accor ALL',
    kind: 'points',
    defaultMilheiro: null,
    salePer1000: null,
    listPricePer1000: null,
    family: null,
  },
};

export function walletProgramName(code: WalletProgram): string {
  return WALLET_PROGRAM_INFO[code].name;
}

export function isWalletProgram(value: string): value is WalletProgram {
  return (WALLET_PROGRAMS as readonly string[]).includes(value);
}

const WALLET_BY_FAMILY: Readonly<Record<ProgramFamily, WalletProgram | null>> = {
  smiles: 'SMILES',
  latam: 'LATAM_PASS',
  azul: 'AZUL',
  // Virgin Atlantic awards are priced in Virgin points, which no wallet programme holds.
  virgin: null,
};

/**
 * The wallet programme whose miles pay for an award, from the award's programme as the search gives it
 * ('SMILES', 'LATAM', 'LATAM Pass', 'Azul Fidelidade'…) and the programme that prices the seat; null when none
 * does: Virgin Atlantic awards are shown under LATAM Pass but cost Virgin points.
 */
export function walletProgramForAward(
  program: AwardProgram | string,
  originalProgram?: string | null,
): WalletProgram | null {
  if (programFamily(originalProgram) === 'virgin') return null;
  const family = programFamily(program);
  return family ? WALLET_BY_FAMILY[family] : null;
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
