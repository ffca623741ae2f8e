// "Para onde dá pra ir": the providers' cash fares and awards per destination airport become the explore's list,
// each award valued by the product's one valuation (my milheiro, my party, the PTAX rates) and checked against my
// balances with "como pagar" (the running transfer bonuses included), then filtered and sorted by the best total.
// Pure: the server hands it the rows, the wallet, the campaigns and the valuation context.
import { roundCents } from '../format/money';
import { type Campaign, type Holding, howToPay } from '../miles/how-to-pay';
import { offerValueOf, type ValuationContext, valueInContext } from '../miles/offer-value';
import type { Valuation } from '../miles/valuation';
import { walletProgramForAward } from '../miles/wallet-programs';
import type { Region } from '../airports/regions';
import type { ExploreAward, ExploreCash, ExploreDestination, ExploreQuery } from '../schemas/explore';
import type { ExplorePlace } from './place';

type Freshness = ExploreCash['freshness'];

/** One cash fare a provider gave for a destination: one traveller's round trip, in reais. */
export interface ExploreCashRow {
  airport: string;
  perPersonBRL: number;
  departureDate: string | null;
  returnDate: string | null;
  stops: number | null;
  airline: string | null;
  source: string;
  freshness: Freshness;
}

/** One award a provider gave for a destination: one traveller's miles and taxes, as priced. */
export interface ExploreAwardRow {
  airport: string;
  /** Shown programme ('Smiles'). */
  program: string;
  originalProgram?: string | null;
  milesPerPerson: number;
  taxesPerPerson: number | null;
  /** 'BRL', 'USD'…; 'XXX' when the provider did not say. */
  taxesCurrency: string;
  seats: number | null;
  nonstop: boolean;
  date: string | null;
  source: string;
  freshness: Freshness;
}

export interface ExploreInput {
  cash: readonly ExploreCashRow[];
  awards: readonly ExploreAwardRow[];
  place: (airport: string) => ExplorePlace;
  query: Pick<ExploreQuery, 'passengers' | 'cabin' | 'maxPerPersonBRL' | 'onlyMyBalance' | 'region' | 'nonstop'>;
  /** My milheiros and the rates of the taxes' currencies; the party comes from the query. */
  valuation: Omit<ValuationContext, 'passengers'>;
  /** The holder's own balances (wallet rows with no member). */
  wallet: readonly Holding[];
  campaigns: readonly Campaign[];
  /** yyyy-MM-dd in Brazil: which campaigns run. */
  today: string;
  /** Airports never listed (the origin's own). */
  exclude?: ReadonlySet<string>;
}

/** True when the wallet pays the party's miles from its balance, or with points it holds moved in (a bonus counts). */
export function coveredByBalance(
  offer: { program: string; originalProgram?: string | null; miles: number; taxes: number | null },
  ctx: Pick<ExploreInput, 'wallet' | 'campaigns' | 'today'> & { passengers: number },
): boolean {
  if (walletProgramForAward(offer.program, offer.originalProgram) === null) return false;
  const plan = howToPay(offer, ctx.wallet, { today: ctx.today, campaigns: ctx.campaigns, passengers: ctx.passengers });
  // Buying the missing points is a way to pay, not a balance that covers it.
  return plan.options.some((path) => path.kind === 'direct' || path.kind === 'transfer');
}

type Valued = { row: ExploreAwardRow; valuation: Valuation };

/** The one valuation of a row for the party (null when its programme has no milheiro, mine or the reference). */
function valueRow(row: ExploreAwardRow, input: ExploreInput): Valued | null {
  const valuation = valueInContext(
    {
      program: row.program,
      originalProgram: row.originalProgram ?? null,
      miles: row.milesPerPerson,
      taxes: row.taxesPerPerson,
      taxesCurrency: row.taxesCurrency,
    },
    { ...input.valuation, passengers: input.query.passengers },
  );
  return valuation === null ? null : { row, valuation };
}

function awardOf({ row, valuation }: Valued, input: ExploreInput): ExploreAward {
  const passengers = input.query.passengers;
  return {
    program: row.program,
    programId: walletProgramForAward(row.program, row.originalProgram) ?? null,
    cabin: input.query.cabin,
    miles: valuation.total.miles,
    taxes: roundCents(Math.max(0, row.taxesPerPerson ?? 0) * passengers),
    taxesCurrency: row.taxesCurrency,
    valueBRL: valuation.total.total,
    value: offerValueOf(valuation),
    seats: row.seats,
    nonstop: row.nonstop,
    date: row.date,
    // Taxes enter "como pagar" in reais; unknown ones (no rate) are left out, as the total leaves them out.
    coveredByBalance: coveredByBalance(
      {
        program: row.program,
        originalProgram: row.originalProgram ?? null,
        miles: row.milesPerPerson,
        taxes: valuation.perPerson.taxes,
      },
      { ...input, passengers },
    ),
    source: row.source,
    freshness: row.freshness,
  };
}

