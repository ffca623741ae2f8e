import { roundCents } from '../format/money';

export type MilesVerdict = 'Use milhas' | 'Pague em dinheiro';

/**
 * What each 1000 miles "buys" on a flight sold both ways: (cash price − award fees) / miles × 1000, in reais,
 * to the centavo. Null when miles is not positive or either amount is not a finite number. May be ≤ 0 when the
 * award's fees reach the cash price (then the miles are worth nothing on this flight).
 */
export function realisedValuePer1000(cashPrice: number, fees: number, miles: number): number | null {
  if (![cashPrice, fees, miles].every(Number.isFinite) || miles <= 0) return null;
  return roundCents(((cashPrice - fees) / miles) * 1000);
}

/**
 * 'Use milhas' when this flight gets more for the miles than the programme's value per 1000 (SPEC §9);
 * at exactly the programme's value, or below, paying cash keeps miles that are worth at least as much elsewhere.
 */
export function milesVerdict(realisedPer1000: number, programmeValuePer1000: number): MilesVerdict {
  return realisedPer1000 > programmeValuePer1000 ? 'Use milhas' : 'Pague em dinheiro';
}
