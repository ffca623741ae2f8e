import { describe, expect, it } from 'vitest';
import { formatMiles, formatMilesText } from './miles';

describe('formatMiles', () => {
  it('groups thousands with dots and shows no decimals', () => {
    expect(formatMiles(45000)).toBe('45.000');
    expect(formatMiles(0)).toBe('0');
    expect(formatMiles(999)).toBe('999');
    expect(formatMiles(1_250_000)).toBe('1.250.000');
  });

  it('rounds half away from zero and refuses non-numbers', () => {
    expect(formatMiles(1234.5)).toBe('1.235');
    expect(formatMiles(1234.49)).toBe('1.234');
    expect(formatMiles(-2.5)).toBe('-3');
    expect(formatMiles(-0.2)).toBe('0');
    expect(formatMiles(Number.NaN)).toBe('');
  });
});

describe('formatMilesText', () => {
  it('says milhas after the grouped number', () => {
    expect(formatMilesText(45000)).toBe('45.000 milhas');
  });
});
