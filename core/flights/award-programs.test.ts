import { describe, expect, it } from 'vitest';
import {
  awardBookingTarget,
  awardDisplay,
  awardProgramInfo,
  awardValuePer1000,
  awardValueProgram,
} from './award-programs';

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

describe('awardDisplay: one label and one value rule on every award screen (issue 15 item 6)', () => {
  it("shows Virgin Atlantic seats under LATAM Pass 'via Virgin Atlantic', valued at Virgin's rate", () => {
    const virgin = awardDisplay(awardProgramInfo('virginatlantic'), 80_700);
    expect(virgin).toEqual({ program: 'LATAM Pass', via: 'Virgin Atlantic', estimate: 'aproximadamente R$ 1.452,60' });
  });

  it('has no via for a programme that prices its own seats', () => {
    expect(awardDisplay(awardProgramInfo('LATAM Pass'), 80_700)).toEqual({
      program: 'LATAM Pass',
      via: null,
      estimate: 'aproximadamente R$ 1.977,15',
    });
  });
});
