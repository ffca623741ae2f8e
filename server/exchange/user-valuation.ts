// What the server values a signed-in user's offers with (DESIGN §6b): their own milheiro per programme (read once
// per request or check), the party and the day's PTAX rates for the taxes' currencies.
import type { ValuationContext } from '@core/miles/offer-value';
import type { ExchangeRates, Milheiros } from '@core/miles/valuation';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { walletMilheiros } from '../wallet/milheiros';
import { exchangeRates, taxCurrencies } from './ptax';

export interface ValuationDeps {
  db: Queryable | null;
  config: Partial<Pick<Config, 'EXCHANGE_RATES_BASE_URL'>>;
}

/** PTAX rates for these currencies; none without a database or an exchange-rate service, or when both fail. */
export async function ratesFor(
  deps: ValuationDeps,
  currencies: Iterable<string | null | undefined>,
  now: Date,
): Promise<ExchangeRates> {
  const baseUrl = deps.config.EXCHANGE_RATES_BASE_URL;
  if (!deps.db || !baseUrl) return {};
  return exchangeRates({ db: deps.db, baseUrl }, currencies, now).catch(() => ({}));
}

/** The user's milheiros; none (the reference everywhere) without a user or a database. */
export async function milheirosOf(deps: Pick<ValuationDeps, 'db'>, userId: string | null): Promise<Milheiros> {
  if (!deps.db || !userId) return {};
  return walletMilheiros(deps.db, userId);
}

/**
 * One user's valuation for one request: the wallet is read at the first need and kept; the rates are asked per
 * set of offers (ptax.ts asks the BCB at most once a day per currency).
 */
export function userValuation(deps: ValuationDeps, userId: string | null, passengers: number, now: Date) {
  let milheiros: Promise<Milheiros> | null = null;
  return {
    /** The context for these offers (their taxes' currencies). */
    async context(
      offers: Iterable<{ fees_currency?: string; feesCurrency?: string | undefined }>,
    ): Promise<ValuationContext> {
      milheiros ??= milheirosOf(deps, userId);
      const [own, rates] = await Promise.all([milheiros, ratesFor(deps, taxCurrencies(offers), now)]);
      return { milheiros: own, passengers, rates };
    },
  };
}
export type UserValuation = ReturnType<typeof userValuation>;
