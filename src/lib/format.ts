import { format as formatDateFns, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** pt-BR with weeks starting on Sunday (SPEC §9). */
export const ptBRLocale = { ...ptBR, options: { ...ptBR.options, weekStartsOn: 0 as const } };

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * 'R$ 1.234,56'. Intl puts a non-breaking space after 'R$'; it is turned into a plain space so
 * copied text and tests are predictable.
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) return '';
  return brl.format(value).replace(/\u00a0/g, ' ');
}

/** '45.000' */
export function formatMiles(value: number): string {
  return Number.isFinite(value) ? integer.format(Math.round(value)) : '';
}

/** Date-only strings ('2026-12-01') are local dates, not UTC midnights shifted by the time zone. */
function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy, '' for invalid input. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? formatDateFns(date, 'dd/MM/yyyy', { locale: ptBRLocale }) : '';
}

/** dd/MM/yyyy HH:mm, '' for invalid input. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return date ? formatDateFns(date, 'dd/MM/yyyy HH:mm', { locale: ptBRLocale }) : '';
}
