/**
 * Values that once got past the boundary schemas and made the database fail: numbers past their
 * columns, NUL, control characters and lone surrogates, dates outside PostgreSQL's or our range, JSON nested
 * 10,000 deep. Deep JSON is written as a placeholder string and spliced into the body text by toJsonText, so
 * no test tool ever has to walk or print 10,000 levels.
 */

export const DEEP_ARRAY = '__DEEP_ARRAY_10000__';
export const DEEP_OBJECT = '__DEEP_OBJECT_10000__';

const DEPTH = 10_000;
const DEEP_TEXT: Record<string, string> = {
  [DEEP_ARRAY]: `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`,
  [DEEP_OBJECT]: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
};

/** JSON text of a body, with the deep placeholders expanded. */
export function toJsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [marker, deep] of Object.entries(DEEP_TEXT)) text = text.split(JSON.stringify(marker)).join(deep);
  return text;
}

/** A JSON value nested `depth` levels (objects), small enough to build directly. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export const NASTY_NUMBERS = [
  2147483648,
  2147483647,
  -1,
  1.5,
  1e10,
  9999999999.995,
  9999999999.99,
  1e15,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  0,
];

export const NASTY_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '1899-12-31T23:59:59Z',
  '2101-01-01',
  '2026-02-30',
];

export const NASTY_STRINGS = [
  '\u0000',
  'Ana\u0000Maria',
  'sino\u0007',
  'linha\nquebrada',
  '\ud800',
  'fim\udfff',
  '\u202eoãçíλ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛫',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '',
  ' ',
  'x'.repeat(5000),
  ...NASTY_DATES,
  DEEP_ARRAY,
  DEEP_OBJECT,
];
