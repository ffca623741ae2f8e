// What a club really costs per thousand, and whether it pays for this traveller: the club's own cost per 1,000
// (monthly price ÷ points per month × 1,000); for a points club, per 1,000 airline miles once transferred at the
// bonus its members get in a running campaign; against the traveller's milheiro for those miles (the reference
// where they set none, said so) and against buying (list-price points moved at the same bonus; no reference exists
// for buying airline miles, so "não configurado").
import { formatBRL, roundCents } from '../format/money';
import { formatPercent } from '../format/numbers';
import type { ClubPlan } from './clubs';
import { programName } from './program-ids';
import { bonusFor, type CampaignTerms, effectiveMilheiro } from './transfer-math';
import { milesPerPoint, transferPartner } from './transfer-partners';
import { WALLET_PROGRAM_INFO, type WalletProgram } from './wallet-programs';

/** A running campaign as the arithmetic needs it (a StoredBonusCampaign fits). */
export interface ClubCampaign extends CampaignTerms {
  id: string;
  from: WalletProgram;
  to: WalletProgram;
  validUntil: string;
}

/** What the traveller has that says a programme matters to them (balances, saved flights, plans). */
export interface ClubTraveller {
  /** Their own milheiro per programme (Minhas milhas); a programme missing here is valued at the reference. */
  milheiros: Readonly<Partial<Record<WalletProgram, number | null>>>;
  /** Status or club names held in the wallet ('Diamante'), matched against campaign tiers. */
  tiers: readonly string[];
  /** Programmes with a balance, a saved flight or an issued ticket. */
  uses: readonly WalletProgram[];
}

export type ClubVerdict = 'sim' | 'nao' | 'depende';

export interface ClubValue {
  /** R$ per 1,000 of the club's own points or miles; null while the price is "a confirmar". */
  costPerThousandBRL: number | null;
  /** The airline programme the miles land in: the campaign's, the club's own for an airline club, else null. */
  milesProgram: WalletProgram | null;
  /** The transfer bonus counted (members' figure in the campaign); 0 without one. */
  bonusPercent: number;
  campaign: { id: string; from: WalletProgram; to: WalletProgram; validUntil: string } | null;
  /** R$ per 1,000 miles after that bonus; for an airline club the same as costPerThousandBRL. */
  milesCostPerThousandBRL: number | null;
  /** The traveller's milheiro for milesProgram (or for the club's points without a campaign). */
  milheiro: { value: number; reference: boolean; program: WalletProgram } | null;
  /** R$ per 1,000 miles bought instead (list-price points at the same bonus); null = não configurado. */
  buyPerThousandBRL: number | null;
  verdict: ClubVerdict;
  /** One line, pt-BR. */
  why: string;
}

/** Monthly price ÷ points per month × 1,000, to the centavo; null without a price. */
export function clubCostPerThousand(plan: Pick<ClubPlan, 'monthlyPriceBRL' | 'pointsPerMonth'>): number | null {
  if (plan.monthlyPriceBRL === null || plan.pointsPerMonth <= 0) return null;
  return roundCents((plan.monthlyPriceBRL / plan.pointsPerMonth) * 1000);
}

/** The running campaign out of the club's programme that gives its members the highest bonus, with that bonus. */
function bestCampaign(plan: ClubPlan, campaigns: readonly ClubCampaign[], tiers: readonly string[]) {
  const held = [plan.planName, clubTierName(plan), ...tiers];
  let best: { campaign: ClubCampaign; bonus: number } | null = null;
  for (const campaign of campaigns) {
    if (campaign.from !== plan.program) continue;
    const bonus = bonusFor(campaign, held);
    if (!best || bonus > best.bonus) best = { campaign, bonus };
  }
  return best;
}

/** 'Clube Livelo 500' → 'Clube Livelo': the name campaigns give the club's tier. */
export function clubTierName(plan: Pick<ClubPlan, 'planName'>): string {
  return plan.planName.replace(/\s+[\d.]+$/, '');
}

