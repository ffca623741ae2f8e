import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { type ClubCampaign, type ClubTraveller, clubCostPerThousand, clubTierName, valueClub } from './club-value';
import { CLUB_PLANS, type ClubPlan, defaultClubPlan } from './clubs';

const nobody: ClubTraveller = { milheiros: {}, tiers: [], uses: [] };
const campaign = (changes: Partial<ClubCampaign> = {}): ClubCampaign => ({
  id: 'c1',
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 50,
  tiers: [],
  capPerCpf: null,
  validUntil: addDaysIso(todayIsoDate(), 30),
  ...changes,
});
const plan = (changes: Partial<ClubPlan>): ClubPlan => ({ ...defaultClubPlan('esfera-1000'), ...changes });

describe('clubCostPerThousand', () => {
  it('monthly price ÷ points per month × 1,000, to the centavo', () => {
    expect(clubCostPerThousand({ monthlyPriceBRL: 54.9, pointsPerMonth: 1000 })).toBe(54.9);
    expect(clubCostPerThousand({ monthlyPriceBRL: 21.9, pointsPerMonth: 500 })).toBe(43.8);
    expect(clubCostPerThousand({ monthlyPriceBRL: 839.9, pointsPerMonth: 20000 })).toBe(42);
    expect(clubCostPerThousand({ monthlyPriceBRL: 199.9, pointsPerMonth: 7000 })).toBe(28.56);
  });

  it('no price, no figure: "a confirmar" is never a number', () => {
    expect(clubCostPerThousand({ monthlyPriceBRL: null, pointsPerMonth: 1000 })).toBeNull();
  });
});

describe('the core data', () => {
  it('at least four plans carry a price and points, each with a source', () => {
    const priced = CLUB_PLANS.filter((p) => p.monthlyPriceBRL !== null && p.pointsPerMonth > 0);
    expect(priced.length).toBeGreaterThanOrEqual(4);
    for (const p of CLUB_PLANS) expect(p.sources.length).toBeGreaterThan(0);
    expect(new Set(CLUB_PLANS.map((p) => p.program))).toEqual(
      new Set(['LIVELO', 'ESFERA', 'SMILES', 'LATAM_PASS', 'AZUL']),
    );
  });

  it("a campaign's tier is the club's name without the plan size", () => {
    expect(clubTierName(defaultClubPlan('livelo-7000'))).toBe('Clube Livelo');
  });
});

describe('valueClub: a points club', () => {
  it('counts the bonus its members get in the best running campaign, and says which', () => {
    const traveller: ClubTraveller = { milheiros: { SMILES: 17 }, tiers: [], uses: ['SMILES'] };
    const running = [
      campaign({ bonusPercent: 60, tiers: [{ tier: 'Clube Esfera', bonusPercent: 100 }], from: 'ESFERA' }),
    ];
    const v = valueClub(plan({ monthlyPriceBRL: 28.4 }), traveller, running);
    expect(v.costPerThousandBRL).toBe(28.4);
    expect(v.bonusPercent).toBe(100);
    expect(v.campaign).toMatchObject({ id: 'c1', from: 'ESFERA', to: 'SMILES' });
    expect(v.milesCostPerThousandBRL).toBe(14.2);
    expect(v.verdict).toBe('sim');
    expect(v.why).toBe('R$ 14,20 por mil milhas Smiles com o bônus de 100%, abaixo do seu milheiro de R$ 17,00.');
  });

  it('against buying: list-price points moved at the same bonus', () => {
    const v = valueClub(plan({}), nobody, [campaign({ from: 'ESFERA', bonusPercent: 100 })]);
    expect(v.buyPerThousandBRL).toBe(35);
  });

  it('costs more than the milheiro: não, and the reference value is said to be one', () => {
    const v = valueClub(plan({}), nobody, [campaign({ from: 'ESFERA', bonusPercent: 50 })]);
    expect(v.milesCostPerThousandBRL).toBe(36.6);
    expect(v.milheiro).toEqual({ value: 15, reference: true, program: 'SMILES' });
    expect(v.verdict).toBe('nao');
    expect(v.why).toContain('acima do valor de referência de R$ 15,00');
  });

  it('without a running campaign: the points at 1:1 against the points programme itself', () => {
    const v = valueClub(plan({}), nobody, [campaign({ from: 'LIVELO' })]);
    expect(v.campaign).toBeNull();
    expect(v.milesProgram).toBeNull();
    expect(v.milesCostPerThousandBRL).toBe(54.9);
    expect(v.why).toContain('sem campanha de bônus ativa');
  });

  it('cheaper than the milheiro but nothing in that programme: depende', () => {
    const traveller: ClubTraveller = { milheiros: { SMILES: 40 }, tiers: [], uses: ['AZUL'] };
    const v = valueClub(plan({}), traveller, [campaign({ from: 'ESFERA', bonusPercent: 100 })]);
    expect(v.verdict).toBe('depende');
    expect(v.why).toContain('você não tem saldo nem voos salvos em Smiles');
  });
});

describe('valueClub: an airline club', () => {
  it("its own miles, against the traveller's milheiro; buying airline miles is not configured", () => {
    const traveller: ClubTraveller = { milheiros: { AZUL: 50 }, tiers: [], uses: ['AZUL'] };
    const v = valueClub(defaultClubPlan('azul-1000'), traveller, [campaign({ to: 'AZUL', bonusPercent: 100 })]);
    expect(v.milesProgram).toBe('AZUL');
    expect(v.milesCostPerThousandBRL).toBe(45);
    expect(v.campaign).toBeNull();
    expect(v.buyPerThousandBRL).toBeNull();
    expect(v.verdict).toBe('sim');
  });

  it('price a confirmar: depende, and says why', () => {
    const v = valueClub(defaultClubPlan('latam-pass-1000'), nobody, []);
    expect(v.costPerThousandBRL).toBeNull();
    expect(v.verdict).toBe('depende');
    expect(v.why).toContain('Preço a confirmar');
  });
});
