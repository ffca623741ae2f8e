import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { milesVerdictDetails, milesVerdictSentence } from './miles-describe';

// A January a year or more ahead, whatever today is: the sentence names the month.
const JANUARY = `${Number(addDaysIso(todayIsoDate(), 366).slice(0, 4))}-01`;
const verdict = {
  program: 'SMILES' as const,
  month: JANUARY,
  median: 18_500,
  observations: 42,
  typicalRange: [14_000, 21_000] as [number, number],
};

describe('milesVerdictSentence', () => {
  it('says how far under the median, with the month and the sample', () => {
    expect(milesVerdictSentence({ miles: 12_000, origin: 'GRU', destination: 'SSA', verdict })).toBe(
      '12.000 milhas Smiles GRU–SSA está 35% abaixo do típico (mediana de 18.500 em janeiro, 42 observações)',
    );
  });

  it('says over the median and on it, under the programme’s own name', () => {
    expect(
      milesVerdictSentence({
        miles: 22_200,
        origin: 'VCP',
        destination: 'REC',
        verdict: { ...verdict, program: 'AZUL' },
      }),
    ).toBe(
      '22.200 milhas Azul Fidelidade VCP–REC está 20% acima do típico (mediana de 18.500 em janeiro, 42 observações)',
    );
    expect(milesVerdictSentence({ miles: 18_550, origin: 'GRU', destination: 'SSA', verdict })).toBe(
      '18.550 milhas Smiles GRU–SSA está no típico (mediana de 18.500 em janeiro, 42 observações)',
    );
  });

  it("says 'histórico insuficiente' when the month has too little", () => {
    const thin = { ...verdict, program: 'LATAM' as const, median: null, typicalRange: null, observations: 1 };
    expect(milesVerdictSentence({ miles: 30_000, origin: 'GRU', destination: 'LIS', verdict: thin })).toBe(
      '30.000 milhas LATAM Pass GRU–LIS: histórico insuficiente em janeiro (1 observação)',
    );
    expect(milesVerdictDetails(thin)).toEqual([
      'Poucas observações deste programa, rota, cabine e mês para dizer o que é típico.',
    ]);
  });

  it('gives the typical range in the details', () => {
    expect(milesVerdictDetails(verdict)[0]).toBe(
      'Faixa típica: 14.000 a 21.000 (percentis 20 e 80 dos menores preços de cada dia).',
    );
  });
});
