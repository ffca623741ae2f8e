import { describe, expect, it } from 'vitest';
import { awardValue } from './award-cost';
import { activeCampaigns, type Campaign, type Holding, howToPay } from './how-to-pay';
import type { TransferPartner } from './transfer-partners';

const TODAY = '2026-11-26';
const fact = <T>(value: T) => ({ value, unsure: false });
const partner = (
  from: TransferPartner['from'],
  to: TransferPartner['to'],
  points = 1,
  minimum: number | null = null,
): TransferPartner => ({
  from,
  to,
  ratio: fact({ points, miles: 1 }),
  minimumPoints: fact(minimum),
  step: fact(1),
  creditTime: fact(null),
  checkedOn: TODAY,
  source: 'teste',
  unsure: false,
});
const PARTNERS = [partner('LIVELO', 'SMILES'), partner('ESFERA', 'SMILES'), partner('IUPP', 'SMILES', 1.25)];

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 100,
  tiers: [],
  validFrom: '2026-11-20',
  validUntil: '2026-11-30',
  capPerCpf: null,
  ...over,
});
const hold = (
  program: Holding['program'],
  balance: number,
  milheiro: number | null = null,
  tier: string | null = null,
): Holding => ({ program, balance, milheiro, tier });
const offer = { program: 'SMILES', miles: 70000, taxes: 250.4 };

describe('howToPay: direct', () => {
  it('issues from the balance when it is enough', () => {
    const result = howToPay({ ...offer, miles: 52000 }, [hold('SMILES', 52000, 20)], { today: TODAY });
    expect(result.best).toEqual({
      kind: 'direct',
      milesUsed: 52000,
      cost: 1040,
      total: {
        balanceMiles: 52000,
        balanceCost: 1040,
        transferCost: 0,
        taxes: 250.4,
        total: 1290.4,
        text: 'Total: R$ 1.290,40 (saldo Smiles R$ 1.040,00 + taxas R$ 250,40)',
      },
      text: 'Você tem 52.000 Smiles: emita direto',
    });
    expect(result.awardValue?.text).toBe('≈ R$ 1.290,40 · seu milheiro R$ 20,00');
  });

  it("values the miles at the spec's reference when the traveller set no milheiro", () => {
    const result = howToPay({ ...offer, miles: 52000 }, [hold('SMILES', 60000)], { today: TODAY });
    expect(result.best.kind).toBe('direct');
    expect(result.best).toMatchObject({ cost: 780 });
    expect(result.awardValue).toMatchObject({ value: 1030.4, milheiro: 15, own: false });
    expect(result.awardValue?.text).toBe('≈ R$ 1.030,40 · milheiro de referência R$ 15,00');
  });
});

