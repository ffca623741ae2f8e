/**
 * Reais the pt-BR way, one rule for the PWA, the service worker, e-mails and notifications: 'R$ 1.234,56',
 * rounded half away from zero on the number as written, a plain space after 'R$'. Also how typed amounts are read.
 */

/**
 * Rounds half away from zero at `decimals`, on the number as written (1.005 → 1.01), not on its binary
 * value (1.00499…, which Intl alone would round down to 1,00). Never returns -0.
 */
export function roundHalfAway(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  // Exponent-form numbers (≥ 1e21 or < 1e-6) are far outside centavo precision: leave them as they are.
  if (!Number.isFinite(shifted)) return value;
  const rounded = (Math.sign(value) * Math.round(shifted)) / 10 ** decimals;
  return rounded === 0 ? 0 : rounded;
}

/** To the centavo. */
export function roundCents(value: number): number {
  return roundHalfAway(value, 2);
}

/** Amounts in minor units (centavos, cents) to major units: 15075 → 150.75. */
export function fromMinorUnits(value: number): number {
  return roundCents(value / 100);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', signDisplay: 'negative' });

/**
 * Reais, pt-BR: formatBRL(1234.56) → 'R$ 1.234,56'; negatives '-R$ 15,50'; '' for NaN/±Infinity.
 * Intl puts a non-breaking space (U+00A0) after 'R$'; it is returned as a plain space so copied text and
 * test expectations are predictable (use CSS `white-space: nowrap` where the line must not break).
 * A value that rounds to zero never shows a minus sign.
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) return '';
  return brl.format(roundCents(value)).replace(/\u00a0/g, ' ');
}

/** An amount in its currency: reais through formatBRL, anything else through Intl ('USD 12.50' if Intl refuses the code). */
export function formatMoney(value: number, currency = 'BRL'): string {
  const code = (currency || 'BRL').trim().toUpperCase();
  if (code === 'BRL') return formatBRL(value);
  // ISO 4217's "no currency": a provider that did not say which (never shown as reais, nor as 'XXX').
  if (code === 'XXX') return `${formatBRL(value).replace(/^R\$\s/, '')} em moeda não informada`;
  try {
    return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: code }).format(value).replace(/\u00a0/g, ' ');
  } catch {
    return `${code} ${value.toFixed(2)}`;
  }
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

/** An award's taxes as the one valuation (core/miles/valuation.ts) put them. */
export interface TaxesInReais {
  amount: number | null;
  currency: string | null;
  status: 'reais' | 'converted' | 'none' | 'unknown_currency' | 'no_rate' | 'unknown';
  rate: { rate: number; date: string } | null;
  /** The amount in reais as the valuation rounded it; computed from the rate when absent. */
  reais?: number | null;
}

/**
 * The taxes the way every screen says them: 'R$ 56,00'; 'US$ 56,00 (≈ R$ 299,60, cotação de 27/11)' with the
 * PTAX bulletin's day; 'US$ 56,00 (sem cotação: fora do total em reais)'; '56,00 em moeda não informada (fora do
 * total em reais)'; 'sem taxas'; 'taxas não informadas'.
 */
export function formatTaxesInReais(taxes: TaxesInReais): string {
  const amount = taxes.amount ?? 0;
  switch (taxes.status) {
    case 'none':
      return 'sem taxas';
    case 'unknown':
      return 'taxas não informadas';
    case 'reais':
      return formatBRL(amount);
    case 'unknown_currency':
      return `${formatMoney(amount, 'BRL').replace(/^R\$\s/, '')} em moeda não informada (fora do total em reais)`;
    case 'no_rate':
      return `${formatMoney(amount, taxes.currency ?? 'BRL')} (sem cotação: fora do total em reais)`;
    case 'converted': {
      const [, month, day] = (taxes.rate?.date ?? '').split('-');
      const reais = formatBRL(taxes.reais ?? amount * (taxes.rate?.rate ?? 0));
      return `${formatMoney(amount, taxes.currency ?? 'BRL')} (≈ ${reais}, cotação de ${day}/${month})`;
    }
  }
}
