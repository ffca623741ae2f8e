import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partyTaxes, totalOf } from './award-cost';
import { type Campaign, type Holding, howToPay, type PaymentPath } from './how-to-pay';
import type { TransferPartner } from './transfer-partners';

// "Como pagar" for a party: the tickets take the offer's miles and taxes once per traveller, and every way to
// pay says what it costs in all (miles from the balance at the traveller's milheiro + points moved in + taxes).

const TODAY = '2026-11-26';
const fact = <T>(value: T) => ({ value, unsure: false });
const partner = (from: TransferPartner['from'], to: TransferPartner['to'], points = 1): TransferPartner => ({
  from,
  to,
  ratio: fact({ points, miles: 1 }),
  minimumPoints: fact(null),
  step: fact(1),
  creditTime: fact(null),
  checkedOn: TODAY,
  source: 'teste',
  unsure: false,
});
const PARTNERS = [
  partner('LIVELO', 'SMILES'),
  partner('ESFERA', 'SMILES'),
  partner('IUPP', 'SMILES', 1.25),
  partner('ACCOR_ALL', 'SMILES', 2),
];
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
/** One traveller's award: 70.000 Smiles + R$ 250,40; two take 140.000 miles and R$ 500,80. */
const offer = { program: 'SMILES', miles: 70000, taxes: 250.4 };
const TWO = { today: TODAY, partners: PARTNERS, passengers: 2 };
const cents = (value: number) => Math.round(value * 100);
const summary = (o: PaymentPath) => ['from' in o ? o.from : o.kind, o.total.total];

