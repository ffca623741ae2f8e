/** Miles the pt-BR way: '45.000', '45.000 milhas'. */
import { roundHalfAway } from './money';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, signDisplay: 'negative' });

/** Thousands grouped with dots: formatInteger(45000) → '45.000'; rounds half away from zero; '' if not finite. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '';
  return integer.format(roundHalfAway(value, 0));
}

/** Miles and points as a number: formatMiles(45000) → '45.000'. */
export const formatMiles = formatInteger;

/** formatMilesText(45000) → '45.000 milhas'. */
export function formatMilesText(value: number): string {
  return `${formatMiles(value)} milhas`;
}