function cheapestCash(rows: readonly ExploreCashRow[], passengers: number): ExploreCash | null {
  let best: ExploreCashRow | null = null;
  for (const row of rows) if (row.perPersonBRL > 0 && (!best || row.perPersonBRL < best.perPersonBRL)) best = row;
  if (!best) return null;
  return {
    totalBRL: roundCents(best.perPersonBRL * passengers),
    perPersonBRL: roundCents(best.perPersonBRL),
    departureDate: best.departureDate,
    returnDate: best.returnDate,
    stops: best.stops,
    airline: best.airline,
    source: best.source,
    freshness: best.freshness,
  };
}

/** The cheapest award of each programme, best value first (seats too few for the party left out). */
/**
 * The cheapest award of each programme, best value first (seats too few for the party left out). A month of
 * round trips is hundreds of rows: each is valued (cheap), and "como pagar" runs for each programme's winner only.
 */
function cheapestPerProgram(rows: readonly ExploreAwardRow[], input: ExploreInput): ExploreAward[] {
  const byProgram = new Map<string, Valued>();
  for (const row of rows) {
    if (row.seats !== null && row.seats < input.query.passengers) continue;
    const valued = valueRow(row, input);
    if (!valued) continue;
    const seen = byProgram.get(row.program);
    if (!seen || valued.valuation.total.total < seen.valuation.total.total) byProgram.set(row.program, valued);
  }
  return [...byProgram.values()]
    .map((valued) => awardOf(valued, input))
    .sort((a, b) => a.valueBRL - b.valueBRL || a.program.localeCompare(b.program));
}

function groupBy<T extends { airport: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.airport);
    if (list) list.push(row);
    else groups.set(row.airport, [row]);
  }
  return groups;
}

function regionMatches(place: ExplorePlace, region: Region | undefined): boolean {
  return region === undefined || place.region === region;
}

/** The explore's destinations: one per airport with a price, filtered by the query, cheapest best total first. */
export function exploreDestinations(input: ExploreInput): ExploreDestination[] {
  const { query } = input;
  const nonstopOnly = query.nonstop;
  const cashRows = input.cash.filter((row) => !nonstopOnly || row.stops === 0);
  const awardRows = input.awards.filter((row) => !nonstopOnly || row.nonstop);
  const cashBy = groupBy(cashRows);
  const awardsBy = groupBy(awardRows);
  const airports = new Set([...cashBy.keys(), ...awardsBy.keys()]);
  const list: ExploreDestination[] = [];
  for (const airport of airports) {
    if (input.exclude?.has(airport)) continue;
    const place = input.place(airport);
    if (!regionMatches(place, query.region)) continue;
    const cash = cheapestCash(cashBy.get(airport) ?? [], query.passengers);
    let miles = cheapestPerProgram(awardsBy.get(airport) ?? [], input);
    const covered = miles.some((award) => award.coveredByBalance);
    // "Só com meu saldo": the awards my balances pay are the options; cash stays shown, never the best.
    if (query.onlyMyBalance) {
      if (!covered) continue;
      miles = miles.filter((award) => award.coveredByBalance);
    }
    const award = miles.find((a) => a.valueBRL > 0) ?? null;
    const cashTotal = !query.onlyMyBalance && cash && cash.totalBRL > 0 ? cash.totalBRL : null;
    const useMiles = award !== null && (cashTotal === null || award.valueBRL < cashTotal);
    const bestBRL = useMiles ? award.valueBRL : cashTotal;
    if (bestBRL === null || !(bestBRL > 0)) continue;
    if (query.maxPerPersonBRL !== undefined && bestBRL / query.passengers > query.maxPerPersonBRL) continue;
    list.push({
      ...place,
      cash,
      miles,
      coveredByBalance: covered,
      best: useMiles ? 'miles' : 'cash',
      bestBRL,
      bestProgram: useMiles ? award.program : null,
    });
  }
  return list.sort((a, b) => a.bestBRL - b.bestBRL || a.airport.localeCompare(b.airport));
}
