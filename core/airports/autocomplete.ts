import { normalizeForSearch } from '../text/normalize';
import type { Airport } from './airports';

/**
 * Airport autocomplete (SPEC §5): from 2 characters, accent- and case-insensitive, matching IATA code, name
 * or city, at most 10 suggestions. Order: exact IATA code, then city prefix, then a word of the name (or city)
 * starting with the query, then IATA prefix, and only when none of those match, any substring; within each
 * tier the built-in airports first, then alphabetical. Everything is precomputed once (sorted keys and binary
 * search), so a query over ~10,000 airports touches only the matching range.
 */

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_RESULTS = 10;

/** Sorted keys with the airport each belongs to; `builtin` is the same for the built-in airports alone. */
interface SortedKeys {
  keys: string[];
  ids: Int32Array;
  builtin: { keys: string[]; ids: Int32Array };
}

export interface AirportIndex {
  readonly airports: readonly Airport[];
  readonly byIata: ReadonlyMap<string, number>;
  readonly cities: SortedKeys;
  readonly words: SortedKeys;
  readonly codes: SortedKeys;
  /** Normalised 'iata city name' per airport. */
  readonly haystacks: readonly string[];
  /** Every haystack joined by '\n', and where each starts: one indexOf pass for the substring tier. */
  readonly joined: string;
  readonly offsets: Int32Array;
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
  const builtin = entries.filter((e) => (airports[e[1]] as Airport).builtin);
  return {
    keys: entries.map((e) => e[0]),
    ids: Int32Array.from(entries, (e) => e[1]),
    builtin: { keys: builtin.map((e) => e[0]), ids: Int32Array.from(builtin, (e) => e[1]) },
  };
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
    for (const word of `${city} ${name}`.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 2 || seen.has(word)) continue;
      seen.add(word);
      words.push([word, id]);
    }
    haystacks.push(`${iata} ${city} ${name}`);
  });
  const offsets = new Int32Array(haystacks.length);
  for (let i = 1; i < haystacks.length; i++)
    offsets[i] = (offsets[i - 1] as number) + (haystacks[i - 1] as string).length + 1;
  return {
    airports,
    byIata,
    cities: sortedKeys(cities, airports),
    words: sortedKeys(words, airports),
    codes: sortedKeys(codes, airports),
    haystacks,
    joined: haystacks.join('\n'),
    offsets,
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

/** [start, end) of the keys starting with `prefix`. */
function prefixRange(keys: readonly string[], prefix: string): [number, number] {
  return [lowerBound(keys, prefix), lowerBound(keys, `${prefix}\uffff`)];
}

/** The last i with offsets[i] <= pos. */
function ownerOf(offsets: Int32Array, pos: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((offsets[mid] as number) <= pos) lo = mid;
    else hi = mid - 1;
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
  /** Matches of `prefix` in `sorted`: its built-in airports first, then the rest in key order. */
  addPrefixRange(sorted: SortedKeys, prefix: string) {
    for (const part of [sorted.builtin, sorted]) {
      const [start, end] = prefixRange(part.keys, prefix);
      for (let i = start; i < end && !this.full; i++) this.add(part.ids[i] as number);
    }
  }
}

/**
 * Up to `limit` airports for what the user typed. A full label ('São Paulo (GRU) - Guarulhos') finds its
 * airport again; with several words, the most selective one is matched as above and every other must start
 * a word.
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
  // With several words, the one with the fewest word matches leads; every other must start a word.
  const selectivity = (t: string) => {
    const [start, end] = prefixRange(index.words.keys, t);
    return end - start;
  };
  const lead = terms.length === 1 ? q : terms.reduce((best, t) => (selectivity(t) < selectivity(best) ? t : best));
  const rest = terms.filter((t) => t !== lead);
  const startsWord = (hay: string, t: string) => hay.startsWith(t) || hay.includes(` ${t}`);
  const all = new Collector(limit, (id) => rest.every((t) => startsWord(haystacks[id] as string, t)));

  if (terms.length === 1) {
    const exact = index.byIata.get(q.toUpperCase());
    if (exact !== undefined) all.add(exact);
  } else {
    // 'sao paulo', 'rio de janeiro': the whole query as a city prefix comes before word matches.
    const whole = new Collector(limit, () => true);
    whole.addPrefixRange(index.cities, q);
    for (const id of whole.ids) all.add(id);
  }
  all.addPrefixRange(index.cities, lead);
  all.addPrefixRange(index.words, lead);
  if (terms.length === 1 && q.length <= 3) all.addPrefixRange(index.codes, q);
  // Substrings ('anaus' → Manaus) only when nothing starts with the query: otherwise every 'Aeroporto …'
  // would pad a search for 'porto'.
  if (all.ids.length === 0) {
    const { joined, offsets } = index;
    let pos = joined.indexOf(lead);
    while (pos >= 0 && !all.full) {
      const id = ownerOf(offsets, pos);
      all.add(id);
      const next = offsets[id + 1];
      if (next === undefined) break;
      pos = joined.indexOf(lead, next);
    }
  }
  return all.ids.map((id) => airports[id] as Airport);
}