describe('howToPay for 2 travellers', () => {
  it('issues direct only from a balance that covers both tickets, with the party’s total', () => {
    const result = howToPay(offer, [hold('SMILES', 150000, 20)], TWO);
    expect(result).toMatchObject({ passengers: 2, milesNeeded: 140000, taxes: 500.8 });
    expect(result.best).toEqual({
      kind: 'direct',
      milesUsed: 140000,
      cost: 2800,
      total: {
        balanceMiles: 140000,
        balanceCost: 2800,
        transferCost: 0,
        taxes: 500.8,
        total: 3300.8,
        text: 'Total para 2 pessoas: R$ 3.300,80 (saldo Smiles R$ 2.800,00 + taxas R$ 500,80)',
      },
      text: 'Você tem 150.000 Smiles: emita direto as 2 passagens (140.000 milhas)',
    });
    expect(result.awardValue?.text).toBe('≈ R$ 3.300,80 para 2 pessoas (R$ 1.650,40 cada) · seu milheiro R$ 20,00');
    expect(result.awardValue?.party).toMatchObject({ passengers: 2, perPerson: 1650.4, total: 3300.8 });
  });

  it('does not read one ticket’s miles against the balance: 100.000 leave 40.000 missing', () => {
    const result = howToPay(offer, [hold('SMILES', 100000, 20)], { ...TWO, partners: [] });
    expect(result.best).toEqual({
      kind: 'insufficient',
      shortfall: 40000,
      text: 'Saldo insuficiente: faltam 40.000 Smiles para as 2 pessoas e nenhuma transferência conhecida cobre a diferença',
    });
  });

  it('covers the shortfall with a transfer at the running 100% bonus and adds it all up', () => {
    const wallet = [hold('SMILES', 104000, 15), hold('LIVELO', 40000, 35)];
    const result = howToPay(offer, wallet, {
      ...TWO,
      campaigns: [campaign()],
      partners: [partner('LIVELO', 'SMILES')],
    });
    expect(result.best).toMatchObject({
      kind: 'transfer',
      from: 'LIVELO',
      shortfall: 36000,
      pointsFromBalance: 18000,
      transferCost: 630,
      cost: 2190,
      total: { balanceMiles: 104000, balanceCost: 1560, transferCost: 630, taxes: 500.8, total: 2690.8 },
    });
    expect(result.best.text).toBe(
      'Faltam 36.000 Smiles para as 2 pessoas: transfira 18.000 Livelo com bônus de 100% (até 30/11/2026) → custo R$ 630,00 (milheiro efetivo R$ 17,50)',
    );
    expect(result.best.kind !== 'insufficient' && result.best.total.text).toBe(
      'Total para 2 pessoas: R$ 2.690,80 (saldo Smiles R$ 1.560,00 + transferência Livelo R$ 630,00 + taxas R$ 500,80)',
    );
  });

  it('buys the points the balances lack, at the price given, and counts the held ones at their milheiro', () => {
    const wallet = [hold('SMILES', 104000, 15), hold('LIVELO', 8000, 30)];
    const result = howToPay(offer, wallet, {
      ...TWO,
      campaigns: [campaign()],
      partners: [partner('LIVELO', 'SMILES')],
      pointPrices: { LIVELO: 35 },
    });
    // 18.000 points: 8.000 held × R$ 30 = R$ 240 + 10.000 bought × R$ 35 = R$ 350.
    expect(result.best).toMatchObject({
      kind: 'buy',
      pointsFromBalance: 8000,
      pointsBought: 10000,
      total: { balanceCost: 1560, transferCost: 590, taxes: 500.8, total: 2650.8 },
    });
    expect(result.best.kind !== 'insufficient' && result.best.total.text).toBe(
      'Total para 2 pessoas: R$ 2.650,80 (saldo Smiles R$ 1.560,00 + pontos Livelo (saldo e compra) R$ 590,00 + taxas R$ 500,80)',
    );
    const none = howToPay(offer, [hold('SMILES', 104000, 15)], {
      ...TWO,
      partners: [partner('LIVELO', 'SMILES')],
      pointPrices: { LIVELO: 35 },
    });
    expect(none.best.kind !== 'insufficient' && none.best.total.text).toBe(
      'Total para 2 pessoas: R$ 3.320,80 (saldo Smiles R$ 1.560,00 + compra de pontos Livelo R$ 1.260,00 + taxas R$ 500,80)',
    );
  });

  it('leaves unknown taxes out of the total and says so', () => {
    const result = howToPay({ ...offer, taxes: null }, [hold('SMILES', 150000, 20)], TWO);
    expect(result.taxes).toBeNull();
    expect(result.best).toMatchObject({ total: { taxes: null, total: 2800 } });
    expect(result.best.kind !== 'insufficient' && result.best.total.text).toBe(
      'Total para 2 pessoas: R$ 2.800,00 (saldo Smiles) + taxas à parte (não informadas)',
    );
    expect(result.awardValue?.text).toBe(
      '≈ R$ 2.800,00 para 2 pessoas (R$ 1.400,00 cada) + taxas à parte · seu milheiro R$ 20,00',
    );
  });

  it('ranks the ways by their total, the club tier’s bonus counted, unknown totals last', () => {
    const wallet = (tier: string | null) => [
      hold('SMILES', 104000, 15, tier),
      hold('LIVELO', 40000, 35),
      hold('ESFERA', 40000, 35),
      hold('IUPP', 100000, 20),
      hold('ACCOR_ALL', 100000),
    ];
    const campaigns = [
      campaign({ bonusPercent: 60, tiers: [{ tier: 'Clube Smiles', bonusPercent: 100 }] }),
      campaign({ from: 'ESFERA', bonusPercent: 80 }),
    ];
    // Shortfall 36.000: Livelo 22.500 × 35 = 787,50 (18.000 × 35 = 630,00 for a club member); Esfera
    // 20.000 × 35 = 700,00; Iupp 45.000 × 20 = 900,00; Accor has no milheiro. Each + R$ 1.560 + R$ 500,80.
    const plain = howToPay(offer, wallet(null), { ...TWO, campaigns });
    expect(plain.options.map(summary)).toEqual([
      ['ESFERA', 2760.8],
      ['LIVELO', 2848.3],
      ['IUPP', 2960.8],
      ['ACCOR_ALL', null],
    ]);
    expect(plain.options[3]?.total.text).toBe(
      'Total para 2 pessoas: desconhecido (defina o milheiro dos pontos em Minhas milhas)',
    );
    const member = howToPay(offer, wallet('Clube Smiles'), { ...TWO, campaigns });
    expect(member.options.map(summary)).toEqual([
      ['LIVELO', 2690.8],
      ['ESFERA', 2760.8],
      ['IUPP', 2960.8],
      ['ACCOR_ALL', null],
    ]);
    expect(member.best).toBe(member.options[0]);
  });

  it('adds the figures up to the centavo, as the sentence shows them', () => {
    const odd = { program: 'SMILES', miles: 12345, taxes: 123.45 };
    const result = howToPay(odd, [hold('SMILES', 20001, 17.33), hold('LIVELO', 5000, 33.33)], {
      ...TWO,
      campaigns: [campaign()],
      partners: [partner('LIVELO', 'SMILES')],
    });
    // 20.001 × 17,33 = 346,62; 2.345 points × 33,33 = 78,16; 2 × 123,45 = 246,90.
    expect(result.best).toMatchObject({
      total: { balanceCost: 346.62, transferCost: 78.16, taxes: 246.9, total: 671.68 },
    });
    expect(result.best.kind !== 'insufficient' && result.best.total.text).toBe(
      'Total para 2 pessoas: R$ 671,68 (saldo Smiles R$ 346,62 + transferência Livelo R$ 78,16 + taxas R$ 246,90)',
    );
  });

  it('every total is the centavo sum of its figures, for any wallet and party', () => {
    const money = fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100);
    const milheiro = fc.integer({ min: 1, max: 60_00 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.option(money),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 400_000 }),
        milheiro,
        fc.integer({ min: 0, max: 400_000 }),
        milheiro,
        (miles, taxes, passengers, smiles, smilesMilheiro, livelo, liveloMilheiro) => {
          const result = howToPay(
            { program: 'SMILES', miles, taxes },
            [hold('SMILES', smiles, smilesMilheiro), hold('LIVELO', livelo, liveloMilheiro)],
            { today: TODAY, passengers, campaigns: [campaign()], partners: [partner('LIVELO', 'SMILES')] },
          );
          expect(result.milesNeeded).toBe(miles * passengers);
          expect(result.taxes).toBe(partyTaxes(taxes, passengers));
          for (const path of result.options) {
            const { balanceCost, transferCost, taxes: partyTaxesShown, total } = path.total;
            expect(total).toBe(totalOf(path.total));
            expect(cents(total ?? 0)).toBe(
              cents(balanceCost ?? 0) + cents(transferCost ?? 0) + cents(partyTaxesShown ?? 0),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts one traveller when the party size is not a whole number from 1', () => {
    for (const passengers of [0, -2, 1.5, Number.NaN]) {
      expect(howToPay(offer, [hold('SMILES', 70000, 20)], { today: TODAY, passengers })).toMatchObject({
        passengers: 1,
        milesNeeded: 70000,
        best: { kind: 'direct', text: 'Você tem 70.000 Smiles: emita direto', total: { total: 1650.4 } },
      });
    }
  });
});
