import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardToFlight } from '../flights/award-to-flight';
import { normalizeAwardRecord } from '../flights/award-formats';
import { formatTaxesInReais } from '../format/money';
import { taxesInReais } from './award-offer';
import { awardValue } from './award-cost';
import { programValuePer1000 } from './programs';
import { estimateMilesValue, formatAwardValue, UNKNOWN_CURRENCY, valueOffer } from './valuation';

const PROGRAMS = ['Smiles', 'LATAM Pass', 'Azul', 'Virgin Atlantic'] as const;
const CURRENCIES = ['BRL', 'USD', 'EUR', '', UNKNOWN_CURRENCY, 'usd'] as const;
const rates = { USD: { rate: 5.35, date: '2026-11-27' }, EUR: { rate: 6.12, date: '2026-11-26' } };

const offers = fc.record({
  program: fc.constantFrom(...PROGRAMS),
  miles: fc.integer({ min: 0, max: 2_000_000 }),
  taxes: fc.option(
    fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
    { nil: null },
  ),
  taxesCurrency: fc.constantFrom(...CURRENCIES),
});
const own = fc.option(
  fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100),
  { nil: undefined },
);

describe('valueOffer: the one valuation', () => {
  it('per person: miles × milheiro ÷ 1,000 + taxes × rate; the party = per person × N; an unknown currency is never summed', () => {
    fc.assert(
      fc.property(offers, own, fc.integer({ min: 1, max: 9 }), (offer, smiles, passengers) => {
        const v = valueOffer({ offer, milheiros: { SMILES: smiles ?? null }, passengers, rates });
        expect(v).not.toBeNull();
        if (!v) return;
        const mine = offer.program === 'Smiles' && smiles !== undefined;
        const milheiro = mine ? (smiles as number) : (programValuePer1000(offer.program) as number);
        expect(v.milheiro).toBe(milheiro);
        expect(v.reference).toBe(!mine);
        const code = offer.taxesCurrency.toUpperCase();
        const rate = code === 'BRL' ? 1 : (rates as Record<string, { rate: number }>)[code]?.rate;
        const taxes = offer.taxes ?? 0;
        const added = taxes > 0 && rate !== undefined;
        const expected = (offer.miles * milheiro) / 1000 + (added ? taxes * (rate as number) : 0);
        // Each part is rounded to the centavo once.
        expect(Math.abs(v.perPerson.total - expected)).toBeLessThanOrEqual(0.011);
        expect(v.total.total).toBeCloseTo(v.perPerson.total * passengers, 6);
        expect(v.total.milesValue).toBeCloseTo(v.perPerson.milesValue * passengers, 6);
        expect(v.total.miles).toBe(offer.miles * passengers);
        if (taxes > 0 && rate === undefined) {
          // Dollars without a rate, or a currency nobody said: out of the total, and the total says so.
          expect(v.perPerson.taxes).toBeNull();
          expect(v.taxesIncluded).toBe(false);
          expect(v.perPerson.total).toBe(v.perPerson.milesValue);
          expect(['unknown_currency', 'no_rate']).toContain(v.taxes.status);
        }
        if (code === '' || code === UNKNOWN_CURRENCY) expect(v.taxes.currency).toBeNull();
        if (v.taxes.status === 'converted')
          expect(v.taxes.rate?.date).toBe(code === 'USD' ? '2026-11-27' : '2026-11-26');
        else expect(v.taxes.rate).toBeNull();
      }),
    );
  });

  it('32.500 LATAM Pass miles + US$ 56 at 5,35: the miles at the milheiro plus R$ 299,60, dated', () => {
    const offer = { program: 'LATAM Pass', miles: 32_500, taxes: 56, taxesCurrency: 'USD' };
    const v = valueOffer({ offer, rates: { USD: { rate: 5.35, date: '2026-11-27' } }, passengers: 2 });
    expect(v?.perPerson).toEqual({ miles: 32_500, milesValue: 796.25, taxes: 299.6, total: 1095.85 });
    expect(v?.total).toEqual({ miles: 65_000, milesValue: 1592.5, taxes: 599.2, total: 2191.7 });
    expect(v?.taxes).toMatchObject({ status: 'converted', currency: 'USD', rate: { rate: 5.35, date: '2026-11-27' } });
    expect(v?.reference).toBe(true);
    // With Smiles at R$ 17 set, a Smiles offer is valued at 17, not the reference 15.
    const smiles = valueOffer({ offer: { ...offer, program: 'Smiles' }, milheiros: { SMILES: 17 }, rates: {} });
    expect(smiles).toMatchObject({ milheiro: 17, reference: false, taxesIncluded: false });
    expect(smiles?.perPerson.total).toBe(552.5);
    expect(smiles?.taxes.status).toBe('no_rate');
  });

  it("Seats.aero's empty TaxesCurrency is unknown: never added as reais", () => {
    const v = valueOffer({ offer: { program: 'Smiles', miles: 10_000, taxes: 56, taxesCurrency: '' } });
    expect(v).toMatchObject({ taxesIncluded: false, taxes: { status: 'unknown_currency', currency: null } });
    expect(v?.perPerson.total).toBe(150);
    expect(taxesInReais(56, '')).toBeNull();
    expect(taxesInReais(56, 'USD')).toBeNull();
    expect(taxesInReais(56, 'USD', rates)).toBe(299.6);
    expect(taxesInReais(56, 'brl')).toBe(56);
    expect(formatAwardValue(10_000, 'Smiles', 56, '')).toBe('aproximadamente R$ 150,00 (milhas; taxas à parte)');
    expect(formatAwardValue(10_000, 'Smiles', 56, 'USD', rates)).toBe('aproximadamente R$ 449,60 (milhas + taxas)');
  });

  it('no value for an unknown programme or miles that are not a count', () => {
    expect(valueOffer({ offer: { program: 'Desconhecido', miles: 1000, taxes: 0, taxesCurrency: 'BRL' } })).toBeNull();
    expect(valueOffer({ offer: { program: 'Smiles', miles: -1, taxes: 0, taxesCurrency: 'BRL' } })).toBeNull();
    expect(valueOffer({ offer: { program: 'Smiles', miles: Number.NaN, taxes: 0, taxesCurrency: 'BRL' } })).toBeNull();
  });

  it('the older shapes are the same valuation', () => {
    fc.assert(
      fc.property(offers, own, (offer, smiles) => {
        const reaisTaxes = taxesInReais(offer.taxes, offer.taxesCurrency, rates);
        const one = valueOffer({ offer, rates });
        expect(estimateMilesValue(offer.miles, offer.program, reaisTaxes ?? 0)).toBeCloseTo(
          one?.perPerson.total ?? 0,
          6,
        );
        const inHowToPay = awardValue({ program: offer.program, miles: offer.miles, taxes: reaisTaxes }, smiles);
        const mine = valueOffer({
          offer,
          rates,
          milheiros: { SMILES: smiles ?? null, LATAM_PASS: smiles ?? null, AZUL: smiles ?? null },
        });
        expect(inHowToPay?.value).toBeCloseTo(mine?.perPerson.total ?? 0, 6);
      }),
    );
  });
});

