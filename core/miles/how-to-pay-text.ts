// The sentences "como pagar" shows, in pt-BR, kept apart from the choice so the wording can change alone.
// Money through formatBRL, miles through formatMiles, dates through formatDate: one way across the product.
import { formatPercent } from '../format/numbers';
import { formatDate } from '../format/dates';
import { formatMiles } from '../format/miles';
import { formatBRL } from '../format/money';
import { breakEvenMilheiro } from './transfer-math';

/** ' com bônus de 100% (até 30/11/2026)', or '' without a bonus. */
function bonusClause(bonusPercent: number, validUntil: string | null): string {
  if (bonusPercent <= 0) return '';
  const until = validUntil ? ` (até ${formatDate(validUntil)})` : '';
  return ` com bônus de ${formatPercent(bonusPercent)}${until}`;
}

/** ' → custo R$ 315,00 (milheiro efetivo R$ 17,50)'; the milheiro is left out when unknown. */
function costClause(cost: number | null, effective: number | null): string {
  if (cost === null) return ' → custo desconhecido (defina o milheiro dos pontos)';
  return effective === null
    ? ` → custo ${formatBRL(cost)}`
    : ` → custo ${formatBRL(cost)} (milheiro efetivo ${formatBRL(effective)})`;
}

/** ' para as 2 pessoas' after a party's miles; '' for one traveller. */
function partyClause(passengers: number): string {
  return passengers > 1 ? ` para as ${passengers} pessoas` : '';
}

/**
 * 'Você tem 52.000 Smiles: emita direto'; for a party it names the miles the tickets take, so a balance is never
 * read against one ticket: 'Você tem 300.000 Smiles: emita direto as 2 passagens (273.000 milhas)'.
 */
export function directText(balance: number, programName: string, milesNeeded = 0, passengers = 1): string {
  const party = passengers > 1 ? ` as ${passengers} passagens (${formatMiles(milesNeeded)} milhas)` : '';
  return `Você tem ${formatMiles(balance)} ${programName}: emita direto${party}`;
}

export interface TransferTextInput {
  /** The party's shortfall; `passengers` (default 1) says whom it is for. */
  shortfall: number;
  passengers?: number;
  programName: string;
  points: number;
  fromName: string;
  bonusPercent: number;
  validUntil: string | null;
  cost: number | null;
  effective: number | null;
}

/** 'Faltam 18.000 Smiles: transfira 9.000 Livelo com bônus de 100% (até 30/11/2026) → custo R$ 315,00 (…)'. */
export function transferText(t: TransferTextInput): string {
  return (
    `Faltam ${formatMiles(t.shortfall)} ${t.programName}${partyClause(t.passengers ?? 1)}: transfira ${formatMiles(t.points)} ${t.fromName}` +
    `${bonusClause(t.bonusPercent, t.validUntil)}${costClause(t.cost, t.effective)}`
  );
}

export interface BuyTextInput extends Omit<TransferTextInput, 'points'> {
  bought: number;
  fromBalance: number;
  pricePer1000: number;
}

/** 'Saldo insuficiente: compraria 18.000 pontos Livelo a R$ 35,00/mil → custo R$ 630,00 (…)'. */
export function buyText(t: BuyTextInput): string {
  const held = t.fromBalance > 0 ? ` além dos ${formatMiles(t.fromBalance)} que você tem` : '';
  const transfer = t.bonusPercent > 0 ? ` e transferiria${bonusClause(t.bonusPercent, t.validUntil)}` : '';
  return (
    `Saldo insuficiente: compraria ${formatMiles(t.bought)} pontos ${t.fromName} a ${formatBRL(t.pricePer1000)}/mil` +
    `${held}${transfer}${costClause(t.cost, t.effective)}`
  );
}

/** Why nothing covers the award (the party's shortfall). */
export function insufficientText(shortfall: number, programName: string, passengers = 1): string {
  return `Saldo insuficiente: faltam ${formatMiles(shortfall)} ${programName}${partyClause(passengers)} e nenhuma transferência conhecida cobre a diferença`;
}

/** One figure of a path's total, as the sentence names it: 'saldo Smiles', 'transferência Livelo', 'taxas'. */
export interface TotalPart {
  label: string;
  amount: number;
}

/** 'Total: R$ …' for one traveller, 'Total para 2 pessoas: R$ …' for a party. */
function totalLead(passengers: number): string {
  return passengers > 1 ? `Total para ${passengers} pessoas` : 'Total';
}

/**
 * What a way to pay costs in all, with its figures: 'Total para 2 pessoas: R$ 4.455,00 (saldo Smiles R$ 2.320,50 +
 * transferência Livelo R$ 1.833,00 + taxas R$ 301,50)'. Figures of R$ 0,00 are left out, and a lone figure is
 * only named. Unknown taxes are said to be left out; an unknown cost leaves no total to give.
 */
export function totalText(
  total: number | null,
  parts: readonly TotalPart[],
  passengers: number,
  taxesKnown: boolean,
): string {
  if (total === null) return `${totalLead(passengers)}: desconhecido (defina o milheiro dos pontos em Minhas milhas)`;
  const shown = parts.filter((p) => p.amount > 0);
  const detail =
    shown.length > 1
      ? ` (${shown.map((p) => `${p.label} ${formatBRL(p.amount)}`).join(' + ')})`
      : shown.length === 1
        ? ` (${shown[0]?.label})`
        : '';
  const taxes = taxesKnown ? '' : ' + taxas à parte (não informadas)';
  return `${totalLead(passengers)}: ${formatBRL(total)}${detail}${taxes}`;
}

/** 'saldo Smiles'. */
export function balancePartLabel(programName: string): string {
  return `saldo ${programName}`;
}

/** 'transferência Livelo'; with points bought 'compra de pontos Livelo', or '… (saldo e compra)' when some are held. */
export function transferPartLabel(fromName: string, bought: boolean, heldToo: boolean): string {
  if (!bought) return `transferência ${fromName}`;
  return heldToo ? `pontos ${fromName} (saldo e compra)` : `compra de pontos ${fromName}`;
}

export const TAXES_PART_LABEL = 'taxas';

export function noWalletProgramText(programName: string): string {
  return `Nenhum programa da sua carteira emite prêmios ${programName}`;
}

/** 'R$ 1.040,00 com seu milheiro de R$ 20,00' or '… com o milheiro de referência de R$ 15,00'. */
export function walletAwardValueText(value: number, milheiro: number, own: boolean): string {
  return `${formatBRL(value)} ${own ? 'com seu milheiro de' : 'com o milheiro de referência de'} ${formatBRL(milheiro)}`;
}

/** 'vale usar milhas se o seu milheiro for menor que R$ 32,50'; null when the figures give no answer. */
export function breakEvenText(cashFare: number, awardTaxes: number, miles: number): string | null {
  const value = breakEvenMilheiro(cashFare, awardTaxes, miles);
  if (value === null) return null;
  if (value <= 0) return 'não vale usar milhas: as taxas do prêmio já alcançam a tarifa em dinheiro';
  return `vale usar milhas se o seu milheiro for menor que ${formatBRL(value)}`;
}
