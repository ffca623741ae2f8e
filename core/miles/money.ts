/**
 * Reais in core (browser, service worker and server alike). Same rules as the PWA's formatBRL: rounding half
 * away from zero on the number as written, a plain space after 'R$'.
 */

/** Rounds half away from zero to `decimals` on the decimal representation (1.005 → 1.01). */
export function roundHalfAway(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  if (!Number.isFinite(shifted)) return value;
  const rounded = (Math.sign(value) * Math.round(shifted)) / 10 ** decimals;
  return rounded === 0 ? 0 : rounded;
}

/** To the centavo. */
export function roundCents(value: number): number {
  return roundHalfAway(value, 2);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', signDisplay: 'negative' });

/** formatReais(1234.56) → 'R$ 1.234,56'; '' for NaN/±Infinity. */
export function formatReais(value: number): string {
  if (!Number.isFinite(value)) return '';
  return brl.format(roundCents(value)).replace(/\u00a0/g, ' ');
}

/** Amounts in minor units (centavos, cents) to major units: 15075 → 150.75. */
export function fromMinorUnits(value: number): number {
  return roundCents(value / 100);
}

const THOUSANDS = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const DECIMAL_COMMA = /^\d+(,\d{1,2})?$/;
const DECIMAL_POINT = /^\d+\.\d{1,2}$/;

/**
 * An amount as people type it in Brazil, for every money (and miles) input: '3.500,00', '3500', '3.500',
 * 'R$ 3.500,50', '3500,5'; '3500.50' too (a point followed by one or two digits is a decimal point). Thousands
 * use '.', decimals ','. Null when empty, negative or unreadable ('3,500.00', '1.23.4', 'abc').
 */
export function parseMoneyInput(text: string): number | null {
  const t = text.replace(/^\s*R\$/i, '').replace(/[\s\u00a0]/g, '');
  if (!t) return null;
  let normalised: string;
  if (THOUSANDS.test(t)) normalised = t.replace(/\./g, '').replace(',', '.');
  else if (DECIMAL_COMMA.test(t)) normalised = t.replace(',', '.');
  else if (DECIMAL_POINT.test(t)) normalised = t;
  else return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