describe('formatTaxesInReais', () => {
  it('says the currency, the reais and the rate date; unknown currencies are said as such', () => {
    const dollars = valueOffer({
      offer: { program: 'LATAM Pass', miles: 32_500, taxes: 56, taxesCurrency: 'USD' },
      rates: { USD: { rate: 5.35, date: '2026-11-27' } },
    });
    expect(dollars && formatTaxesInReais(dollars.taxes)).toBe('US$ 56,00 (≈ R$ 299,60, cotação de 27/11)');
    const noRate = valueOffer({ offer: { program: 'Smiles', miles: 1, taxes: 56, taxesCurrency: 'USD' } });
    expect(noRate && formatTaxesInReais(noRate.taxes)).toBe('US$ 56,00 (sem cotação: fora do total em reais)');
    const unknown = valueOffer({ offer: { program: 'Smiles', miles: 1, taxes: 56, taxesCurrency: '' } });
    expect(unknown && formatTaxesInReais(unknown.taxes)).toBe('56,00 em moeda não informada (fora do total em reais)');
    const reais = valueOffer({ offer: { program: 'Smiles', miles: 1, taxes: 56, taxesCurrency: 'BRL' } });
    expect(reais && formatTaxesInReais(reais.taxes)).toBe('R$ 56,00');
  });
});

describe('a Seats.aero row through the one valuation', () => {
  const row = (currency: string | undefined) =>
    normalizeAwardRecord({
      ID: 'r1',
      Route: { OriginAirport: 'GRU', DestinationAirport: 'LIS', Source: 'american' },
      Date: '2027-01-15',
      Source: 'american',
      YAvailable: true,
      YMileageCost: '32500',
      YTotalTaxes: 5600,
      ...(currency === undefined ? {} : { TaxesCurrency: currency }),
    })[0];

  it('US$ 56 taxes are converted where a rate is known, else left out and said so; an empty currency is unknown', () => {
    const freshness = { kind: 'live' as const, fetchedAt: '2027-01-01T00:00:00.000Z', ageMinutes: 0 };
    const usd = row('USD');
    if (!usd) throw new Error('row not read');
    const valued = awardToFlight(usd, { freshness, rates: { USD: { rate: 5.35, date: '2026-12-30' } } });
    expect(valued.feesCurrency).toBe('USD');
    expect(valued.estimatedValue).toBe(796.25 + 299.6);
    expect(awardToFlight(usd, { freshness }).estimatedValueFormatted).toBe(
      'aproximadamente R$ 796,25 (milhas; taxas à parte)',
    );
    for (const empty of ['', undefined]) {
      const award = row(empty);
      if (!award) throw new Error('row not read');
      const flight = awardToFlight(award, { freshness, rates: { USD: { rate: 5.35, date: '2026-12-30' } } });
      expect(flight.feesCurrency).toBe(UNKNOWN_CURRENCY);
      expect(flight.estimatedValue).toBe(796.25);
    }
  });
});
