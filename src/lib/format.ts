import { format as formatDateFns, isValid, type Locale, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** date-fns pt-BR with weeks starting on Sunday (SPEC §9). Pass it to every date-fns call that takes a locale. */
export const ptBRLocale: Locale = { ...ptBR, options: { ...ptBR.options, weekStartsOn: 0 } };

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', signDisplay: 'negative' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, signDisplay: 'negative' });

/**
 * Rounds half away from zero at `decimals`, on the number as written (1.005 → 1.01), not on its binary
 * value (1.00499…, which Intl alone would round down to 1,00).
 */
function roundHalfAway(value: number, decimals: number): number {
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  // Exponent-form numbers (≥ 1e21 or < 1e-6) are far outside centavo precision: leave them to Intl.
  if (!Number.isFinite(shifted)) return value;
  return (Math.sign(value) * Math.round(shifted)) / 10 ** decimals;
}

/**
 * Reais, pt-BR: formatBRL(1234.56) → 'R$ 1.234,56'; negatives '-R$ 15,50'; '' for NaN/±Infinity.
 * Intl puts a non-breaking space (U+00A0) after 'R$'; it is returned as a plain space so copied text and
 * test expectations are predictable (use CSS `white-space: nowrap` where the line must not break).
 * Rounds half away from zero to the centavo; a value that rounds to zero never shows a minus sign.
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) return '';
  return brl.format(roundHalfAway(value, 2)).replace(/\u00a0/g, ' ');
}

/** Miles, thousands grouped with dots: formatMiles(45000) → '45.000'; rounds half away from zero; '' if not finite. */
export function formatMiles(value: number): string {
  if (!Number.isFinite(value)) return '';
  return integer.format(roundHalfAway(value, 0));
}

type DateInput = Date | string | number | null | undefined;

/**
 * Strings are ISO 8601 read by date-fns `parseISO`: a date-only '2026-12-01' is that day in the local time
 * zone (new Date('2026-12-01') would be UTC midnight, i.e. 30/11 in Brazil); a date-time with an offset or 'Z'
 * is an instant shown in local time. Anything else (other formats, NaN dates, null) is invalid.
 */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy, e.g. '01/12/2026'; '' for invalid input. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateFns(date, 'dd/MM/yyyy', { locale: ptBRLocale }) : '';
}

/** dd/MM/yyyy HH:mm (24 h), e.g. '22/11/2026 09:05'; '' for invalid input. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateFns(date, 'dd/MM/yyyy HH:mm', { locale: ptBRLocale }) : '';
}
