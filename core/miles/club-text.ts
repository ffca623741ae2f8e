// Every pt-BR line about a club, in one place: its price, its cost per thousand before and after the transfer bonus,
// what it is compared with, and its terms, so the wallet's "Clubes" and the admin card say the same thing.
import { formatDate } from '../format/dates';
import { formatBRL } from '../format/money';
import { formatMiles } from '../format/miles';
import { formatPercent } from '../format/numbers';
import type { ClubValue } from './club-value';
import type { ClubMemberBonus, ClubPlan } from './clubs';
import { programName } from './program-ids';
import { WALLET_PROGRAM_INFO } from './wallet-programs';

const isPoints = (plan: Pick<ClubPlan, 'program'>) => WALLET_PROGRAM_INFO[plan.program].kind === 'points';

/** 'R$ 54,90 por mês' or 'preço a confirmar'. */
export function clubPriceText(plan: Pick<ClubPlan, 'monthlyPriceBRL'>): string {
  return plan.monthlyPriceBRL === null ? 'preço a confirmar' : `${formatBRL(plan.monthlyPriceBRL)} por mês`;
}

/** '1.000 pontos Esfera por mês', '20.000 milhas Smiles por mês'. */
export function clubPointsText(plan: Pick<ClubPlan, 'program' | 'pointsPerMonth'>): string {
  const unit = isPoints(plan) ? 'pontos' : 'milhas';
  return `${formatMiles(plan.pointsPerMonth)} ${unit} ${programName(plan.program)} por mês`;
}

/** 'R$ 54,90 por mil pontos Esfera'; 'a confirmar' without a price. */
export function clubCostText(plan: Pick<ClubPlan, 'program'>, value: Pick<ClubValue, 'costPerThousandBRL'>): string {
  if (value.costPerThousandBRL === null) return 'a confirmar (sem preço)';
  const unit = isPoints(plan) ? 'pontos' : 'milhas';
  return `${formatBRL(value.costPerThousandBRL)} por mil ${unit} ${programName(plan.program)}`;
}

/**
 * After the transfer bonus: 'R$ 27,45 por mil milhas Smiles com 100% de bônus (campanha Esfera → Smiles até
 * 05/12/2026)'; null for an airline club (its own miles need no transfer) or without a price.
 */
export function clubAfterBonusText(plan: Pick<ClubPlan, 'program'>, value: ClubValue): string | null {
  if (!isPoints(plan) || value.milesCostPerThousandBRL === null) return null;
  if (!value.campaign || !value.milesProgram)
    return 'Sem campanha de bônus ativa: transferir agora rende 1:1, sem bônus.';
  const pair = `${programName(value.campaign.from)} → ${programName(value.campaign.to)}`;
  return `${formatBRL(value.milesCostPerThousandBRL)} por mil milhas ${programName(value.milesProgram)} com ${formatPercent(value.bonusPercent)} de bônus (campanha ${pair} até ${formatDate(value.campaign.validUntil)})`;
}

/** 'Seu milheiro Smiles: R$ 17,00' or 'Milheiro Smiles de referência: R$ 15,00 (você não informou o seu)'. */
export function clubMilheiroText(value: Pick<ClubValue, 'milheiro'>): string {
  const m = value.milheiro;
  if (!m) return 'Milheiro: não informado';
  const name = programName(m.program);
  return m.reference
    ? `Milheiro ${name} de referência: ${formatBRL(m.value)} (você não informou o seu)`
    : `Seu milheiro ${name}: ${formatBRL(m.value)}`;
}

/** Buying instead: list-price points at the same bonus, or 'não configurado' (no reference for airline miles). */
export function clubBuyText(value: Pick<ClubValue, 'buyPerThousandBRL' | 'bonusPercent'>): string {
  if (value.buyPerThousandBRL === null) return 'Compra de milhas: não configurado';
  const bonus = value.bonusPercent > 0 ? ` com ${formatPercent(value.bonusPercent)} de bônus` : '';
  return `Comprar pontos a preço de tabela (estimativa)${bonus}: ${formatBRL(value.buyPerThousandBRL)} por mil`;
}

/** '+10% em campanhas Livelo → Azul' or '90% em campanhas de transferência para Smiles'. */
export function clubBonusText(bonus: ClubMemberBonus | null): string | null {
  if (!bonus) return null;
  const sign = bonus.kind === 'extra' ? '+' : '';
  return `Bônus dos membros: ${sign}${formatPercent(bonus.percent)} em ${bonus.appliesTo}`;
}

/** 'Permanência mínima: 6 meses'. */
export function clubStayText(months: number | null): string | null {
  if (months === null) return null;
  return `Permanência mínima: ${months} ${months === 1 ? 'mês' : 'meses'}`;
}
