// The one valuation (DESIGN §6b): what an award offer costs in reais, per person and for the party. Every R$
// figure shown for a miles offer comes from valueOffer; the helpers below (estimateMilesValue, formatAwardValue…)
// are shapes of it for the callers that hold less (no party, no rates).
import { formatBRL, roundCents } from '../format/money';
import { programValuePer1000 } from './programs';
import { type WalletProgram, walletProgramForAward } from './wallet-programs';

/** Reais per unit of a currency on the day of its bulletin (PTAX selling rate; yyyy-MM-dd). */
export interface ExchangeRate {
  rate: number;
  date: string;
}

/** Currency code (upper case, 'USD') → its rate. */
export type ExchangeRates = Readonly<Record<string, ExchangeRate | undefined>>;

/**
 * ISO 4217's code for "no currency", used where a provider gave taxes without saying in which currency
 * (Seats.aero's empty `TaxesCurrency`): such taxes are never added as reais.
 */
export const UNKNOWN_CURRENCY = 'XXX';

/** An ISO 4217 currency code: three upper-case letters ('USD'). */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** An award as its provider gave it. Taxes per person, in `taxesCurrency` major units. */
export interface ValuedOffer {
  /** The programme shown ('LATAM Pass'). */
  program: string;
  /** The programme that prices the seat ('Virgin Atlantic'), when the row gives it: its reference value wins. */
  originalProgram?: string | null;
  miles: number;
  /** Null when the provider gave no figure. */
  taxes: number | null;
  /** 'BRL', 'USD'…; '', null or UNKNOWN_CURRENCY when the provider did not say. */
  taxesCurrency: string | null | undefined;
}

/** The traveller's own milheiro per programme (Minhas milhas); a programme missing here is valued at the reference. */
export type Milheiros = Readonly<Partial<Record<WalletProgram, number | null>>>;

export interface ValuationInput {
  offer: ValuedOffer;
  milheiros?: Milheiros;
  /** Travellers (default 1). */
  passengers?: number;
  rates?: ExchangeRates;
}

/**
 * How the taxes entered the total: 'reais' as given; 'converted' with `rate`; 'none' (zero taxes);
 * 'unknown_currency' (the provider did not say which), 'no_rate' (a currency with no known rate) and 'unknown'
 * (no figure): these three are never added, and the total says it leaves them out.
 */
export type TaxesStatus = 'reais' | 'converted' | 'none' | 'unknown_currency' | 'no_rate' | 'unknown';

export interface ValuationAmounts {
  miles: number;
  /** miles × milheiro ÷ 1,000. */
  milesValue: number;
  /** Taxes in reais; null when they could not be put in reais (see Valuation.taxes.status). */
  taxes: number | null;
  /** milesValue + taxes (taxes only when known in reais). */
  total: number;
}

export interface Valuation {
  /** Reais per 1,000 miles used. */
  milheiro: number;
  /** True when the product's reference value was used (the traveller set none for this programme). */
  reference: boolean;
  passengers: number;
  perPerson: ValuationAmounts;
  /** perPerson × passengers. */
  total: ValuationAmounts;
  taxes: {
    /** Per person, as the provider gave it. */
    amount: number | null;
    /** Upper case; null when unknown. */
    currency: string | null;
    status: TaxesStatus;
    /** The rate used ('converted' only): its bulletin's date is what the screen shows. */
    rate: ExchangeRate | null;
  };
  /** False when taxes exist but are not in the total. */
  taxesIncluded: boolean;
}

/** 'usd ' → 'USD'; '' / null / 'XXX' → null (not said). */
export function currencyCode(currency: string | null | undefined): string | null {
  const code = (currency ?? '').trim().toUpperCase();
  return code === '' || code === UNKNOWN_CURRENCY ? null : code;
}

/** The milheiro an offer is valued at: the traveller's own for its programme, else the pricing programme's reference. */
export function milheiroOf(
  offer: Pick<ValuedOffer, 'program' | 'originalProgram'>,
  milheiros: Milheiros = {},
): { milheiro: number; reference: boolean } | null {
  const wallet = walletProgramForAward(offer.program, offer.originalProgram);
  const own = wallet ? milheiros[wallet] : null;
  if (typeof own === 'number' && Number.isFinite(own) && own > 0) return { milheiro: own, reference: false };
  // The pricing programme's reference first (Virgin under LATAM Pass is worth 18, not 24,5).
  const reference = programValuePer1000(offer.originalProgram) ?? programValuePer1000(offer.program);
  return reference === null ? null : { milheiro: reference, reference: true };
}

