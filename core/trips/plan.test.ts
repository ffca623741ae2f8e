import { describe, expect, it } from 'vitest';
import type { Campaign, Holding } from '../miles/how-to-pay';
import type { TransferPartner } from '../miles/transfer-partners';
import type { AwardCandidate, CashCandidate, IssueCheck, MemberWallet, PlanInput, Traveller } from './inputs';
import { partyFigures, planTrips } from './plan';

// The round-trip planner on hand-made offers: each direction in cash or miles, the party's total exactly N × the
// per-person figure, foreign taxes in reais, transfers with the running bonus, and accounts past their cap left out.

const TODAY = '2026-11-26';
const OUT = '2027-01-10';
const BACK = '2027-01-20';
const flight = { origin: 'GRU', destination: 'LIS', airline: 'TAP', departureTime: '', arrivalTime: '', stops: 0 };
const cash = (date: string, pricePerPerson: number): CashCandidate => ({
  kind: 'cash',
  date,
  pricePerPerson,
  flight,
  source: 'google_flights',
  freshness: 'live',
});
const award = (date: string, miles: number, over: Partial<AwardCandidate> = {}): AwardCandidate => ({
  kind: 'award',
  date,
  program: 'Smiles',
  originalProgram: null,
  milesPerPerson: miles,
  taxesPerPerson: 100,
  taxesCurrency: 'BRL',
  seats: 9,
  flight,
  source: 'seats_aero',
  freshness: 'live',
  ...over,
});
const hold = (program: Holding['program'], balance: number, milheiro: number | null = 20): Holding => ({
  program,
  balance,
  milheiro,
  tier: null,
});
const fact = <T>(value: T) => ({ value, unsure: false });
const PARTNERS: TransferPartner[] = [
  {
    from: 'LIVELO',
    to: 'SMILES',
    ratio: fact({ points: 1, miles: 1 }),
    minimumPoints: fact(null),
    step: fact(1),
    creditTime: fact(null),
    checkedOn: TODAY,
    source: 'teste',
    unsure: false,
  },
];
const BONUS: Campaign = {
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 100,
  tiers: [],
  validFrom: '2026-11-20',
  validUntil: '2026-11-30',
  capPerCpf: null,
};
const EU: Traveller = { memberId: null, name: 'Eu' };
const ANA_ID = '0b7d7f43-7d1e-4a59-9a53-1b1a2b3c4d5e';
const ANA: Traveller = { memberId: ANA_ID, name: 'Ana' };
const wallet = (memberId: string | null, name: string, holdings: Holding[]): MemberWallet => ({
  memberId,
  name,
  holdings,
});

const input = (over: Partial<PlanInput>): PlanInput => ({
  outbound: [],
  inbound: null,
  travellers: [EU, ANA],
  wallets: [wallet(null, 'Eu', [])],
  campaigns: [],
  rates: {},
  today: TODAY,
  partners: PARTNERS,
  ...over,
});