describe('howToPay: transfer', () => {
  const wallet = [hold('SMILES', 52000, 15), hold('LIVELO', 40000, 35)];

  it('covers the shortfall with points and the running bonus', () => {
    const result = howToPay(offer, wallet, { today: TODAY, campaigns: [campaign()], partners: PARTNERS });
    expect(result.best).toMatchObject({
      kind: 'transfer',
      from: 'LIVELO',
      shortfall: 18000,
      pointsFromBalance: 9000,
      pointsBought: 0,
      transferCost: 315,
      effectiveMilheiro: 17.5,
      cost: 1095,
    });
    expect(result.best.text).toBe(
      'Faltam 18.000 Smiles: transfira 9.000 Livelo com bônus de 100% (até 30/11/2026) → custo R$ 315,00 (milheiro efetivo R$ 17,50)',
    );
  });

  it('ignores campaigns that ended or have not started', () => {
    const old = campaign({ validFrom: '2026-11-01', validUntil: '2026-11-25' });
    const later = campaign({ validFrom: '2026-11-27', validUntil: '2026-12-05' });
    const result = howToPay(offer, wallet, { today: TODAY, campaigns: [old, later], partners: PARTNERS });
    expect(result.best).toMatchObject({ kind: 'transfer', pointsFromBalance: 18000, transferCost: 630 });
    expect(result.best.text).toBe(
      'Faltam 18.000 Smiles: transfira 18.000 Livelo → custo R$ 630,00 (milheiro efetivo R$ 35,00)',
    );
    expect(activeCampaigns([old, later, campaign()], TODAY)).toHaveLength(1);
    expect(activeCampaigns([campaign({ validUntil: TODAY })], TODAY)).toHaveLength(1);
  });

  it('gives the tier bonus to a club member and keeps the cap per CPF', () => {
    const tiers = [{ tier: 'Clube Smiles 20.000', bonusPercent: 100 }];
    const members = [hold('SMILES', 52000, 15, 'Clube Smiles 20.000'), hold('LIVELO', 40000, 35)];
    const club = howToPay(offer, members, {
      today: TODAY,
      campaigns: [campaign({ bonusPercent: 50, tiers })],
      partners: PARTNERS,
    });
    expect(club.best).toMatchObject({ pointsFromBalance: 9000, transferCost: 315 });
    const base = howToPay(offer, wallet, {
      today: TODAY,
      campaigns: [campaign({ bonusPercent: 50, tiers })],
      partners: PARTNERS,
    });
    expect(base.best).toMatchObject({ pointsFromBalance: 12000, transferCost: 420, effectiveMilheiro: 23.33 });
    const capped = howToPay(offer, wallet, {
      today: TODAY,
      campaigns: [campaign({ capPerCpf: 5000 })],
      partners: PARTNERS,
    });
    expect(capped.best).toMatchObject({ pointsFromBalance: 13000, transferCost: 455, effectiveMilheiro: 25.28 });
  });

  it('raises a transfer to the minimum and counts the surplus in the effective milheiro', () => {
    const partners = [partner('LIVELO', 'SMILES', 1, 20000)];
    const result = howToPay(offer, wallet, { today: TODAY, campaigns: [campaign()], partners });
    expect(result.best).toMatchObject({ pointsFromBalance: 20000, transferCost: 700, effectiveMilheiro: 17.5 });
    expect(result.best).toMatchObject({ plan: { roundedUp: true, miles: { total: 40000 } } });
  });

  it('picks the cheapest of several programmes and campaigns', () => {
    const many = [
      hold('SMILES', 52000, 15),
      hold('LIVELO', 40000, 35),
      hold('ESFERA', 40000, 30),
      hold('IUPP', 50000, 20),
    ];
    const campaigns = [campaign({ bonusPercent: 60 }), campaign({ from: 'ESFERA', bonusPercent: 80 })];
    const result = howToPay(offer, many, { today: TODAY, campaigns, partners: PARTNERS });
    // Livelo 11.250 × 35 = 393,75; Esfera 10.000 × 30 = 300,00; Iupp 22.500 × 20 = 450,00.
    expect(result.options.map((o) => [o.kind, 'from' in o ? o.from : '', o.cost])).toEqual([
      ['transfer', 'ESFERA', 1080],
      ['transfer', 'LIVELO', 1173.75],
      ['transfer', 'IUPP', 1230],
    ]);
    expect(result.best.text).toBe(
      'Faltam 18.000 Smiles: transfira 10.000 Esfera com bônus de 80% (até 30/11/2026) → custo R$ 300,00 (milheiro efetivo R$ 16,67)',
    );
  });
});

describe('howToPay with the reference data', () => {
  it('values held points at their default and flags the path as unsure', () => {
    const result = howToPay(offer, [hold('SMILES', 52000), hold('LIVELO', 40000)], {
      today: TODAY,
      campaigns: [campaign()],
    });
    expect(result.best).toMatchObject({ kind: 'transfer', from: 'LIVELO', transferCost: 270, unsure: true });
    expect(result.best).toMatchObject({ effectiveMilheiro: 15, cost: 1050 });
    expect(result.options.map((o) => ('from' in o ? `${o.kind}:${o.from}` : o.kind))).toEqual([
      'transfer:LIVELO',
      'buy:ESFERA',
    ]);
  });
});

describe('howToPay: unknown costs', () => {
  it('keeps a path whose points have no milheiro, after every priced one', () => {
    const award = { program: 'LATAM', miles: 30000, taxes: 80 };
    const result = howToPay(award, [hold('LATAM_PASS', 10000), hold('ACCOR_ALL', 40000)], { today: TODAY });
    expect(result.options.map((o) => ('from' in o ? `${o.kind}:${o.from}:${o.cost}` : o.kind))).toEqual([
      'buy:LIVELO:1645',
      'buy:ESFERA:1645',
      'transfer:ACCOR_ALL:null',
    ]);
    expect(result.options[2]?.text).toBe(
      'Faltam 20.000 LATAM Pass: transfira 40.000 Accor ALL → custo desconhecido (defina o milheiro dos pontos)',
    );
  });
});

