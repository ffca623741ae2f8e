import { normalizeForSearch } from '../text/normalize';
import type { Airport } from './airports';

/**
 * Airport autocomplete (SPEC §5): from 2 characters, accent- and case-insensitive, matching IATA code, name
 * or city, at most 10 suggestions. Order: exact IATA code, then city prefix, then a word of the name (or city)
 * starting with the query, then IATA prefix, then any substring; within each tier the built-in airports
 * first, then alphabetical. Everything is precomputed once (sorted keys and binary search), so a query over
 * ~10,000 airports touches only the matching range.
 */

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_RESULTS = 10;

/** Sorted keys with the airport each belongs to. */
interface SortedKeys {
  keys: string[];
  ids: Int32Array;
}

export interface AirportIndex {
  readonly airports: readonly Airport[];
  readonly byIata: ReadonlyMap<string, number>;
  readonly cities: SortedKeys;
  readonly words: SortedKeys;
  readonly codes: SortedKeys;
  /** Normalised 'iata city name' per airport, for the substring tier. */
  readonly haystacks: readonly string[];
}

function sortedKeys(entries: [string, number][], airports: readonly Airport[]): SortedKeys {
  // Key, then built-in first, then IATA: the order each tier reads its matches in.
  entries.sort(([ka, ia], [kb, ib]) => {
    if (ka !== kb) return ka < kb ? -1 : 1;
    const a = airports[ia] as Airport;
    const b = airports[ib] as Airport;
    if (a.builtin !== b.builtin) return a.builtin ? -1 : 1;
    return a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0;
  });
  return { keys: entries.map((e) => e[0]), ids: Int32Array.from(entries, (e) => e[1]) };
}

export function buildAirportIndex(airports: readonly Airport[]): AirportIndex {
  const byIata = new Map<string, number>();
  const cities: [string, number][] = [];
  const words: [string, number][] = [];
  const codes: [string, number][] = [];
  const haystacks: string[] = [];
  airports.forEach((airport, id) => {
    if (!byIata.has(airport.iata)) byIata.set(airport.iata, id);
    const iata = airport.iata.toLowerCase();
    const city = normalizeForSearch(airport.city);
    const name = normalizeForSearch(airport.name);
    cities.push([city, id]);
    codes.push([iata, id]);
    const seen = new Set<string>();
    for (const word of `${city} ${name}`.split(/[^a-z0-9]+/)) {
      if (word.length < 2 || seen.has(word)) continue;
      seen.add(word);
      words.push([word, id]);
    }
    haystacks.push(`${iata} ${city} ${name}`);
  });
  return {
    airports,
    byIata,
    cities: sortedKeys(cities, airports),
    words: sortedKeys(words, airports),
    codes: sortedKeys(codes, airports),
    haystacks,
  };
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class Collector {
  readonly ids: number[] = [];
  private readonly seen = new Set<number>();
  constructor(
    readonly limit: number,
    private readonly accept: (id: number) => boolean,
  ) {}
  get full() {
    return this.ids.length >= this.limit;
  }
  add(id: number) {
    if (this.full || this.seen.has(id) || !this.accept(id)) return;
    this.seen.add(id);
    this.ids.push(id);
  }
  /** Matches of `prefix` in `sorted`: built-in airports of the whole range first, then the rest in order. */
  addPrefixRange(sorted: SortedKeys, prefix: string, airports: readonly Airport[]) {
    if (this.full) return;
    const start = lowerBound(sorted.keys, prefix);
    let end = start;
    while (end < sorted.keys.length && (sorted.keys[end] as string).startsWith(prefix)) end++;
    for (let i = start; i < end && !this.full; i++) {
      const id = sorted.ids[i] as number;
      if ((airports[id] as Airport).builtin) this.add(id);
    }
    for (let i = start; i < end && !this.full; i++) this.add(sorted.ids[i] as number);
  }
}

/**
 * Up to `limit` airports for what the user typed. A full label ('São Paulo (GRU) - Guarulhos') finds its
 * airport again; several words must all appear (as word starts in the city or name, or anywhere).
 */
export function searchAirports(index: AirportIndex, query: string, limit = AUTOCOMPLETE_MAX_RESULTS): Airport[] {
  const q = normalizeForSearch(query);
  if (q.length < AUTOCOMPLETE_MIN_CHARS || limit <= 0) return [];
  const { airports, haystacks } = index;

  const labelled = /\(([a-z]{3})\)/.exec(q);
  if (labelled) {
    const id = index.byIata.get((labelled[1] as string).toUpperCase());
    if (id !== undefined) return [airports[id] as Airport];
  }

  const terms = q.split(' ');
  const first = terms.reduce((longest, t) => (t.length > longest.length ? t : longest), '');
  const rest = terms.filter((t) => t !== first);
  const all = new Collector(limit, (id) => rest.every((t) => (haystacks[id] as string).includes(t)));

  if (terms.length === 1) {
    const exact = index.byIata.get(q.toUpperCase());
    if (exact !== undefined) all.add(exact);
  }
  if (terms.length > 1) {
    // 'sao paulo', 'rio de janeiro': the whole query as a city prefix comes before word matches.
    const whole = new Collector(limit, () => true);
    whole.addPrefixRange(index.cities, q, airports);
    for (const id of whole.ids) all.add(id);
  }
  all.addPrefixRange(index.cities, first, airports);
  all.addPrefixRange(index.words, first, airports);
  if (terms.length === 1 && q.length <= 3) all.addPrefixRange(index.codes, q, airports);
  if (!all.full) {
    for (let id = 0; id < haystacks.length && !all.full; id++) {
      const hay = haystacks[id] as string;
      if (hay.includes(q) || (terms.length > 1 && hay.includes(first))) all.add(id);
    }
  }
  return all.ids.map((id) => airports[id] as Airport);
}
