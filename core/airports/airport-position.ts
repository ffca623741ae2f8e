// Where an airport is, for a map drawn on the device (the explore's dots): read from the half-degree table
// scripts/make-world-map.mjs writes (core/airports/positions.ts), decoded once on first use.
import { POSITION_CELLS, POSITION_CODES, POSITION_DIGITS } from './positions';

export interface Position {
  lat: number;
  lon: number;
}

let table: ReadonlyMap<string, Position> | null = null;

function decode(): ReadonlyMap<string, Position> {
  const value = (c: string) => POSITION_DIGITS.indexOf(c);
  const map = new Map<string, Position>();
  let next = 0;
  for (let i = 0; i < POSITION_CODES.length * 6 && i < 26 ** 3; i++) {
    if (!((value(POSITION_CODES.charAt(Math.floor(i / 6))) >> (i % 6)) & 1)) continue;
    const at = next * 3;
    const n =
      (value(POSITION_CELLS.charAt(at)) << 12) |
      (value(POSITION_CELLS.charAt(at + 1)) << 6) |
      value(POSITION_CELLS.charAt(at + 2));
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
