import { describe, expect, it } from 'vitest';
import { formatBRL, formatMoney, fromMinorUnits, parseMoneyInput, roundCents, roundHalfAway } from './money';

describe('money', () => {
  it('rounds half away from zero on the written number', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-0.004)).toBe(0);
    expect(Object.is(roundCents(-0.004), -0)).toBe(false);
    expect(roundHalfAway(12.5, 0)).toBe(13);
    expect(roundCents(Number.NaN)).toBeNaN();
  });

  it('formats reais with a plain space', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(-15.5)).toBe('-R$ 15,50');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('turns minor units into reais', () => {
    expect(fromMinorUnits(15075)).toBe(150.75);
    expect(fromMinorUnits(0)).toBe(0);
    expect(fromMinorUnits(1)).toBe(0.01);
  });
});

describe('parseMoneyInput: amounts as typed in Brazil', () => {
  it.each([
    ['3.500,00', 3500],
    ['3500', 3500],
    ['3.500', 3500],
    ['R$ 3.500,50', 3500.5],
    ['R$\u00a03.500,50', 3500.5],
    [' 1.234.567,8 ', 1234567.8],
    ['3500,5', 3500.5],
    ['3500.50', 3500.5],
    ['0,99', 0.99],
    ['45.000', 45000],
  ])('%s → %d', (text, value) => {
    expect(parseMoneyInput(text)).toBe(value);
  });

  it.each(['', '   ', 'R$', 'abc', '-10', '3,500.00', '1.23.4', '3.5000', '12,345', '1e5'])('%s → null', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });
});

describe('formatBRL', () => {
  it('formats reais the Brazilian way, with a plain space after R$', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatBRL(1234.56)).not.toContain('\u00a0');
  });

  it('handles large amounts and negatives', () => {
    expect(formatBRL(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(9_999_999_999.99)).toBe('R$ 9.999.999.999,99');
    expect(formatBRL(-15.5)).toBe('-R$ 15,50');
    expect(formatBRL(-1234.56)).toBe('-R$ 1.234,56');
  });

  it('rounds half away from zero to the centavo, as the number is written', () => {
    expect(formatBRL(0.005)).toBe('R$ 0,01');
    expect(formatBRL(1.005)).toBe('R$ 1,01');
    expect(formatBRL(2.345)).toBe('R$ 2,35');
    expect(formatBRL(2.344)).toBe('R$ 2,34');
    expect(formatBRL(-1.005)).toBe('-R$ 1,01');
  });

  it('never shows a minus sign on an amount that rounds to zero', () => {
    expect(formatBRL(-0)).toBe('R$ 0,00');
    expect(formatBRL(-0.004)).toBe('R$ 0,00');
    expect(formatBRL(-1e-9)).toBe('R$ 0,00');
  });

  it('returns an empty string for non-numbers', () => {
    expect(formatBRL(Number.NaN)).toBe('');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatBRL(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('formatMoney', () => {
  it('formats reais as formatBRL does and other currencies through Intl', () => {
    expect(formatMoney(1546.5)).toBe('R$ 1.546,50');
    expect(formatMoney(1546.5, 'brl')).toBe('R$ 1.546,50');
    expect(formatMoney(12.5, 'USD')).toBe('US$ 12,50');
    expect(formatMoney(12.5, 'XX')).toBe('XX 12.50');
  });
});
