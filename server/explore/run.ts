import type { Airport } from '@core/airports/airports';
import { cityOfAirport, expandAirportCode } from '@core/airports/metro-areas';
import { type ExploreAwardRow, type ExploreCashRow, exploreDestinations } from '@core/explore/destinations';
import { type PlaceHint, placeOf } from '@core/explore/place';
import type { Holding } from '@core/miles/how-to-pay';
import { milheirosOf } from '@core/miles/offer-value';
import { isWalletProgram } from '@core/miles/wallet-programs';
import { type ExploreQuery, type ExploreReply, exploreWindow } from '@core/schemas/explore';
import { todayIsoDate } from '@core/schemas/search';
import { campaignDay } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { calendarIsDemo } from '../calendar/run';
import { ratesFor } from '../exchange/user-valuation';
import { isSeatsAeroConfigured } from '../providers/seats-aero';
import { cashRowOf, placeHintOf, travelExplore } from '../providers/travel-explore';
import { ProviderError } from '../search/provider';
import { activeCampaigns } from '../wallet/campaign-store';
import { exploreAwardMax, exploreAwards } from './awards';
import { demoExplore } from './demo';
import { exploreRowsTtl, readExploreRows, writeExploreRows } from './rows-cache';

/**
 * One explore: SerpApi's google_travel_explore for the cash fares (one call for the origin's airports, month and
 * trip length; a window of dates across months asks each) beside Seats.aero's /destinations and the few pairs'
 * /search for the awards, each through its reply cache; then the holder's wallet, the campaigns running today and the PTAX rates, and the core assembler. A
 * source's failure is reported in `errors` and leaves its prices out; nothing is made up. Without any provider
 * configured the demo answers (`demo: true`, no provider call).
 */

export interface ExploreDeps {
  config: Config;
  db: Db | null;
  userId: string | null;
  /** The server's airport dataset by code, for the names the built-in table lacks. */
  airports?: ReadonlyMap<string, Airport>;
  fetchImpl?: typeof fetch;
}

const GENERIC_FAILURE = 'Falha ao consultar a fonte.';
const failureMessage = (err: unknown) => (err instanceof ProviderError ? err.message : GENERIC_FAILURE);
/** SerpApi answers an explore in several seconds; one call is all an explore makes of it. */
const TRAVEL_EXPLORE_TIMEOUT_MS = 20_000;

const walletRows = z.array(
  z.object({
    program: z.string(),
    balance: z.coerce.number(),
    milheiro: z.coerce.number().nullable(),
    tier: z.string().nullable(),
  }),
);

/** The holder's own balances (wallet rows with no member): what "coberto pelo saldo" is judged against. */
async function holderWallet(db: Db | null, userId: string | null): Promise<Holding[]> {
  if (!db || !userId) return [];
  const rows = walletRows.parse(
    await db.query(
      `SELECT program, balance, milheiro::text AS milheiro, tier FROM wallet
       WHERE user_id = $1 AND member_id IS NULL AND deleted_at IS NULL`,
      [userId],
    ),
  );
  return rows.flatMap((r) =>
    isWalletProgram(r.program) ? [{ program: r.program, balance: r.balance, milheiro: r.milheiro, tier: r.tier }] : [],
  );
}

interface Sourced<T> {
  rows: T[];
  asked: number;
  cached: number;
  max: number;
}

