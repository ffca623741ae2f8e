import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format/numbers';
import { breakEvenText, directText, totalText, walletAwardValueText } from './how-to-pay-text';
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

  it('says a total for one traveller or a party, naming only the figures that cost something', () => {
    const parts = [
      { label: 'saldo Smiles', amount: 780 },
      { label: 'transferência Livelo', amount: 0 },
      { label: 'taxas', amount: 250.4 },
    ];
    expect(totalText(1030.4, parts, 1, true)).toBe('Total: R$ 1.030,40 (saldo Smiles R$ 780,00 + taxas R$ 250,40)');
    expect(totalText(780, parts.slice(0, 2), 3, false)).toBe(
      'Total para 3 pessoas: R$ 780,00 (saldo Smiles) + taxas à parte (não informadas)',
    );
    expect(totalText(null, parts, 1, true)).toBe('Total: desconhecido (defina o milheiro dos pontos em Minhas milhas)');
    expect(directText(52000, 'Smiles')).toBe('Você tem 52.000 Smiles: emita direto');
    expect(directText(300000, 'Smiles', 273000, 2)).toBe(
      'Você tem 300.000 Smiles: emita direto as 2 passagens (273.000 milhas)',
    );
  });
});
