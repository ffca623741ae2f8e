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