/** The months a window of departure days touches ('2027-01-25'..'2027-02-10': January and February). */
export function monthsOf(window: { from: string; to: string }): string[] {
  const months: string[] = [];
  for (let month = window.from.slice(0, 7); month <= window.to.slice(0, 7); ) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

async function liveCash(
  deps: ExploreDeps,
  query: ExploreQuery,
  window: { origins: string[]; from: string; to: string; months: string[] },
  ctx: { signal: AbortSignal; now: Date },
  hints: Map<string, PlaceHint>,
): Promise<Sourced<ExploreCashRow>> {
  const apiKey = deps.config.SERPAPI_API_KEY;
  if (!apiKey) return { rows: [], asked: 0, cached: 0, max: 0 };
  const settings = {
    db: deps.db,
    settings: { apiKey, baseUrl: deps.config.SERPAPI_BASE_URL },
    ttlSeconds: deps.config.EXPLORE_CACHE_TTL_SECONDS,
    requestTimeoutMs: TRAVEL_EXPLORE_TIMEOUT_MS,
  };
  // Google's Explore answers per month: a window of dates across two months asks both (each cached on its own).
  const results = await Promise.all(
    window.months.map((month) =>
      travelExplore(settings, { airports: window.origins, month, duration: query.duration, cabin: query.cabin }, ctx),
    ),
  );
  const rows: ExploreCashRow[] = [];
  for (const result of results) {
    // A fare whose departure falls outside the asked dates (today onwards, or explicit dates) is not one asked for.
    const inWindow = result.entries.filter(
      (e) => e.departureDate === null || (e.departureDate >= window.from && e.departureDate <= window.to),
    );
    for (const e of inWindow) hints.set(e.airport, placeHintOf(e));
    rows.push(...inWindow.map((e) => cashRowOf(e, result.cached ? 'cache' : 'live')));
  }
  const cached = results.filter((r) => r.cached).length;
  return { rows, asked: results.length - cached, cached, max: window.months.length };
}

export async function runExplore(
  deps: ExploreDeps,
  query: ExploreQuery,
  options: { signal: AbortSignal; now?: Date },
): Promise<ExploreReply> {
  const now = options.now ?? new Date();
  const ctx = { signal: options.signal, now };
  const origins = expandAirportCode(query.origin);
  const today = todayIsoDate(undefined, now);
  const asked = exploreWindow(query, today);
  // A month that has begun is explored from today: no fare exists for the days gone.
  const window = {
    origins,
    from: asked.from < today ? today : asked.from,
    to: asked.to,
  };
  const months = monthsOf(window);
  const demo = calendarIsDemo(deps.config);
  // Read beside the providers (or their cache): what my balances and today's bonuses pay does not wait for them.
  const day = campaignDay(now);
  const walletRead = holderWallet(deps.db, deps.userId);
  const campaignsRead = deps.db ? activeCampaigns(deps.db, day) : Promise.resolve([]);
  // A failed read is reported where it is awaited; until then it must not count as unhandled.
  walletRead.catch(() => {});
  campaignsRead.catch(() => {});
  const errors: ExploreReply['errors'] = [];
  const hints = new Map<string, PlaceHint>();
  const none = <T>(max = 0): Sourced<T> => ({ rows: [], asked: 0, cached: 0, max });
  const settle = <T>(provider: string, work: Promise<Sourced<T>>, max: number) =>
    work.catch((err: unknown): Sourced<T> => {
      if (!options.signal.aborted) errors.push({ provider, message: failureMessage(err) });
      return none<T>(max);
    });
  let cash: Sourced<ExploreCashRow>;
  let awards: Sourced<ExploreAwardRow>;
  if (demo) {
    const priced = await demoExplore(query, window, now);
    cash = { ...none(), rows: priced.cash };
    awards = { ...none(), rows: priced.awards };
  } else {
    const seatsOn = isSeatsAeroConfigured(deps.config);
    const awardMax = seatsOn ? exploreAwardMax(deps.config, origins) : 0;
    const cashMax = deps.config.SERPAPI_API_KEY ? months.length : 0;
    const rowsKey = [
      origins.join(','),
      window.from,
      window.to,
      query.duration,
      query.cabin,
      `${cashMax}/${awardMax}/${deps.config.EXPLORE_MAX_AWARD_PAIRS}`,
    ].join('|');
    const kept = await readExploreRows(deps.db, rowsKey, now);
    if (kept) {
      for (const { airport, ...hint } of kept.hints) hints.set(airport, hint);
      cash = { rows: kept.cash, asked: 0, cached: kept.cashReplies, max: cashMax };
      awards = { rows: kept.awards, asked: 0, cached: kept.milesReplies, max: awardMax };
    } else {
      [cash, awards] = await Promise.all([
        settle('google_travel_explore', liveCash(deps, query, { ...window, months }, ctx, hints), cashMax),
        awardMax > 0
          ? settle('seats_aero', exploreAwards(deps, query, window, ctx), awardMax)
          : Promise.resolve(none<ExploreAwardRow>()),
      ]);
      if (errors.length === 0 && !options.signal.aborted)
        await writeExploreRows(
          deps.db,
          rowsKey,
          {
            cash: cash.rows,
            awards: awards.rows,
            hints: [...hints].map(([airport, hint]) => ({ airport, ...hint })),
            cashReplies: cash.asked + cash.cached,
            milesReplies: awards.asked + awards.cached,
          },
          exploreRowsTtl(deps.config, seatsOn),
          now,
        );
    }
  }
  const currencies = new Set(awards.rows.map((r) => r.taxesCurrency));
  const [wallet, campaigns, rates] = await Promise.all([walletRead, campaignsRead, ratesFor(deps, currencies, now)]);
  // My milheiros are my own rows' (server/wallet/milheiros.ts reads the same), so the wallet is read once.
  const milheiros = milheirosOf(wallet);
  const destinations = exploreDestinations({
    cash: cash.rows,
    awards: awards.rows,
    place: (airport) => placeOf(airport, deps.airports, hints.get(airport)),
    query,
    valuation: { milheiros, rates },
    wallet,
    campaigns,
    today: day,
    // Never the origin's own city (GRU asked: CGH and VCP are São Paulo too).
    exclude: new Set([...origins, ...(cityOfAirport(query.origin)?.airports ?? [])]),
  });
  return {
    origin: query.origin,
    originAirports: origins,
    month: query.month ?? null,
    from: window.from,
    to: window.to,
    duration: query.duration,
    passengers: query.passengers,
    cabin: query.cabin,
    destinations,
    calls: {
      total: cash.asked + awards.asked,
      cash: { asked: cash.asked, cached: cash.cached, max: cash.max },
      miles: { asked: awards.asked, cached: awards.cached, max: awards.max },
    },
    demo,
    errors,
    generatedAt: now.toISOString(),
  };
}
