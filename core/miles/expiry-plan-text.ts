// The sentences of "Plano para o que expira", in pt-BR, apart from the choice so the wording can change alone.
// Money through formatBRL, miles through formatMiles, dates through formatDate, percentages through formatPercent.
import { formatDate } from '../format/dates';
import { formatMiles } from '../format/miles';
import { formatBRL } from '../format/money';
import { formatPercent } from '../format/numbers';
import type { PlannedUse } from './expiry-plan-uses';
import { walletUnit } from './expiry-reminders';
import { formatRatio, type TransferRatio } from './transfer-partners';
import { type WalletProgram, walletProgramName } from './wallet-programs';

export const PLAN_TITLE = 'Plano para o que expira';
export const EXTEND_TITLE = 'Prorrogar (pago)';
export const ISSUE_TITLE = 'Emitir agora';
export const EXPIRE_TITLE = 'Deixar expirar';

/** 'Transferir para Smiles'. */
export const transferTitle = (to: WalletProgram) => `Transferir para ${walletProgramName(to)}`;

/** Whose milheiro a figure uses: 'seu milheiro R$ 20,00' or 'milheiro de referência R$ 15,00'. */
export function planMilheiroText(m: { value: number; reference: boolean } | null, program: WalletProgram): string {
  if (m === null) return `sem milheiro de ${walletProgramName(program)}: informe o seu em Minhas milhas`;
  return `${m.reference ? 'milheiro de referência' : 'seu milheiro'} ${formatBRL(m.value)}`;
}

/** 'Mantém R$ 360,00 · perde R$ 0,00'; an unknown figure says so. */
export function keptLostText(kept: number | null, lost: number | null): string {
  const k = kept === null ? 'valor mantido a confirmar' : `Mantém ${formatBRL(kept)}`;
  const l = lost === null ? 'perda a confirmar' : `perde ${formatBRL(lost)}`;
  return `${k} · ${l}`;
}

/** 'voo salvo GRU → MIA (10/01/2027)' or 'alerta GRU → MIA (a partir de 10/01/2027)'. */
export function plannedUseText(use: PlannedUse): string {
  const route = `${use.origin} → ${use.destination}`;
  if (use.kind === 'saved_flight') return `voo salvo ${route}${use.date ? ` (${formatDate(use.date)})` : ''}`;
  return `alerta ${route}${use.date ? ` (a partir de ${formatDate(use.date)})` : ''}`;
}

/** Where a transfer goes: the saved flight or alert in that programme, or any partner when there is none. */
export function transferUseText(use: PlannedUse | null): string {
  return use
    ? `Para o seu ${plannedUseText(use)}.`
    : 'Nenhum voo salvo nem alerta em um parceiro: qualquer parceiro serve, escolha onde vai usar.';
}

export interface TransferFigures {
  from: WalletProgram;
  to: WalletProgram;
  pointsSent: number;
  milesReceived: number;
  bonusPercent: number;
  campaign: { validFrom: string; validUntil: string; running: boolean } | null;
  capped: boolean;
}

/** '12.000 pontos Livelo → 21.600 milhas Smiles com bônus de 80% (campanha até 05/12/2026)'. */
export function transferFiguresText(t: TransferFigures): string {
  const moved = `${formatMiles(t.pointsSent)} ${walletUnit(t.from)} ${walletProgramName(t.from)} → ${formatMiles(t.milesReceived)} milhas ${walletProgramName(t.to)}`;
  if (t.campaign === null) return `${moved}, sem bônus (nenhuma campanha conhecida antes da expiração)`;
  const cap = t.capped ? '; bônus cortado no limite por CPF' : '';
  if (t.campaign.running)
    return `${moved} com bônus de ${formatPercent(t.bonusPercent)} (campanha em andamento até ${formatDate(t.campaign.validUntil)}${cap})`;
  return `${moved} com bônus de ${formatPercent(t.bonusPercent)} na próxima campanha conhecida (de ${formatDate(t.campaign.validFrom)} a ${formatDate(t.campaign.validUntil)}${cap}): transfira nesse período`;
}