function taxesOf(
  taxes: number | null,
  currency: string | null,
  rates: ExchangeRates,
): { reais: number | null; status: TaxesStatus; rate: ExchangeRate | null } {
  if (taxes === null || !Number.isFinite(taxes)) return { reais: null, status: 'unknown', rate: null };
  if (taxes <= 0) return { reais: 0, status: 'none', rate: null };
  if (currency === null) return { reais: null, status: 'unknown_currency', rate: null };
  if (currency === 'BRL') return { reais: roundCents(taxes), status: 'reais', rate: null };
  const rate = rates[currency];
  if (!rate || !Number.isFinite(rate.rate) || rate.rate <= 0) return { reais: null, status: 'no_rate', rate: null };
  return { reais: roundCents(taxes * rate.rate), status: 'converted', rate };
}

/**
 * THE valuation: per person, miles × milheiro ÷ 1,000 + taxes in reais (converted at `rates` when in another
 * currency), each to the centavo; the party's amounts are the per-person ones × passengers. Taxes in an unknown
 * currency, or one with no rate, are never added. Null when the miles are not a non-negative number or the
 * programme has neither the traveller's milheiro nor a reference value.
 */
export function valueOffer(input: ValuationInput): Valuation | null {
  const { offer } = input;
  const miles = offer.miles;
  if (typeof miles !== 'number' || !Number.isFinite(miles) || miles < 0) return null;
  const value = milheiroOf(offer, input.milheiros);
  if (value === null) return null;
  const passengers =
    typeof input.passengers === 'number' && Number.isInteger(input.passengers) && input.passengers > 0
      ? input.passengers
      : 1;
  const currency = currencyCode(offer.taxesCurrency);
  const taxes = taxesOf(offer.taxes, currency, input.rates ?? {});
  const milesValue = roundCents((miles * value.milheiro) / 1000);
  const perPerson: ValuationAmounts = {
    miles,
    milesValue,
    taxes: taxes.reais,
    total: roundCents(milesValue + (taxes.reais ?? 0)),
  };
  const times = (n: number) => roundCents(n * passengers);
  return {
    milheiro: value.milheiro,
    reference: value.reference,
    passengers,
    perPerson,
    total: {
      miles: miles * passengers,
      milesValue: times(perPerson.milesValue),
      taxes: perPerson.taxes === null ? null : times(perPerson.taxes),
      total: times(perPerson.total),
    },
    taxes: { amount: offer.taxes, currency, status: taxes.status, rate: taxes.rate },
    taxesIncluded: taxes.reais !== null,
  };
}

/**
 * One person's value of `miles` of `program` plus `fees` already in reais (negative or non-finite fees count as
 * none), at the reference milheiro: valueOffer's per-person total. Null when the programme is unknown or miles
 * is not a non-negative number.
 */
export function estimateMilesValue(
  miles: number | null | undefined,
  program: string | null | undefined,
  fees = 0,
): number | null {
  if (!program || typeof miles !== 'number') return null;
  const taxes = Number.isFinite(fees) && fees > 0 ? fees : 0;
  return valueOffer({ offer: { program, miles, taxes, taxesCurrency: 'BRL' } })?.perPerson.total ?? null;
}

/** SPEC §9: 'aproximadamente R$ 1.234,56', only when the programme is known (else null). */
export function formatEstimate(
  miles: number | null | undefined,
  program: string | null | undefined,
  fees = 0,
): string | null {
  const value = estimateMilesValue(miles, program, fees);
  return value === null ? null : `aproximadamente ${formatBRL(value)}`;
}

/**
 * The one label of an award's value in reais, on every screen ('/', /busca-award, 'Detalhes do Voo', the issuance
 * summary): 'aproximadamente R$ 1.546,50 (milhas + taxas)'. When the fees are not in it (in another currency
 * with no rate, or unknown), it says so: '(milhas; taxas à parte)'.
 */
export function awardValueText(value: number, feesIncluded = true): string {
  return `aproximadamente ${formatBRL(value)} (${feesIncluded ? 'milhas + taxas' : 'milhas; taxas à parte'})`;
}

/** awardValueText of a valuation's per-person total. */
export function valuationText(valuation: Valuation): string {
  return awardValueText(valuation.perPerson.total, valuation.taxesIncluded);
}

/**
 * SPEC §9 for an award: valueOffer at the reference milheiro, with its label. `fees` null = unknown; an empty
 * currency is unknown (never reais); `rates` convert taxes in another currency. Null when the programme's value
 * is unknown.
 */
export function formatAwardValue(
  miles: number | null | undefined,
  program: string | null | undefined,
  fees: number | null,
  feesCurrency?: string | null,
  rates?: ExchangeRates,
): string | null {
  if (!program || typeof miles !== 'number') return null;
  const valuation = valueOffer({
    offer: { program, miles, taxes: fees, taxesCurrency: feesCurrency },
    ...(rates ? { rates } : {}),
  });
  return valuation === null ? null : valuationText(valuation);
}
