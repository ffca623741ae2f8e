import type { ExploreAwardRow, ExploreCashRow } from '@core/explore/destinations';
import { EXPLORE_FRESHNESS } from '@core/schemas/explore';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';

/**
 * An explore's provider rows as ONE search_cache entry, beside each provider's own cached reply: a repeated
 * explore reads one small row (a few dozen destinations) instead of a /destinations per airport and a month of
 * /search rows per pair, parsing and pairing them again; the bench's p99 from cache is that difference. It lives
 * no longer than the shortest of the replies it was made from, and an explore a source failed is never kept.
 */

const EXPLORE_ROWS_ID = 'explore_rows';
const freshness = z.enum(EXPLORE_FRESHNESS);
const nullableText = z.string().nullable();

const cashRow = z.object({
  airport: z.string(),
  perPersonBRL: z.number(),
  departureDate: nullableText,
  returnDate: nullableText,
  stops: z.number().nullable(),
  airline: nullableText,
  source: z.string(),
  freshness,
});
const awardRow = z.object({
  airport: z.string(),
  program: z.string(),
  originalProgram: nullableText.optional(),
  milesPerPerson: z.number(),
  taxesPerPerson: z.number().nullable(),
  taxesCurrency: z.string(),
  seats: z.number().nullable(),
  nonstop: z.boolean(),
  date: nullableText,
  source: z.string(),
  freshness,
});
const hint = z.object({
  airport: z.string(),
  city: nullableText.optional(),
  country: nullableText.optional(),
  lat: z.number().nullable().optional(),
  lon: z.number().nullable().optional(),
});
const entrySchema = z.object({
  cash: z.array(cashRow),
  awards: z.array(awardRow),
  hints: z.array(hint),
  /** The provider replies the rows came from, so a cached explore can say what it stands for. */
  cashReplies: z.number().int(),
  milesReplies: z.number().int(),
});
export type ExploreRowsEntry = z.output<typeof entrySchema>;

/** How long an explore's rows answer again: the shortest lifetime of the replies they came from. */
export function exploreRowsTtl(config: Config, withAwards: boolean): number {
  const ttl = config.EXPLORE_CACHE_TTL_SECONDS;
  return withAwards ? Math.min(ttl, config.SEATS_AERO_CACHE_TTL_SECONDS) : ttl;
}

export async function readExploreRows(db: Queryable | null, key: string, now: Date): Promise<ExploreRowsEntry | null> {
  if (!db) return null;
  const hit = await readProviderCache(db, EXPLORE_ROWS_ID, key, entrySchema, now);
  if (!hit) return null;
  // Read again, the rows are the cache's, whatever they were when kept.
  const cached = <T extends { freshness: string }>(rows: T[]): T[] => rows.map((r) => ({ ...r, freshness: 'cache' }));
  return { ...hit.value, cash: cached(hit.value.cash), awards: cached(hit.value.awards) };
}

export async function writeExploreRows(
  db: Queryable | null,
  key: string,
  entry: { cash: ExploreCashRow[]; awards: ExploreAwardRow[] } & Omit<ExploreRowsEntry, 'cash' | 'awards'>,
  ttlSeconds: number,
  now: Date,
): Promise<void> {
  if (db) await writeProviderCache(db, EXPLORE_ROWS_ID, key, entry, ttlSeconds, now);
}
