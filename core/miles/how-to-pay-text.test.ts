import { describe, expect, it } from 'vitest';
import { breakEvenText, formatPercent, walletAwardValueText } from './how-to-pay-text';
import { formatRatio } from './transfer-partners';

describe('how-to-pay texts', () => {
  it('states the break-even milheiro in pt-BR money', () => {
    expect(breakEvenText(1800, 175, 50000)).toBe('vale usar milhas se o seu milheiro for menor que R$ 32,50');
    expect(breakEvenText(100, 150, 10000)).toBe(
      'não vale usar milhas: as taxas do prêmio já alcançam a tarifa em dinheiro',
    );
    expect(breakEvenText(1000, 0, 0)).toBeNull();
  });

  it('formats percentages, ratios and the award value the pt-BR way', () => {
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatRatio({ points: 1.25, miles: 1 })).toBe('1,25:1');
    expect(formatRatio({ points: 1, miles: 1 })).toBe('1:1');
    expect(walletAwardValueText(1040, 20, true)).toBe('R$ 1.040,00 com seu milheiro de R$ 20,00');
  });
});
