import { describe, expect, it } from 'vitest';
import { createExploreQuerySchema, EXPLORE_PAST_MESSAGE, exploreWindow, monthEnd } from './explore';

// The explore's query: a month or a window of dates (neither: this month from today), never one that ended, the
// party, the filters as a query string writes them. `today` is the test's own.

const TODAY = '2026-11-29';
const schema = createExploreQuerySchema(() => TODAY);
const issues = (input: Record<string, unknown>) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('explore query', () => {
  it('reads a city, a month, a trip length, the party and the filters from a query string', () => {
    expect(
      schema.parse({
        origin: 'sao',
        month: '2027-01',
        duration: 'two_weeks',
        passengers: '2',
        cabin: 'business',
        maxPerPersonBRL: '1500.50',
        onlyMyBalance: 'true',
        region: 'Europa',
        nonstop: '0',
      }),
    ).toEqual({
      origin: 'SAO',
      month: '2027-01',
      duration: 'two_weeks',
      passengers: 2,
      cabin: 'BUSINESS',
      maxPerPersonBRL: 1500.5,
      onlyMyBalance: true,
      region: 'Europa',
      nonstop: false,
    });
    expect(schema.parse({ origin: 'GRU' })).toMatchObject({ duration: 'week', passengers: 1, cabin: 'ECONOMY' });
  });

  it('refuses in pt-BR what no provider could price or the document does not allow', () => {
    expect(issues({ origin: 'SAO', month: '2026-10' })).toEqual([EXPLORE_PAST_MESSAGE]);
    expect(issues({ origin: 'SAO', from: '2026-11-01', to: '2026-11-28' })).toEqual([EXPLORE_PAST_MESSAGE]);
    expect(issues({ origin: 'SAO', from: '2027-01-01', to: '2027-03-15' })).toEqual([
      'O período pode ter no máximo 62 dias',
    ]);
    expect(issues({ origin: 'SAO', from: '2027-01-10', to: '2027-01-01' })).toEqual([
      'A data final não pode ser antes da inicial',
    ]);
    expect(issues({ origin: 'SAO', month: '2027-13' })).toEqual(['Mês inválido (use aaaa-mm)']);
    expect(issues({ origin: 'SAO', passengers: '10' })).toEqual(['Passageiros: de 1 a 9']);
    expect(issues({ origin: 'SAO', duration: 'month' })).toHaveLength(1);
    expect(issues({ origin: 'SAO', region: 'Marte' })).toEqual(['Região inválida']);
    expect(issues({ origin: 'SAO', onlyMyBalance: 'talvez' })).toHaveLength(1);
    expect(issues({ origin: 'SAO', maxPerPersonBRL: '0' })).toEqual(['Orçamento por pessoa: de R$ 1 a R$ 1.000.000']);
  });

  it('takes this month, from its 1st, when neither a month nor dates are given; the run starts it today', () => {
    expect(exploreWindow({}, TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(exploreWindow({ month: '2027-02' }, TODAY)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(exploreWindow({ from: '2027-01-05' }, TODAY)).toEqual({ from: '2027-01-05', to: '2027-01-05' });
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(issues({ origin: 'SAO', month: '2026-11' })).toEqual([]);
  });
});
