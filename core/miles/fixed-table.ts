import { type Airport, regionForAirport } from '../airports/airports';
import type { Region } from '../airports/regions';
import { programFamily } from './programs';

/** The fixed table's three cabins; premium economy prices as economy (the spec names no multiplier for it). */
export type FixedTableCabin = 'economy' | 'business' | 'first';

/** 'ECONOMY', 'PREMIUM_ECONOMY', 'ECONOMIC', 'Business', 'EXECUTIVE', 'FIRST_CLASS'… → the fixed table's cabin. */
export function toFixedTableCabin(cabin: string | null | undefined): FixedTableCabin {
  const c = (cabin ?? '').trim().toUpperCase();
  if (c.startsWith('FIRST') || c === 'F' || c === 'PRIMEIRA') return 'first';
  if (c === 'BUSINESS' || c === 'EXECUTIVE' || c === 'EXECUTIVA' || c === 'J' || c === 'PREMIUM_BUSINESS')
    return 'business';
  return 'economy';
}

/** SPEC §9: economy miles by region pair, one way; pairs the spec lists, each valid in both directions. */
const ECONOMY_MILES: readonly (readonly [Region, Region, number])[] = [
  ['América do Sul 1', 'América do Sul 1', 4000],
  ['América do Sul 1', 'América do Sul 2', 24000],
  ['América do Sul 1', 'América do Norte', 57000],
  ['América do Sul 1', 'Europa', 80700],
  ['América do Sul 1', 'Oceania', 95000],
  ['América do Sul 1', 'Oriente Médio', 121500],
  ['América do Sul 1', 'África', 62000],
  ['América do Sul 1', 'Ásia', 125500],
  ['América do Sul 2', 'América do Sul 2', 10000],
  ['América do Norte', 'América do Norte', 30000],
  ['Europa', 'Europa', 24000],
  ['Oceania', 'Oceania', 36000],
  ['Oriente Médio', 'Oriente Médio', 29000],
  ['África', 'África', 24000],
  ['Ásia', 'Ásia', 24000],
];

export const CABIN_MULTIPLIER: Readonly<Record<FixedTableCabin, number>> = { economy: 1, business: 2, first: 3 };

const pairKey = (a: Region, b: Region) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const TABLE: ReadonlyMap<string, number> = new Map(ECONOMY_MILES.map(([a, b, miles]) => [pairKey(a, b), miles]));

/**
 * Miles for one way between two regions in `cabin`: the economy figure × 1 / 2 / 3, rounded. Symmetric.
 * Null for pairs the spec's table does not price (e.g. Europa ⇄ Ásia): callers fall back to fallbackMiles.
 */
export function fixedTableMiles(from: Region, to: Region, cabin: FixedTableCabin | string = 'economy'): number | null {
  const base = TABLE.get(pairKey(from, to));
  if (base === undefined) return null;
  return Math.round(base * CABIN_MULTIPLIER[toFixedTableCabin(cabin)]);
}

export interface FixedTableQuote {
  miles: number;
  originRegion: Region;
  destinationRegion: Region;
  cabin: FixedTableCabin;
}

/** The fixed-table price of a route by airport codes, or null when a region is unknown or the pair unpriced. */
export function fixedTableQuote(
  origin: string,
  destination: string,
  cabin: FixedTableCabin | string = 'economy',
  airports?: ReadonlyMap<string, Airport>,
): FixedTableQuote | null {
  const originRegion = regionForAirport(origin, airports);
  const destinationRegion = regionForAirport(destination, airports);
  if (!originRegion || !destinationRegion) return null;
  const miles = fixedTableMiles(originRegion, destinationRegion, cabin);
  return miles === null ? null : { miles, originRegion, destinationRegion, cabin: toFixedTableCabin(cabin) };
}

// ---- fallback miles ------------------------------------------------------------------------------------

/** SPEC §9 (economy / business / first) per programme; any other programme 15000. */
const FALLBACK_MILES: Readonly<Record<'smiles' | 'latam' | 'azul', Record<FixedTableCabin, number>>> = {
  smiles: { economy: 10000, business: 24000, first: 38000 },
  latam: { economy: 12500, business: 30000, first: 45000 },
  azul: { economy: 9000, business: 25000, first: 40000 },
};
export const OTHER_PROGRAM_FALLBACK_MILES = 15000;

/** The "no real number" markers providers use: missing, not a number, ≤ 0, or the 999999 sentinel (or above). */
export function isMissingMiles(miles: number | null | undefined): boolean {
  return typeof miles !== 'number' || !Number.isFinite(miles) || miles <= 0 || miles >= 999999;
}

export function fallbackMiles(program: string | null | undefined, cabin: FixedTableCabin | string = 'economy'): number {
  const family = programFamily(program);
  const table = family === 'smiles' || family === 'latam' || family === 'azul' ? FALLBACK_MILES[family] : null;
  return table ? table[toFixedTableCabin(cabin)] : OTHER_PROGRAM_FALLBACK_MILES;
}

/** The miles to show: the provider's when real, else the programme's fallback (flagged as estimated). */
export function resolveMiles(
  miles: number | null | undefined,
  program: string | null | undefined,
  cabin: FixedTableCabin | string = 'economy',
): { miles: number; estimated: boolean } {
  if (!isMissingMiles(miles)) return { miles: miles as number, estimated: false };
  return { miles: fallbackMiles(program, cabin), estimated: true };
}

// ---- demo pricing of the fixed-table issuance pages -------------------------------------------------------

export interface MilesAndFees {
  miles: number;
  /** Reais. */
  fees: number;
}

/** SPEC §9 "Fixed-table demo pricing", both directions. */
const DEMO_PRICES: Readonly<Record<'economy' | 'business', Record<string, MilesAndFees>>> = {
  economy: {
    'GRU-MIA': { miles: 45000, fees: 150 },
    'GRU-JFK': { miles: 50000, fees: 180 },
    'GRU-MAD': { miles: 65000, fees: 220 },
    'GRU-LHR': { miles: 70000, fees: 250 },
    other: { miles: 55000, fees: 200 },
  },
  business: {
    'GRU-MIA': { miles: 90000, fees: 150 },
    'GRU-JFK': { miles: 100000, fees: 180 },
    'GRU-MAD': { miles: 130000, fees: 220 },
    other: { miles: 110000, fees: 200 },
  },
};
const DEMO_OTHER_CABIN: MilesAndFees = { miles: 150000, fees: 250 };

export function fixedTableDemoPrice(
  origin: string,
  destination: string,
  cabin: FixedTableCabin | string = 'economy',
): MilesAndFees {
  const c = toFixedTableCabin(cabin);
  if (c === 'first') return { ...DEMO_OTHER_CABIN };
  const [o, d] = [origin.trim().toUpperCase(), destination.trim().toUpperCase()];
  const table = DEMO_PRICES[c];
  const price = table[`${o}-${d}`] ?? table[`${d}-${o}`] ?? (table.other as MilesAndFees);
  return { ...price };
}
