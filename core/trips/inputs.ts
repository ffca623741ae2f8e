// What the round-trip planner is given: the offers each direction has (cash fares and awards, one traveller's
// price as the providers give it), the party, each member's wallet, the running campaigns and the issue check.
import type { Campaign, Holding } from '../miles/how-to-pay';
import type { TransferPartner } from '../miles/transfer-partners';
import type { ExchangeRates } from '../miles/valuation';
import type { WalletProgram } from '../miles/wallet-programs';
import type { TripDirection } from '../schemas/trip-plan';

type Freshness = TripDirection['freshness'];
type FlightSummary = TripDirection['flight'];

interface CandidateBase {
  /** yyyy-MM-dd of departure. */
  date: string;
  flight: FlightSummary;
  source: string;
  freshness: Freshness;
}

/** The cheapest cash fare of a day: one traveller's price in reais. */
export interface CashCandidate extends CandidateBase {
  kind: 'cash';
  pricePerPerson: number;
}

/** An award of a day: one traveller's miles and taxes as the provider gave them. */
export interface AwardCandidate extends CandidateBase {
  kind: 'award';
  program: string;
  originalProgram: string | null;
  milesPerPerson: number;
  /** In taxesCurrency major units; null when the provider gave no figure. */
  taxesPerPerson: number | null;
  taxesCurrency: string | null;
  /** Seats left at this price; null when unknown. */
  seats: number | null;
  /** When the provider last saw it (ISO date-time); absent or null when unknown. */
  seenAt?: string | null;
}

export type Candidate = CashCandidate | AwardCandidate;

/** Someone who flies. `guest` marks a companion counted by number only (no household member behind them). */
export interface Traveller {
  memberId: string | null;
  name: string;
  guest?: boolean;
}

/** One member's wallet (the holder's when memberId is null): what they hold of each programme and at what milheiro. */
export interface MemberWallet {
  memberId: string | null;
  name: string;
  holdings: Holding[];
}

/** Whether `accountMemberId`'s account may issue `program` for these travellers (the account's owner left out). */
export type IssueCheck = (
  program: WalletProgram,
  accountMemberId: string | null,
  beneficiaries: readonly Traveller[],
) => { ok: boolean; warning?: string };

export const ALWAYS_ALLOWED: IssueCheck = () => ({ ok: true });

export interface PlanInput {
  outbound: readonly Candidate[];
  /** null: one way. */
  inbound: readonly Candidate[] | null;
  travellers: readonly Traveller[];
  /** The holder's wallet first; members without a wallet may be left out. */
  wallets: readonly MemberWallet[];
  campaigns: readonly Campaign[];
  rates: ExchangeRates;
  /** yyyy-MM-dd in Brazil: which campaigns run. */
  today: string;
  issueCheck?: IssueCheck;
  partners?: readonly TransferPartner[];
  /** Plans to answer (default 5). */
  limit?: number;
}

/** The travellers an account issues for: everyone but the account's own member (a guest is never that member). */
export function beneficiariesOf(travellers: readonly Traveller[], accountMemberId: string | null): Traveller[] {
  return travellers.filter((t) => t.guest || t.memberId !== accountMemberId);
}
