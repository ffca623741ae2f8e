import { describe, expect, it } from 'vitest';
import { milesVerdict, realisedValuePer1000 } from './realised-value';

describe('realised value per 1000 miles', () => {
  it('is (cash − fees) / miles × 1000, to the centavo', () => {
    expect(realisedValuePer1000(2600, 150, 100000)).toBe(24.5);
    expect(realisedValuePer1000(1000, 100, 30000)).toBe(30);
    expect(realisedValuePer1000(1000, 0, 3)).toBe(333333.33);
  });

  it('can be zero or negative when the fees reach the fare', () => {
    expect(realisedValuePer1000(150, 150, 10000)).toBe(0);
    expect(realisedValuePer1000(100, 150, 10000)).toBe(-5);
  });

  it('is null without positive miles or with unreadable amounts', () => {
    expect(realisedValuePer1000(1000, 0, 0)).toBeNull();
    expect(realisedValuePer1000(1000, 0, -1)).toBeNull();
    expect(realisedValuePer1000(Number.NaN, 0, 1000)).toBeNull();
  });
});

describe('milesVerdict', () => {
  it("says 'Use milhas' only above the programme's value", () => {
    expect(milesVerdict(24.51, 24.5)).toBe('Use milhas');
    expect(milesVerdict(24.5, 24.5)).toBe('Pague em dinheiro');
    expect(milesVerdict(10, 15)).toBe('Pague em dinheiro');
    expect(milesVerdict(-5, 15)).toBe('Pague em dinheiro');
  });
});
