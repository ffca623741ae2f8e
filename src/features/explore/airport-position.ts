// Where an airport is, for a map drawn on the device (the explore's dots): read from the half-degree table
// scripts/make-world-map.mjs writes (airport-positions.ts beside it), decoded once on first use.
import { POSITION_CELLS, POSITION_CODES, POSITION_DIGITS } from './airport-positions';

export interface Position {
  lat: number;
  lon: number;
}

let table: ReadonlyMap<string, Position> | null = null;

function decode(): ReadonlyMap<string, Position> {
  // Each table is read once, into numbers: a minifier may write a constant out again at every place it is used.
  const value = (c: string) => POSITION_DIGITS.indexOf(c);
  const codes = Array.from(POSITION_CODES, value);
  const cells = Array.from(POSITION_CELLS, value);
  const map = new Map<string, Position>();
  let next = 0;
  for (let i = 0; i < Math.min(codes.length * 6, 26 ** 3); i++) {
    if (!(((codes[Math.floor(i / 6)] ?? 0) >> (i % 6)) & 1)) continue;
    const [a = 0, b = 0, c = 0] = cells.slice(next * 3, next * 3 + 3);
    const n = (a << 12) | (b << 6) | c;
    next += 1;
    const code = String.fromCharCode(65 + Math.floor(i / 676), 65 + (Math.floor(i / 26) % 26), 65 + (i % 26));
    map.set(code, { lat: 90 - Math.floor(n / 720) / 2, lon: (n % 720) / 2 - 180 });
  }
  return map;
}

/** The airport's place to half a degree ('GRU' → −23.5, −46.5); null for a code the table does not list. */
export function airportPosition(code: string): Position | null {
  table ??= decode();
  return table.get(code.trim().toUpperCase()) ?? null;
}