/** 'Proporção 1:1, mínimo a confirmar · fonte: … — a confirmar'. */
export function partnerFactsText(
  ratio: TransferRatio,
  minimum: number | null,
  source: string,
  unsure: boolean,
  fromUnit: string,
): string {
  const min = minimum === null ? 'mínimo a confirmar' : `mínimo ${formatMiles(minimum)} ${fromUnit}`;
  return `Proporção ${formatRatio(ratio)}, ${min} · fonte: ${source}${unsure ? ' — a confirmar' : ''}`;
}

/** Points left over by a transfer's step or minimum. */
export function leftOverText(points: number, program: WalletProgram): string {
  return `${formatMiles(points)} ${walletUnit(program)} ficam de fora da transferência e expiram.`;
}

/** The extension's terms: 'Mais 30, 60 ou 90 dias para milhas que vencem em até 30 dias (mínimo 500 milhas)'. */
export function extensionTermsText(days: readonly number[], windowDays: number, minimum: number | null): string {
  const lengths = days.length > 1 ? `${days.slice(0, -1).join(', ')} ou ${days.at(-1)}` : `${days[0]}`;
  const min = minimum === null ? '' : ` (mínimo ${formatMiles(minimum)} milhas)`;
  return `Mais ${lengths} dias para milhas que vencem em até ${windowDays} dias${min}.`;
}

/** The price, or that it is to be confirmed on the programme's site (never a guess). */
export function extensionCostText(program: WalletProgram, price: Readonly<Record<number, number>> | null): string {
  if (price === null) return `Custo a confirmar no site da ${walletProgramName(program)}.`;
  const prices = Object.entries(price).map(([days, brl]) => `${days} dias ${formatBRL(brl)}`);
  return `Custo: ${prices.join('; ')}.`;
}

/** Before the extension's cost: 'Mantém até R$ 240,00 menos o custo da prorrogação'. */
export function extensionKeptText(gross: number | null, costKnown: boolean): string | null {
  if (gross === null || costKnown) return null;
  return `Mantém até ${formatBRL(gross)} menos o custo da prorrogação.`;
}

/** 'Usa 12.000 das 15.000 milhas do lote no seu voo salvo GRU → MIA (10/01/2027)'. */
export function issueText(used: number, amount: number, use: PlannedUse): string {
  return `Usa ${formatMiles(used)} das ${formatMiles(amount)} milhas do lote no seu ${plannedUseText(use)}.`;
}

/** An alert's or flight's miles unknown: the whole lot is counted. */
export const ISSUE_MILES_UNKNOWN = 'Milhas do voo não informadas: conta o lote inteiro.';

/** 'Perde 12.000 pontos Livelo em 20 dias (05/12/2026)'. */
export function expireText(amount: number, program: WalletProgram, daysLeft: number, expiresOn: string): string {
  const when = daysLeft <= 0 ? 'hoje' : daysLeft === 1 ? 'amanhã' : `em ${daysLeft} dias`;
  return `Perde ${formatMiles(amount)} ${walletUnit(program)} ${walletProgramName(program)} ${when} (${formatDate(expiresOn)}).`;
}

/** The plan's heading line for one lot: '12.000 pontos expiram em 05/12/2026 (em 20 dias)'. */
export function lotHeadingText(amount: number, program: WalletProgram, expiresOn: string, daysLeft: number): string {
  const when = daysLeft <= 0 ? 'hoje' : daysLeft === 1 ? 'amanhã' : `em ${daysLeft} dias`;
  return `${formatMiles(amount)} ${walletUnit(program)} expiram em ${formatDate(expiresOn)} (${when})`;
}

/** The one line a reminder can add: 'Melhor opção: Transferir para Smiles (mantém R$ 540,00)'. */
export function bestOptionText(title: string, kept: number | null): string {
  return kept === null ? `Melhor opção: ${title}` : `Melhor opção: ${title} (mantém ${formatBRL(kept)})`;
}
