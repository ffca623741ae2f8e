import { PROGRAM_FAMILIES, programOfFamily } from '@core/miles/program-ids';
import { PROGRAM_VALUE_PER_1000, type ProgramFamily, programFamily } from '@core/miles/programs';

/** The converter's limit: far above any award price, low enough to stay exact in reais. */
export const MAX_MILES = 10_000_000;

/** SPEC §9: the converter starts at 10,000 miles with LATAM Pass. */
export const DEFAULT_MILES = '10000';
export const DEFAULT_PROGRAM: ProgramFamily = 'latam';

export type MilesAmount = { ok: true; miles: number } | { ok: false; error: string };

/**
 * A positive whole number of miles as people type it: '10000', '10.000' or '10 000' (pt-BR thousands).
 * Errors in pt-BR.
 */
export function parseMilesAmount(input: string): MilesAmount {
  const value = input.trim();
  if (!value) return { ok: false, error: 'Informe a quantidade de milhas.' };
  if (/^-/.test(value)) return { ok: false, error: 'A quantidade de milhas deve ser maior que zero.' };
  let digits: string | null = null;
  if (/^\d+$/.test(value)) digits = value;
  else if (/^\d{1,3}([. ]\d{3})+$/.test(value)) digits = value.replace(/[. ]/g, '');
  if (digits === null) {
    return /^\d+([.,]\d+)+$/.test(value)
      ? { ok: false, error: 'Informe um número inteiro de milhas, sem casas decimais.' }
      : { ok: false, error: 'Use apenas números, por exemplo 10000 ou 10.000.' };
  }
  const miles = Number(digits);
  if (miles <= 0) return { ok: false, error: 'A quantidade de milhas deve ser maior que zero.' };
  if (miles > MAX_MILES) return { ok: false, error: 'A quantidade máxima é 10.000.000 milhas.' };
  return { ok: true, miles };
}

/** The programmes the converter offers, most valuable first (ties in name order). */
export const CONVERTER_PROGRAMS: readonly { family: ProgramFamily; name: string; per1000: number }[] =
  PROGRAM_FAMILIES.map((family) => ({
    family,
    name: programOfFamily(family).name,
    per1000: PROGRAM_VALUE_PER_1000[family],
  })).sort((a, b) => b.per1000 - a.per1000 || a.name.localeCompare(b.name, 'pt-BR'));

/** A programme named in a link (?programa=gol, 'LATAM Pass'…): its family, or null when unknown. */
export function programFromQuery(value: string | null): ProgramFamily | null {
  return value ? programFamily(value) : null;
}
