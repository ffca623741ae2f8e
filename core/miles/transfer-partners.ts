// Who can move points into which airline programme, at what ratio and minimum: reference data for "como
// pagar". Every row says what backs it; a fact DOMAIN.md does not back (or marks weak) is flagged unsure with
// the reason, so the screen can say "confirme no site do programa" instead of stating it as true.
import { formatDecimal } from '../format/numbers';
import type { WalletProgram } from './wallet-programs';

/** `points` given for `miles` received: 1:1 is {1, 1}; Itaú's "1,25 : 1" is {1.25, 1}. */
export interface TransferRatio {
  points: number;
  miles: number;
}

/** A fact with its doubt: `unsure` with `why` when DOMAIN.md does not back it. */
export interface Fact<T> {
  value: T;
  unsure: boolean;
  why?: string;
}

export interface TransferPartner {
  from: WalletProgram;
  to: WalletProgram;
  ratio: Fact<TransferRatio>;
  /** Fewest points one transfer takes; null = unknown (then none is applied). */
  minimumPoints: Fact<number | null>;
  /** Points move in multiples of this; 1 = whatever amount the traveller picks. */
  step: Fact<number>;
  /** How long until the miles show up, pt-BR; null = unknown. */
  creditTime: Fact<string | null>;
  /** The day these rows were checked against their source (yyyy-MM-dd), not against the programme's site. */
  checkedOn: string;
  source: string;
  /** True when at least one fact of the row is unsure. */
  unsure: boolean;
}

const CHECKED_ON = '2026-11-26';
const SOURCE = 'Levantamento da Bússola sobre transferências de pontos no Brasil (não confirmado com cada programa)';

const PAIR_WHY =
  'Nosso levantamento lista bancos e companhias juntos, sem confirmar cada par; confirme no site do programa que este par existe.';
const ONE_TO_ONE: Fact<TransferRatio> = { value: { points: 1, miles: 1 }, unsure: false };
const MINIMUM_UNKNOWN: Fact<number | null> = {
  value: null,
  unsure: true,
  why: 'Há mínimos de transferência (ex.: 20.000 pontos, sem confirmação), mas não sabemos o de cada programa.',
};
const FREE_AMOUNT: Fact<number> = {
  value: 1,
  unsure: true,
  why: 'Não sabemos se a transferência exige múltiplos de um valor; confira no site do programa.',
};
const CREDIT_UNKNOWN: Fact<string | null> = {
  value: null,
  unsure: true,
  why: 'Não sabemos o prazo de crédito das milhas; confira no site do programa.',
};

const AIRLINES: readonly WalletProgram[] = ['SMILES', 'LATAM_PASS', 'AZUL', 'TAP'];
const BANKS: readonly WalletProgram[] = ['LIVELO', 'ESFERA', 'IUPP', 'ATOMOS', 'INTER_LOOP'];

/** Itaú's ratio is marked weak in DOMAIN.md; its direction ("1,25 : 1") is read as points : miles. */
const IUPP_RATIO: Fact<TransferRatio> = {
  value: { points: 1.25, miles: 1 },
  unsure: true,
  why: 'A proporção "Itaú 1,25 : 1" não está confirmada; lida como 1,25 ponto por milha.',
};

function bankRow(from: WalletProgram, to: WalletProgram): TransferPartner {
  // Livelo → Azul is named on its own in DOMAIN.md (its bonus campaign); the other pairs only in the list.
  const pairNamed = from === 'LIVELO' && to === 'AZUL';
  const ratio = from === 'IUPP' ? IUPP_RATIO : ONE_TO_ONE;
  return {
    from,
    to,
    ratio: pairNamed ? ratio : { ...ratio, unsure: true, why: ratio.why ?? PAIR_WHY },
    minimumPoints: MINIMUM_UNKNOWN,
    step: FREE_AMOUNT,
    creditTime: CREDIT_UNKNOWN,
    checkedOn: CHECKED_ON,
    source: SOURCE,
    unsure: true,
  };
}

/** DOMAIN.md: "Accor ALL → LATAM Pass 4,000 → 2,000"; read as blocks of 4,000 points. */
const ACCOR_TO_LATAM: TransferPartner = {
  from: 'ACCOR_ALL',
  to: 'LATAM_PASS',
  ratio: { value: { points: 2, miles: 1 }, unsure: false },
  minimumPoints: { value: 4000, unsure: false },
  step: { value: 4000, unsure: true, why: 'Só sabemos "4.000 → 2.000"; blocos de 4.000 são uma leitura.' },
  creditTime: CREDIT_UNKNOWN,
  checkedOn: CHECKED_ON,
  source: SOURCE,
  unsure: true,
};

export const TRANSFER_PARTNERS: readonly TransferPartner[] = [
  ...BANKS.flatMap((from) => AIRLINES.map((to) => bankRow(from, to))),
  ACCOR_TO_LATAM,
];

/** The row for one pair, or null when no transfer is known. */
export function transferPartner(
  from: WalletProgram,
  to: WalletProgram,
  partners: readonly TransferPartner[] = TRANSFER_PARTNERS,
): TransferPartner | null {
  return partners.find((p) => p.from === from && p.to === to) ?? null;
}

/** Every programme that transfers into `to`. */
export function partnersInto(
  to: WalletProgram,
  partners: readonly TransferPartner[] = TRANSFER_PARTNERS,
): TransferPartner[] {
  return partners.filter((p) => p.to === to);
}

/** Miles received per point: 1 for 1:1, 0.8 for 1,25:1, 0.5 for 4.000 → 2.000. */
export function milesPerPoint(ratio: TransferRatio): number {
  return ratio.miles / ratio.points;
}

/** pt-BR: '1:1', '1,25:1', '2:1'. */
export function formatRatio(ratio: TransferRatio): string {
  return `${formatDecimal(ratio.points, 2)}:${formatDecimal(ratio.miles, 2)}`;
}
