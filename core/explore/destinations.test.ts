import { describe, expect, it } from 'vitest';
import type { Campaign, Holding } from '../miles/how-to-pay';
import {
  coveredByBalance,
  type ExploreAwardRow,
  type ExploreCashRow,
  type ExploreInput,
  exploreDestinations,
} from './destinations';
import { placeOf } from './place';
import { type AwardLegRow, pairAwardRoundTrips } from './round-trip';

// The explore's list from providers' rows: the one valuation for the party, coveredByBalance through "como pagar"
// with a running bonus, the filters, and the best total sorting the list.

const TODAY = '2026-12-01';
const cash = (airport: string, perPersonBRL: number, stops = 0): ExploreCashRow => ({
  airport,
  perPersonBRL,
  departureDate: '2027-01-10',
  returnDate: '2027-01-17',
  stops,
  airline: 'LATAM',
  source: 'google_travel_explore',
  freshness: 'live',
});
const award = (
  airport: string,
  program: string,
  milesPerPerson: number,
  extra: Partial<ExploreAwardRow> = {},
): ExploreAwardRow => ({
  airport,
  program,
  milesPerPerson,
  taxesPerPerson: 100,
  taxesCurrency: 'BRL',
  seats: null,
  nonstop: true,
  date: '2027-01-10',
  source: 'seats_aero',
  freshness: 'live',
  ...extra,
});
const holding = (program: Holding['program'], balance: number, milheiro: number | null = null): Holding => ({
  program,
  balance,
  milheiro,
  tier: null,
});
const BONUS: Campaign = {
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 100,
  tiers: [],
  capPerCpf: null,
  validFrom: '2026-11-20',
  validUntil: '2026-12-10',
};

function input(over: Partial<ExploreInput> = {}): ExploreInput {
  return {
    cash: [],
    awards: [],
    place: (airport) => placeOf(airport),
    query: { passengers: 2, cabin: 'ECONOMY', onlyMyBalance: false, nonstop: false },
    valuation: {},
    wallet: [],
    campaigns: [],
    today: TODAY,
    ...over,
  };
}

describe('exploreDestinations', () => {
  it('values each award at my milheiro for the party and sorts by the best total', () => {
    const list = exploreDestinations(
      input({
        cash: [cash('LIS', 4000), cash('GIG', 600)],
        awards: [award('LIS', 'Smiles', 50_000), award('LIS', 'Smiles', 60_000), award('GIG', 'Smiles', 40_000)],
        valuation: { milheiros: { SMILES: 20 } },
      }),
    );
    expect(list.map((d) => d.airport)).toEqual(['GIG', 'LIS']);
    const lis = list[1];
    // 2 × (50.000 at R$ 20 + R$ 100): the cheaper of the two Smiles rows, beating 2 × R$ 4.000 in cash.
    expect(lis).toMatchObject({
      best: 'miles',
      bestProgram: 'Smiles',
      bestBRL: 2200,
      city: 'Lisboa',
      country: 'Portugal',
    });
    expect(lis?.miles).toHaveLength(1);
    expect(lis?.miles[0]).toMatchObject({ miles: 100_000, taxes: 200, valueBRL: 2200, programId: 'SMILES' });
    expect(list[0]).toMatchObject({ best: 'cash', bestBRL: 1200, cash: { totalBRL: 1200, perPersonBRL: 600 } });
  });

  it('leaves out an award with too few seats for the party, and the origin', () => {
    const list = exploreDestinations(
      input({
        cash: [cash('GRU', 10)],
        awards: [award('SSA', 'Smiles', 10_000, { seats: 1 })],
        exclude: new Set(['GRU']),
      }),
    );
    expect(list).toEqual([]);
  });

  it('filters by region, non-stop and budget per person', () => {
    const rows = input({ cash: [cash('LIS', 4000), cash('MIA', 3000, 1), cash('EZE', 1500)] });
    expect(exploreDestinations({ ...rows, query: { ...rows.query, region: 'Europa' } }).map((d) => d.airport)).toEqual([
      'LIS',
    ]);
    expect(exploreDestinations({ ...rows, query: { ...rows.query, nonstop: true } }).map((d) => d.airport)).toEqual([
      'EZE',
      'LIS',
    ]);
    expect(
      exploreDestinations({ ...rows, query: { ...rows.query, maxPerPersonBRL: 3000 } }).map((d) => d.airport),
    ).toEqual(['EZE', 'MIA']);
  });

  it('"só com meu saldo" keeps what my balances pay, with the award as the best even where cash is cheaper', () => {
    const list = exploreDestinations(
      input({
        cash: [cash('GIG', 100), cash('SSA', 100)],
        awards: [award('GIG', 'Smiles', 16_000), award('SSA', 'Smiles', 50_000)],
        wallet: [holding('SMILES', 20_000, 20), holding('LIVELO', 10_000, 30)],
        campaigns: [BONUS],
        query: { passengers: 2, cabin: 'ECONOMY', onlyMyBalance: true, nonstop: false },
      }),
    );
    expect(list.map((d) => d.airport)).toEqual(['GIG']);
    expect(list[0]).toMatchObject({ best: 'miles', coveredByBalance: true, cash: { totalBRL: 200 } });
  });
});

describe('coveredByBalance', () => {
  const offer = { program: 'Smiles', miles: 16_000, taxes: 100 };
  const wallet = [holding('SMILES', 20_000), holding('LIVELO', 10_000)];
  it('counts the balance and points moved in at the running bonus, for the whole party', () => {
    expect(coveredByBalance(offer, { wallet, campaigns: [BONUS], today: TODAY, passengers: 1 })).toBe(true);
    // 32.000 for two: 12.000 missing, 6.000 Livelo at 100 % make them.
    expect(coveredByBalance(offer, { wallet, campaigns: [BONUS], today: TODAY, passengers: 2 })).toBe(true);
    // Without the bonus 10.000 Livelo are not 12.000 miles; the bonus of another day does not run.
    expect(coveredByBalance(offer, { wallet, campaigns: [], today: TODAY, passengers: 2 })).toBe(false);
    expect(coveredByBalance(offer, { wallet, campaigns: [BONUS], today: '2026-12-11', passengers: 2 })).toBe(false);
  });
  it('is false for a programme the wallet cannot hold', () => {
    expect(
      coveredByBalance({ ...offer, program: 'Programa X' }, { wallet, campaigns: [], today: TODAY, passengers: 1 }),
    ).toBe(false);
  });
});

describe('pairAwardRoundTrips', () => {
  it('adds the same programme’s return exactly `nights` later; another programme or day is no round trip', () => {
    const leg = (row: ExploreAwardRow): AwardLegRow => ({ ...row, date: row.date ?? '' });
    const out = [leg(award('LIS', 'Smiles', 40_000, { date: '2027-01-10', seats: 4 }))];
    const back = [
      award('LIS', 'Smiles', 45_000, { date: '2027-01-17', seats: 2, taxesPerPerson: 300 }),
      award('LIS', 'Smiles', 30_000, { date: '2027-01-18' }),
      award('LIS', 'LATAM Pass', 10_000, { date: '2027-01-17' }),
    ].map(leg);
    expect(pairAwardRoundTrips(out, back, 7)).toEqual([
      expect.objectContaining({ milesPerPerson: 85_000, taxesPerPerson: 400, seats: 2, date: '2027-01-10' }),
    ]);
  });
});
