import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import type { Flight, FlightInput } from '../schemas/flight';
import { optionBadges } from './option-badges';

const make = (id: string, o: Partial<FlightInput> = {}): Flight => makeFlight(id, { price: 1000, ...o });

describe('optionBadges', () => {
  it("gives 'Melhor opção' to one card only, even when several are flagged", () => {
    const badges = optionBadges([make('a', { bestValue: true }), make('b', { bestValue: true }), make('c')]);
    expect([...badges.entries()]).toEqual([['a', 'Melhor opção']]);
  });

  it("marks the rest of the shortlist 'Boa opção'", () => {
    const badges = optionBadges([make('a', { bestValue: true }), make('b'), make('c')], true);
    expect([...badges.entries()]).toEqual([
      ['a', 'Melhor opção'],
      ['b', 'Boa opção'],
      ['c', 'Boa opção'],
    ]);
  });

  it('gives nothing to info cards and no best when none is flagged', () => {
    const badges = optionBadges([make('i', { isInfoOnly: true, bestValue: true }), make('b')]);
    expect(badges.size).toBe(0);
  });
});
