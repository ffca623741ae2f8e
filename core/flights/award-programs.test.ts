import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import {
  awardBookingTarget,
  awardDisplay,
  awardProgramInfo,
  awardValuePer1000,
  awardValueProgram,
} from './award-programs';
import { withEstimatedValue } from './award-to-flight';

describe('award programmes', () => {
  it('maps the Seats.aero sources as SPEC §7 does', () => {
    expect(awardProgramInfo('azul')).toEqual({ program: 'Azul Fidelidade', original_program: 'Azul Fidelidade' });
    expect(awardProgramInfo('smiles')).toEqual({ program: 'Smiles', original_program: 'Smiles' });
    expect(awardProgramInfo('american')).toEqual({ program: 'LATAM Pass', original_program: 'American AAdvantage' });
    expect(awardProgramInfo('virginatlantic')).toEqual({ program: 'LATAM Pass', original_program: 'Virgin Atlantic' });
    expect(awardProgramInfo('Virgin Atlantic')).toEqual({ program: 'LATAM Pass', original_program: 'Virgin Atlantic' });
  });

  it('names known programmes and keeps unknown ones', () => {
    expect(awardProgramInfo('latam')).toEqual({ program: 'LATAM Pass', original_program: 'LATAM Pass' });
    expect(awardProgramInfo('Iberia Plus')).toEqual({ program: 'Iberia Plus', original_program: 'Iberia Plus' });
    expect(awardProgramInfo('')).toEqual({ program: '', original_program: '' });
  });

  it('values by the pricing programme when known, else the shown one', () => {
    expect(awardValuePer1000(awardProgramInfo('virginatlantic'))).toBe(18);
    expect(awardValuePer1000(awardProgramInfo('american'))).toBe(24.5);
    expect(awardValueProgram(awardProgramInfo('american'))).toBe('LATAM Pass');
    expect(awardValuePer1000(awardProgramInfo('Iberia Plus'))).toBeNull();
  });

  it('books each programme where its points are spent', () => {
    expect(awardBookingTarget(awardProgramInfo('smiles')).target).toBe('smiles');
    expect(awardBookingTarget(awardProgramInfo('azul')).target).toBe('tudoazul');
    expect(awardBookingTarget(awardProgramInfo('american')).target).toBe('latam');
    expect(awardBookingTarget(awardProgramInfo('virginatlantic')).target).toBe('generic');
  });
});

describe('awardDisplay: one label and one value rule on every award screen', () => {
  it("shows Virgin Atlantic seats under LATAM Pass 'via Virgin Atlantic', valued at Virgin's rate", () => {
    const virgin = awardDisplay(awardProgramInfo('virginatlantic'), 80_700, 0);
    expect(virgin).toEqual({
      program: 'LATAM Pass',
      via: 'Virgin Atlantic',
      estimate: 'aproximadamente R$ 1.452,60 (milhas + taxas)',
    });
  });

  it('has no via for a programme that prices its own seats', () => {
    expect(awardDisplay(awardProgramInfo('LATAM Pass'), 80_700, 0)).toEqual({
      program: 'LATAM Pass',
      via: null,
      estimate: 'aproximadamente R$ 1.977,15 (milhas + taxas)',
    });
  });
});

describe('the R$ value of an award: one definition, one label, on every screen', () => {
  // 57.000 LATAM Pass miles with R$ 150 of fees: 57 × R$ 24,50 + R$ 150 = R$ 1.546,50, on '/', on /busca-award
  // and 'Detalhes do Voo' (awardDisplay) and on the issuance summary (awardDisplay with the quote's fees).
  const LABEL = 'aproximadamente R$ 1.546,50 (milhas + taxas)';

  it("the search results ('/') and the award screens say the same", () => {
    const flight = withEstimatedValue(
      makeFlight('a', { price: null, miles: 57_000, milesProgram: 'LATAM Pass', fees: 150 }),
    );
    expect(flight.estimatedValue).toBe(1546.5);
    expect(flight.estimatedValueFormatted).toBe(LABEL);
    expect(awardDisplay(awardProgramInfo('LATAM Pass'), 57_000, 150, 'BRL').estimate).toBe(LABEL);
  });

  it('fees in another currency or unknown are left out, and the label says so', () => {
    const usd = awardDisplay(awardProgramInfo('LATAM Pass'), 57_000, 150, 'USD').estimate;
    expect(usd).toBe('aproximadamente R$ 1.396,50 (milhas; taxas à parte)');
    expect(awardDisplay(awardProgramInfo('LATAM Pass'), 57_000, null).estimate).toBe(usd);
    const flight = withEstimatedValue(
      makeFlight('b', { price: null, miles: 57_000, milesProgram: 'LATAM Pass', fees: 40, feesCurrency: 'USD' }),
    );
    expect(flight.estimatedValueFormatted).toBe(usd);
  });
});
