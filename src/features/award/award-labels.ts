import { AWARD_PROGRAMS, type AwardFlight, type AwardProgram } from '@core/schemas/award';
import { formatBRL } from '@/lib/format';

/** What the award screens call each programme, cabin and source. */

export const PROGRAM_LABEL: Readonly<Record<AwardProgram, string>> = {
  LATAM: 'LATAM Pass',
  AZUL: 'Azul Fidelidade',
  SMILES: 'Smiles',
  VIRGIN: 'Virgin Atlantic',
};

export function isAwardProgram(value: string): value is AwardProgram {
  return (AWARD_PROGRAMS as readonly string[]).includes(value);
}

export const CABIN_LABEL: Readonly<Record<string, string>> = {
  ALL: 'Todas as classes',
  ECONOMY: 'Econômica',
  PREMIUM_ECONOMY: 'Premium Economy',
  BUSINESS: 'Executiva',
  FIRST: 'Primeira classe',
};

export const cabinLabel = (cabin: string): string => CABIN_LABEL[cabin.toUpperCase()] ?? cabin;

/** The source of the fixed-table rows built on the device when the search servers are unavailable. */
export const REFERENCE_SOURCE = 'fixed_table';
export const REFERENCE_LABEL = 'Tabela de referência';
export const REFERENCE_ID_PREFIX = 'tabela-fixa-';

export const isReferenceId = (id: string): boolean => id.startsWith(REFERENCE_ID_PREFIX);
export const isReferenceAward = (award: Pick<AwardFlight, 'id' | 'source'>): boolean =>
  award.source === REFERENCE_SOURCE || isReferenceId(award.id);

const SOURCE_LABEL: Readonly<Record<string, string>> = {
  fixed_table: REFERENCE_LABEL,
  seats_aero: 'Seats.aero',
  demo: 'Demonstração',
};

export const sourceLabel = (source: string): string => SOURCE_LABEL[source] ?? source;

/** Fees in their currency: reais through formatBRL, anything else through Intl (code shown if unknown). */
export function formatFees(value: number, currency = 'BRL'): string {
  const code = (currency || 'BRL').trim().toUpperCase();
  if (code === 'BRL') return formatBRL(value);
  try {
    return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: code }).format(value).replace(/\u00a0/g, ' ');
  } catch {
    return `${code} ${value.toFixed(2)}`;
  }
}

/**
 * The results' count: live flights and reference-table estimates apart ('3 voos encontrados · 12 estimativas da
 * tabela'), since an estimate is not a flight anyone found.
 */
export function awardCountText(flights: readonly Pick<AwardFlight, 'id' | 'source'>[]): string {
  const estimates = flights.filter(isReferenceAward).length;
  const found = flights.length - estimates;
  const flightsText = `${found} ${found === 1 ? 'voo encontrado' : 'voos encontrados'}`;
  if (estimates === 0) return flightsText;
  return `${flightsText} · ${estimates} ${estimates === 1 ? 'estimativa da tabela' : 'estimativas da tabela'}`;
}
