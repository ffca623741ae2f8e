/** Dates the pt-BR way: dd/MM/yyyy and dd/MM/yyyy HH:mm (24 h; with seconds for logs), weeks starting on Sunday (SPEC §9). */
import { format as formatDateFns, isValid, type Locale, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** date-fns pt-BR with weeks starting on Sunday. Pass it to every date-fns call that takes a locale. */
export const ptBRLocale: Locale = { ...ptBR, options: { ...ptBR.options, weekStartsOn: 0 } };

export type DateInput = Date | string | number | null | undefined;

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

/** dd/MM/yyyy HH:mm:ss, for logs where seconds matter, e.g. '22/11/2026 09:05:07'; '' for invalid input. */
export function formatDateTimeSeconds(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateFns(date, 'dd/MM/yyyy HH:mm:ss', { locale: ptBRLocale }) : '';
}

/** The month of a travel date, as a sentence names it: formatMonthName('2027-01') or ('2027-01-15') → 'janeiro'. */
export function formatMonthName(month: string): string {
  const date = toDate(`${month.slice(0, 7)}-01`);
  return date ? formatDateFns(date, 'MMMM', { locale: ptBRLocale }) : '';
}
