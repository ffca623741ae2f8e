// Paid extensions of expiring miles: which programme sells more time for miles about to expire, for how long, from
// how many days before the expiry and from how many miles, with where each fact comes from. A price no source gives
// stays null: the plan then says "custo a confirmar" and never shows a guess.
import type { ExpiryConfidence, ExpirySource } from './expiry-rules';
import type { WalletProgram } from './wallet-programs';

export interface PaidExtension {
  program: WalletProgram;
  /** The lengths sold, in days. */
  days: readonly number[];
  /** Only miles expiring within this many days (today included) can be extended. */
  windowDays: number;
  /** Fewest miles one extension takes; null = none known. */
  minimumMiles: number | null;
  /** R$ per extension length; null when no source gives the price. */
  priceBRL: Readonly<Record<number, number>> | null;
  confidence: ExpiryConfidence;
  sources: ExpirySource[];
}

/**
 * DOMAIN.md ("Beneficiaries, expiry, clubs", checked 2026-11): Smiles sells 30, 60 or 90 more days for miles that
 * expire within 30 days, from 500 miles. No source found states its price.
 */
export const PAID_EXTENSIONS: readonly PaidExtension[] = [
  {
    program: 'SMILES',
    days: [30, 60, 90],
    windowDays: 30,
    minimumMiles: 500,
    priceBRL: null,
    confidence: 'medium',
    sources: [
      { site: 'smiles.com.br', date: '2021; 2023' },
      { site: 'passageirodeprimeira.com', date: null },
    ],
  },
];

/** The paid extension a programme offers, or null. */
export function paidExtensionOf(
  program: WalletProgram,
  extensions: readonly PaidExtension[] = PAID_EXTENSIONS,
): PaidExtension | null {
  return extensions.find((e) => e.program === program) ?? null;
}