describe('planTrips', () => {
  it('mixes directions where cheaper: cash out, miles back, for 2 travellers at exactly 2 × the per-person price', () => {
    const plans = planTrips(
      input({
        // Out: R$ 1.000,33 a head in cash against 100.000 Smiles (R$ 2.000 + taxes); back: R$ 3.000 against 50.000.
        outbound: [cash(OUT, 1000.33), award(OUT, 100_000)],
        inbound: [cash(BACK, 3000), award(BACK, 50_000)],
        wallets: [wallet(null, 'Eu', [hold('SMILES', 300_000)])],
      }),
    );
    const [best] = plans;
    expect(best?.outbound).toMatchObject({ kind: 'cash', cashPerPersonBRL: 1000.33, partyBRL: 2000.66 });
    expect(best?.inbound?.kind).toBe('award');
    // 100.000 miles for the two at R$ 20 per 1.000 + R$ 200 of taxes.
    expect(best?.inbound).toMatchObject({ partyBRL: 2200 });
    expect(best?.inbound?.award).toMatchObject({ milesParty: 100_000, milesFromBalance: 100_000, milesMissing: 0 });
    expect(best?.perPersonBRL).toBe(2100.33);
    expect(best?.totalBRL).toBe(4200.66);
    for (const plan of plans) expect(plan.totalBRL).toBe(Math.round(plan.perPersonBRL * 2 * 100) / 100);
    expect(best?.payers.map((p) => [p.direction, p.pays, p.miles])).toEqual([
      ['outbound', 'cash', 0],
      ['inbound', 'SMILES', 100_000],
    ]);
    // Distinct plans, the cheapest first.
    const keys = plans.map((p) => `${p.outbound.kind}>${p.inbound?.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(plans.map((p) => p.totalBRL)).toEqual([...plans.map((p) => p.totalBRL)].sort((a, b) => a - b));
  });

  it('rounds the per-person figure once and multiplies it back', () => {
    expect(partyFigures(100.01, 3)).toEqual({ perPersonBRL: 33.34, totalBRL: 100.02 });
    expect(partyFigures(4200.66, 2)).toEqual({ perPersonBRL: 2100.33, totalBRL: 4200.66 });
  });

  it('converts taxes in USD at the PTAX rate into the total', () => {
    const [plan] = planTrips(
      input({
        outbound: [award(OUT, 10_000, { taxesPerPerson: 100, taxesCurrency: 'USD' })],
        wallets: [wallet(null, 'Eu', [hold('SMILES', 50_000)])],
        rates: { USD: { rate: 5.5, date: '2026-11-25' } },
      }),
    );
    expect(plan?.outbound.award?.taxes).toMatchObject({
      amount: 100,
      currency: 'USD',
      status: 'converted',
      reais: 550,
    });
    expect(plan?.outbound.award?.taxesPartyBRL).toBe(1100);
    // 20.000 miles at R$ 20 + US$ 200 at R$ 5,50.
    expect(plan?.totalBRL).toBe(1500);
    expect(plan?.perPersonBRL).toBe(750);
  });

  it('covers a balance too small with a transfer at the running bonus', () => {
    const [plan] = planTrips(
      input({
        outbound: [award(OUT, 50_000)],
        wallets: [wallet(null, 'Eu', [hold('SMILES', 40_000), hold('LIVELO', 100_000, 30)])],
        campaigns: [BONUS],
      }),
    );
    // 100.000 needed, 40.000 held: 30.000 Livelo at 100 % bonus credit 60.000.
    expect(plan?.transfers).toEqual([
      {
        memberId: null,
        name: 'Eu',
        direction: 'outbound',
        from: 'LIVELO',
        to: 'SMILES',
        points: 30_000,
        milesCredited: 60_000,
        bonusPercent: 100,
        campaignUntil: '2026-11-30',
        costBRL: 900,
      },
    ]);
    // Balance 40.000 at R$ 20 + Livelo 30.000 at R$ 30 + R$ 200 of taxes.
    expect(plan?.totalBRL).toBe(1900);
    expect(plan?.outbound.award?.milesMissing).toBe(0);
  });

  it('values the miles no balance or transfer covers at the milheiro, and says so', () => {
    const [plan] = planTrips(input({ outbound: [award(OUT, 50_000)], wallets: [wallet(null, 'Eu', [])] }));
    // Smiles' reference value, R$ 15 per 1.000, for 100.000 miles + R$ 200.
    expect(plan?.totalBRL).toBe(1700);
    expect(plan?.outbound.award).toMatchObject({ milesMissing: 100_000, milheiro: 15 });
    expect(plan?.warnings.join(' ')).toContain('Faltam 100.000 milhas Smiles');
  });

  it('never has a capped account issue for someone else, and says why', () => {
    const capped: IssueCheck = (program, account) =>
      program === 'SMILES' && account === ANA_ID
        ? { ok: false, warning: 'A conta da Ana já emitiu para 25 pessoas em 2026' }
        : { ok: true };
    const plans = planTrips(
      input({
        outbound: [award(OUT, 30_000), cash(OUT, 2000)],
        inbound: [award(BACK, 30_000), cash(BACK, 2000)],
        // Only Ana holds Smiles: without her account the miles are valued at the holder's milheiro.
        wallets: [wallet(null, 'Eu', []), wallet(ANA_ID, 'Ana', [hold('SMILES', 500_000, 10)])],
        issueCheck: capped,
      }),
    );
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      for (const dir of [plan.outbound, plan.inbound]) expect(dir?.award?.issuer.memberId ?? null).not.toBe(ANA_ID);
      expect(plan.warnings).toContain('A conta da Ana já emitiu para 25 pessoas em 2026');
    }
    const allowed = planTrips(
      input({
        outbound: [award(OUT, 30_000), cash(OUT, 2000)],
        wallets: [wallet(null, 'Eu', []), wallet(ANA_ID, 'Ana', [hold('SMILES', 500_000, 10)])],
      }),
    );
    expect(allowed[0]?.outbound.award?.issuer).toEqual({ memberId: ANA_ID, name: 'Ana' });
    expect(allowed[0]?.totalBRL).toBe(800);
  });

  it('passes on the caution of an account that may issue (a new beneficiary waits)', () => {
    const wait: IssueCheck = () => ({ ok: true, warning: 'Cadastre essa pessoa com antecedência' });
    const [plan] = planTrips(
      input({
        outbound: [award(OUT, 10_000)],
        wallets: [wallet(null, 'Eu', [hold('SMILES', 50_000)])],
        issueCheck: wait,
      }),
    );
    expect(plan?.outbound.kind).toBe('award');
    expect(plan?.warnings).toContain('Cadastre essa pessoa com antecedência');
  });

  it('spends one balance once: the return is priced with what the outbound left', () => {
    const [plan] = planTrips(
      input({
        travellers: [EU],
        outbound: [award(OUT, 60_000)],
        inbound: [award(BACK, 60_000)],
        wallets: [wallet(null, 'Eu', [hold('SMILES', 100_000)])],
      }),
    );
    expect(plan?.outbound.award?.milesFromBalance).toBe(60_000);
    expect(plan?.inbound?.award).toMatchObject({ milesFromBalance: 40_000, milesMissing: 20_000 });
  });

  it('leaves out an award with fewer seats than travellers and a return before the outbound', () => {
    const plans = planTrips(
      input({
        outbound: [award(OUT, 10_000, { seats: 1 }), cash(OUT, 900)],
        inbound: [cash('2027-01-05', 100), cash(BACK, 800)],
      }),
    );
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ outbound: { kind: 'cash' }, inbound: { date: BACK }, totalBRL: 3400 });
  });
});