describe('howToPay: buy and insufficient', () => {
  it('buys the points that are missing when no balance covers the shortfall', () => {
    const result = howToPay(offer, [hold('SMILES', 52000, 15)], {
      today: TODAY,
      partners: [partner('LIVELO', 'SMILES')],
      pointPrices: { LIVELO: 35 },
    });
    expect(result.best).toMatchObject({ kind: 'buy', pointsBought: 18000, pricePer1000: 35, transferCost: 630 });
    expect(result.best.text).toBe(
      'Saldo insuficiente: compraria 18.000 pontos Livelo a R$ 35,00/mil → custo R$ 630,00 (milheiro efetivo R$ 35,00)',
    );
  });

  it('buys only the rest of the points, with the bonus, at list price when no sale is given', () => {
    const result = howToPay(offer, [hold('SMILES', 52000, 15), hold('LIVELO', 4000, 30)], {
      today: TODAY,
      campaigns: [campaign()],
      partners: [partner('LIVELO', 'SMILES')],
    });
    expect(result.best).toMatchObject({ kind: 'buy', pointsFromBalance: 4000, pointsBought: 5000, transferCost: 470 });
    expect(result.best.text).toBe(
      'Saldo insuficiente: compraria 5.000 pontos Livelo a R$ 70,00/mil além dos 4.000 que você tem e transferiria com bônus de 100% (até 30/11/2026) → custo R$ 470,00 (milheiro efetivo R$ 26,11)',
    );
  });

  it('prefers a transfer from points held over buying when it is cheaper', () => {
    const result = howToPay(offer, [hold('SMILES', 52000), hold('ESFERA', 20000, 30)], {
      today: TODAY,
      partners: [partner('LIVELO', 'SMILES'), partner('ESFERA', 'SMILES')],
      pointPrices: { LIVELO: 35 },
    });
    expect(result.options.map((o) => o.kind)).toEqual(['transfer', 'buy']);
    expect(result.best).toMatchObject({ from: 'ESFERA', transferCost: 540 });
  });

  it('says so when nothing covers the shortfall', () => {
    const result = howToPay(offer, [hold('SMILES', 52000)], { today: TODAY, partners: [partner('IUPP', 'SMILES')] });
    expect(result.best).toEqual({
      kind: 'insufficient',
      shortfall: 18000,
      text: 'Saldo insuficiente: faltam 18.000 Smiles e nenhuma transferência conhecida cobre a diferença',
    });
  });

  it('says no wallet programme pays for a Virgin award, and flags LATAM awards priced by a partner', () => {
    const virgin = howToPay({ program: 'VIRGIN', miles: 30000, taxes: 100 }, [], { today: TODAY });
    expect(virgin.best.text).toBe('Nenhum programa da sua carteira emite prêmios Virgin Atlantic');
    expect(virgin.awardValue?.value).toBe(640);
    const latam = howToPay({ program: 'LATAM Pass', miles: 30000, taxes: null }, [hold('LATAM_PASS', 30000)], {
      today: TODAY,
    });
    expect(latam).toMatchObject({ partnerPriced: true, best: { kind: 'direct', cost: 735 } });
    expect(howToPay(offer, [], { today: TODAY }).partnerPriced).toBe(false);
    const shownUnderLatam = { program: 'LATAM Pass', originalProgram: 'Virgin Atlantic', miles: 30000, taxes: 0 };
    const virginSeat = howToPay(shownUnderLatam, [hold('LATAM_PASS', 90000)], { today: TODAY });
    expect(virginSeat.best.text).toBe('Nenhum programa da sua carteira emite prêmios Virgin Atlantic');
    expect(virginSeat.awardValue?.value).toBe(540);
    const americanSeat = { ...shownUnderLatam, originalProgram: 'American AAdvantage' };
    expect(howToPay(americanSeat, [hold('LATAM_PASS', 90000)], { today: TODAY })).toMatchObject({
      partnerPriced: true,
      best: { kind: 'direct' },
      awardValue: { value: 735 },
    });
  });
});

describe('awardValue', () => {
  it('rounds pt-BR money to the centavo and falls back to the reference value', () => {
    expect(awardValue({ program: 'AZUL', miles: 12345, taxes: 0 }, 17.33)).toMatchObject({ value: 213.94, own: true });
    expect(awardValue({ program: 'AZUL', miles: 12345, taxes: 0 }, null)).toMatchObject({ value: 185.18, own: false });
    expect(awardValue({ program: 'Desconhecido', miles: 1000, taxes: 0 }, null)).toBeNull();
  });
});
