import { AWARD_PROGRAMS, type AwardFlight, type AwardProgram } from '@core/schemas/award';

/** Which award programme codes the screens take, and which rows are reference-table estimates. */

export function isAwardProgram(value: string): value is AwardProgram {
  return (AWARD_PROGRAMS as readonly string[]).includes(value);
}

/** The source of the fixed-table rows built on the device when the search servers are unavailable. */
export const REFERENCE_SOURCE = 'fixed_table';
export const REFERENCE_ID_PREFIX = 'tabela-fixa-';

export const isReferenceId = (id: string): boolean => id.startsWith(REFERENCE_ID_PREFIX);
export const isReferenceAward = (award: Pick<AwardFlight, 'id' | 'source'>): boolean =>
  award.source === REFERENCE_SOURCE || isReferenceId(award.id);

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
