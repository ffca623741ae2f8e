import { isIataCode } from '../airports/iata';

/** Reading loosely typed provider records (unknown JSON) into numbers, strings and times, without throwing. */

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first key of `keys` present (not null/undefined/'') in `raw`. */
export function pick(raw: RawRecord, ...keys: string[]): unknown {
  for (const key of keys) {
    const v = raw[key];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A number from a number or a numeric string: '35000', '35,000' and '35.000' (thousands) are 35000;
 * '150.75' and '150,75' are 150.75. Null for anything else.
 */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/\s/g, '');
  if (!s) return null;
  if (/^-?\d{1,3}([.,]\d{3})+$/.test(s)) return Number(s.replace(/[.,]/g, ''));
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** Miles: an integer ≥ 0 from a number or string ('35,000'), or null (missing, negative, unreadable). */
export function miles(value: unknown): number | null {
  const n = num(value);
  return n === null || n < 0 ? null : Math.round(n);
}

/** Amounts in minor units (centavos) to reais: 15075 → 150.75; null when unreadable or negative. */
export function minorUnits(value: unknown): number | null {
  const n = num(value);
  return n === null || n < 0 ? null : Math.round(n) / 100;
}

/** A count such as seats: integer ≥ 0, or null. */
export function count(value: unknown): number | null {
  const n = num(value);
  return n === null || n < 0 ? null : Math.floor(n);
}

export function bool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['true', '1', 's', 'sim', 'y', 'yes'].includes(value.trim().toLowerCase());
  return false;
}

/**
 * Date and wall-clock time from a timestamp, as written: '2026-03-15T22:05:00Z' → 2026-03-15, 22:05. Seats.aero
 * writes airport-local times with a 'Z' that is not UTC, so the offset is ignored on purpose, never converted.
 * Also reads '2026-03-15 22:05', a bare date, a bare 'HH:mm', and dd/MM/yyyy.
 */
export function localDateTime(value: unknown): { date: string; time: string } {
  const s = str(value);
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T\s](\d{2}):(\d{2}))?/.exec(s);
  if (iso) return { date: iso[1] as string, time: iso[2] ? `${iso[2]}:${iso[3]}` : '' };
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?/.exec(s);
  if (br) return { date: `${br[3]}-${br[2]}-${br[1]}`, time: br[4] ? `${br[4]}:${br[5]}` : '' };
  const clock = /^(\d{1,2}):(\d{2})/.exec(s);
  if (clock) return { date: '', time: `${(clock[1] as string).padStart(2, '0')}:${clock[2]}` };
  return { date: '', time: '' };
}

/** A list of airport codes from an array or 'MIA, JFK' / 'MIA JFK'. */
export function codeList(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(str) : str(value).split(/[\s,;/]+/);
  return items.map((c) => c.trim().toUpperCase()).filter(isIataCode);
}

/** Cabin words of every format → the app's cabin; null when unreadable. */
export function cabinFrom(value: unknown): 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST' | null {
  const s = str(value)
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (!s) return null;
  if (['Y', 'ECONOMY', 'ECONOMIC', 'ECONOMICA', 'ECONÔMICA', 'COACH'].includes(s)) return 'ECONOMY';
  if (['W', 'PREMIUM', 'PREMIUM_ECONOMY', 'PREMIUM_ECONOMIC', 'PREMIUMECONOMY'].includes(s)) return 'PREMIUM_ECONOMY';
  if (['J', 'BUSINESS', 'EXECUTIVE', 'EXECUTIVA', 'PREMIUM_BUSINESS'].includes(s)) return 'BUSINESS';
  if (['F', 'FIRST', 'FIRST_CLASS', 'PRIMEIRA', 'PRIMEIRA_CLASSE'].includes(s)) return 'FIRST';
  return null;
}
