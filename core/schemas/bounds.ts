import { formatDecimal } from '../format/numbers';
import { formatBRL } from '../format/money';
import { z } from './zod-locale';

/**
 * Bounds every value crossing the API boundary to what its PostgreSQL column accepts (server/db/migrations):
 * text without NUL, control characters or broken UTF-16; integers within int4; money within numeric(12,2);
 * dates within 1900–2100; free JSON with a bounded depth and size. A value out of bounds is a 400 with a
 * pt-BR message, never a database error.
 */

/** PostgreSQL integer (int4). */
export const MAX_INT4 = 2_147_483_647;
/** numeric(12,2): ten digits before the point. */
export const MAX_MONEY = 9_999_999_999.99;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** Free JSON fields (a saved flight's card): nesting and serialised size. */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * A yyyy-MM-dd day within MIN_YEAR…MAX_YEAR as the OpenAPI document writes it (`.meta(ISO_DAY_DOC)`): a refine is
 * invisible to JSON Schema, and the document has to refuse what the server refuses.
 */
export const ISO_DAY_DOC = {
  format: 'date',
  pattern: '^(19\\d\\d|20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
} as const;

export const UNSAFE_TEXT_MESSAGE = 'O texto contém caracteres não permitidos.';
export const DATE_RANGE_MESSAGE = `Data fora do intervalo permitido (${MIN_YEAR}–${MAX_YEAR}).`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, keeping tab and line breaks.
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when a UTF-16 surrogate has no partner (UTF-8 cannot encode it; String#isWellFormed is too new for older Safari). */
export function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/** Text a database column can store as sent: no control characters (line breaks only when allowed), no lone surrogates. */
export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value) && !hasLoneSurrogate(value);
}

export interface SafeTextOptions {
  max: number;
  min?: number;
  /** Keeps tab, CR and LF (free text); single-line by default. */
  multiline?: boolean;
  /** Message when shorter than `min`. */
  minMessage?: string;
}

/** A trimmed, length-bounded string without control characters, for any text column. */
export function safeText({ max, min = 0, multiline = false, minMessage }: SafeTextOptions) {
  const base = z.string().trim().max(max, `Texto longo demais (máximo de ${max} caracteres).`);
  return (min > 0 ? base.min(min, minMessage ?? `Informe pelo menos ${min} caractere(s).`) : base).refine(
    (v) => isSafeText(v, multiline),
    UNSAFE_TEXT_MESSAGE,
  );
}

/** An integer column: 0 … int4's maximum unless narrower bounds are given. */
export function intColumn(max = MAX_INT4, min = 0) {
  return z
    .number('Informe um número')
    .int('Informe um número inteiro')
    .min(min, `O número deve ser no mínimo ${min}.`)
    .max(max, `Número grande demais (máximo ${formatDecimal(max)}).`);
}

/** A numeric(12,2) amount in reais, not negative. */
export function moneyColumn(max = MAX_MONEY) {
  return z
    .number('Informe um valor')
    .nonnegative('O valor não pode ser negativo.')
    .max(max, `Valor grande demais (máximo ${formatBRL(max)}).`);
}

/** True when an ISO date or date-time string ('2026-05-01', '2026-05-01T10:00:00Z') is in MIN_YEAR…MAX_YEAR. */
export function isYearInRange(iso: string): boolean {
  const year = Number(/^(\d{4})-/.exec(iso)?.[1] ?? Number.NaN);
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** Why a date text (anything Date.parse reads: admin and Kiwify expiry dates) is refused, or null when it is fine. */
export function dateTextProblem(value: string, invalidMessage = 'Data inválida'): string | null {
  const time = value.length > 40 ? Number.NaN : Date.parse(value);
  if (Number.isNaN(time)) return invalidMessage;
  return isYearInRange(new Date(time).toISOString()) ? null : DATE_RANGE_MESSAGE;
}

/** A yyyy-MM-dd calendar day within the supported years. */
export function isoDay() {
  return z.iso.date('Data inválida (use aaaa-mm-dd)').refine(isYearInRange, DATE_RANGE_MESSAGE).meta(ISO_DAY_DOC);
}

/** An ISO date-time with offset, within the supported years. */
export function isoDateTime() {
  return z.iso
    .datetime({ offset: true, message: 'Data e hora inválidas (use ISO 8601).' })
    .refine(isYearInRange, DATE_RANGE_MESSAGE);
}

export interface JsonBounds {
  maxDepth?: number;
  maxBytes?: number;
}

/**
 * Why a parsed JSON value cannot be stored as jsonb, in pt-BR, or null when it can: nested deeper than
 * maxDepth, larger than maxBytes once serialised, or a string or key with NUL or a lone surrogate
 * (PostgreSQL refuses both). Walks iteratively, so no input can exhaust the stack. Every saved flight's card
 * goes through it when the API takes it and when a device reads a pull (up to 500 a page): two plain stacks, no
 * object per node, and no encoding when the text cannot be near the limit.
 */
export function jsonValueProblem(
  value: unknown,
  { maxDepth = MAX_JSON_DEPTH, maxBytes = MAX_JSON_BYTES }: JsonBounds = {},
): string | null {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop() ?? 0;
    if (typeof current === 'string') {
      if (unstorable(current)) return UNSAFE_TEXT_MESSAGE;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return `Estrutura aninhada demais (máximo de ${maxDepth} níveis).`;
    if (Array.isArray(current)) {
      for (const child of current) {
        values.push(child);
        depths.push(depth + 1);
      }
      continue;
    }
    for (const key of Object.keys(current)) {
      if (unstorable(key)) return UNSAFE_TEXT_MESSAGE;
      values.push((current as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return utf8LengthOver(JSON.stringify(value) ?? '', maxBytes)
    ? `Conteúdo grande demais (máximo de ${Math.round(maxBytes / 1024)} KB).`
    : null;
}

const unstorable = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/** Whether `text` takes more than `max` bytes in UTF-8: each UTF-16 unit takes 1 to 3, so most texts need no encoding. */
function utf8LengthOver(text: string, max: number): boolean {
  if (text.length * 3 <= max) return false;
  if (text.length > max) return true;
  return new TextEncoder().encode(text).length > max;
}

/** Any JSON value that jsonb can store within the bounds. */
export function jsonValue(bounds: JsonBounds = {}) {
  return z.unknown().superRefine((value, ctx) => {
    const problem = jsonValueProblem(value, bounds);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A free JSON object field (e.g. a saved flight's card) within the bounds. */
export function jsonObject(bounds: JsonBounds = {}) {
  return z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonValueProblem(value, bounds);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
