import fc from 'fast-check';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';

/**
 * One value a JSON Schema (2020-12, as the OpenAPI document carries it) accepts, built only from what the schema
 * says: a const, an enum's first value, a format, a pattern, the bounds; the first choice of an anyOf. It reads
 * the document as a generated client would, so a value the document allows and the server refuses shows up.
 * Dates come in the order their fields do, from a month ahead (a period's end is never before its start; a day
 * marked 'x-past-day' a month back instead), and
 * fields sharing a pattern get different values (origin ≠ destination): what JSON Schema cannot say between two
 * fields, the document says in prose.
 */

type Schema = Record<string, unknown>;

export interface ExampleOptions {
  /** The document (or schema root) `$ref`s point into. */
  root: Schema;
  /** Fill optional object fields as well as required ones. */
  full: boolean;
}

interface State extends ExampleOptions {
  dates: number;
}

const FIRST_DATE_DAYS = 30;

function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(h);
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = isSchema(node) ? node[part.replace(/~1/g, '/')] : undefined;
  if (!isSchema(node)) throw new Error(`$ref sem destino: ${ref}`);
  const { $ref: _, ...rest } = schema;
  return resolve({ ...node, ...rest }, root);
}

/** Both schemas at once, as far as building a value needs: properties merged field by field, required joined. */
function merge(a: Schema, b: Schema): Schema {
  const properties: Record<string, unknown> = { ...(a.properties as Schema | undefined) };
  for (const [key, value] of Object.entries((b.properties as Schema | undefined) ?? {})) {
    const before = properties[key];
    properties[key] = isSchema(before) && isSchema(value) ? { ...before, ...value } : value;
  }
  const required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  const merged: Schema = { ...a, ...b };
  if (a.properties || b.properties) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  return merged;
}

function stringFor(schema: Schema, name: string, state: State): string {
  const format = schema.format;
  if (format === 'date' || format === 'date-time') {
    // A day the document marks as past (an issue already made) runs backwards from a month ago.
    const offset = FIRST_DATE_DAYS + state.dates++;
    const day = addDaysIso(todayIsoDate(), schema['x-past-day'] === true ? -offset : offset);
    return format === 'date' ? day : `${day}T12:00:00Z`;
  }
  if (format === 'email') return `exemplo${hash(name) % 1000}@exemplo.com.br`;
  if (format === 'uuid') return '7d3c1f2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
  if (format === 'uri' || format === 'url') return `https://exemplo.com.br/${name.replace(/\W/g, '')}`;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    // A few candidates, the first that fits the bounds: a filter would spin for ever on bounds the pattern cannot meet.
    const value = fc
      .sample(fc.stringMatching(pattern), { seed: hash(name), numRuns: 100 })
      .find((s) => s.length >= min && s.length <= max);
    if (value === undefined) throw new Error(`nenhum texto para o padrão ${schema.pattern}`);
    return value;
  }
  return `exemplo${name.replace(/\W/g, '')}`.slice(0, 24).padEnd(min, 'x').slice(0, max);
}

function numberFor(schema: Schema, integer: boolean): number {
  const lower =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
        : 1;
  const upper =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
        : Number.POSITIVE_INFINITY;
  const value = Math.min(Math.max(lower, 1), upper);
  return integer ? Math.ceil(value) : value;
}

function build(given: unknown, state: State, name: string): unknown {
  if (given === true || given === undefined) return 'exemplo';
  if (!isSchema(given)) throw new Error(`esquema inválido em ${name}`);
  const schema = resolve(given, state.root);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    return build(
      (allOf as Schema[]).reduce((all, part) => merge(all, resolve(part, state.root)), rest),
      state,
      name,
    );
  }
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(choices)) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    const pick = choices.find((c) => resolve(c, state.root).type !== 'null') ?? choices[0] ?? {};
    return build(merge(rest, resolve(pick, state.root)), state, name);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return stringFor(schema, name, state);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, state.full ? 1 : 0);
      return Array.from({ length: count }, (_, i) => build(schema.items, state, `${name}${i}`));
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      if (type === undefined && Object.keys(properties).length === 0) return 'exemplo';
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties))
        if (state.full || required.has(key)) out[key] = build(property, state, key);
      return out;
    }
    default:
      throw new Error(`tipo desconhecido ${String(type)} em ${name}`);
  }
}

/**
 * Builds values `schema`s accept, one request's worth: the dates of every value it builds run in order. Throws where
 * a schema gives nothing to build a value from.
 */
export function exampleBuilder(options: ExampleOptions): (schema: unknown, name?: string) => unknown {
  const state: State = { ...options, dates: 0 };
  return (schema, name = '') => build(schema, state, name);
}