function milheiroOf(program: WalletProgram, traveller: ClubTraveller) {
  const own = traveller.milheiros[program];
  if (typeof own === 'number' && own > 0) return { value: own, reference: false, program };
  const fallback = WALLET_PROGRAM_INFO[program].defaultMilheiro?.value;
  return fallback === undefined ? null : { value: fallback, reference: true, program };
}

const per = (value: number, unit: string) => `${formatBRL(value)} por mil ${unit}`;

/** The club's figures for this traveller and today's campaigns. */
export function valueClub(plan: ClubPlan, traveller: ClubTraveller, campaigns: readonly ClubCampaign[]): ClubValue {
  const cost = clubCostPerThousand(plan);
  const isPoints = WALLET_PROGRAM_INFO[plan.program].kind === 'points';
  const best = isPoints ? bestCampaign(plan, campaigns, traveller.tiers) : null;
  const milesProgram: WalletProgram | null = isPoints ? (best?.campaign.to ?? null) : plan.program;
  const bonus = best?.bonus ?? 0;
  const perPoint =
    best && milesProgram
      ? milesPerPoint(transferPartner(plan.program, milesProgram)?.ratio.value ?? { points: 1, miles: 1 })
      : 1;
  const milesCost = cost === null ? null : best ? effectiveMilheiro(cost, perPoint, bonus) : cost;
  const milheiro = milheiroOf(milesProgram ?? plan.program, traveller);
  const listPrice = isPoints ? WALLET_PROGRAM_INFO[plan.program].listPricePer1000?.value : undefined;
  const buy = listPrice === undefined ? null : effectiveMilheiro(listPrice, perPoint, bonus);
  const base = {
    costPerThousandBRL: cost,
    milesProgram,
    bonusPercent: bonus,
    campaign: best
      ? { id: best.campaign.id, from: best.campaign.from, to: best.campaign.to, validUntil: best.campaign.validUntil }
      : null,
    milesCostPerThousandBRL: milesCost,
    milheiro,
    buyPerThousandBRL: buy,
  };
  return { ...base, ...verdictOf(plan, base, traveller) };
}

type Figures = Omit<ClubValue, 'verdict' | 'why'>;

function verdictOf(plan: ClubPlan, f: Figures, traveller: ClubTraveller): { verdict: ClubVerdict; why: string } {
  if (f.milesCostPerThousandBRL === null)
    return { verdict: 'depende', why: 'Preço a confirmar: sem ele não dá para calcular o custo por mil.' };
  const unit = f.milesProgram ? `milhas ${programName(f.milesProgram)}` : `pontos ${programName(plan.program)}`;
  const withBonus = f.campaign
    ? ` com o bônus de ${formatPercent(f.bonusPercent)}`
    : WALLET_PROGRAM_INFO[plan.program].kind === 'points'
      ? ' sem campanha de bônus ativa'
      : '';
  const cost = `${per(f.milesCostPerThousandBRL, unit)}${withBonus}`;
  if (!f.milheiro) return { verdict: 'depende', why: `${cost}; sem milheiro para comparar.` };
  const whose = f.milheiro.reference
    ? `do valor de referência de ${formatBRL(f.milheiro.value)} (informe o seu milheiro)`
    : `do seu milheiro de ${formatBRL(f.milheiro.value)}`;
  if (f.milesCostPerThousandBRL > f.milheiro.value) return { verdict: 'nao', why: `${cost}, acima ${whose}.` };
  if (f.buyPerThousandBRL !== null && f.milesCostPerThousandBRL > f.buyPerThousandBRL)
    return {
      verdict: 'nao',
      why: `${cost}, mais caro que comprar pontos (${formatBRL(f.buyPerThousandBRL)} por mil).`,
    };
  const used = [plan.program, f.milesProgram].some((p) => p !== null && traveller.uses.includes(p));
  if (!used)
    return {
      verdict: 'depende',
      why: `${cost}, abaixo ${whose}, mas você não tem saldo nem voos salvos em ${programName(f.milesProgram ?? plan.program)}.`,
    };
  return { verdict: 'sim', why: `${cost}, abaixo ${whose}.` };
}

export const CLUB_VERDICT_LABELS: Readonly<Record<ClubVerdict, string>> = {
  sim: 'Vale a pena',
  nao: 'Não vale a pena',
  depende: 'Depende',
};
