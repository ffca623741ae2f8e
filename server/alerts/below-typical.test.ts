import { describe, expect, it } from 'vitest';
import type { PriceLevel } from '@core/schemas/insight';
import { belowTypicalFires, belowTypicalTitle } from './below-typical';
import { shouldFire } from './record-check';

const relative = (last: number | null) => ({
  trigger: 'below_typical' as const,
  max_price: null,
  last_announced_price: last,
});

describe("the 'abaixo do normal' rule", () => {
  it('fires on a low verdict below what it last announced (or with nothing announced yet)', () => {
    expect(shouldFire(relative(null), 2100, { level: 'low' })).toBe(true);
    expect(shouldFire(relative(2300), 2100, { level: 'low' })).toBe(true);
  });

  it('never fires on a typical, high or unknown verdict, nor without one, however cheap', () => {
    for (const level of ['typical', 'high', 'unknown'] as PriceLevel[])
      expect(shouldFire(relative(null), 1, { level }), level).toBe(false);
    expect(shouldFire(relative(null), 1, null)).toBe(false);
  });

  it('does not fire again for a second low at the same or a higher price', () => {
    expect(belowTypicalFires('low', 2100, 2100)).toBe(false);
    expect(belowTypicalFires('low', 2200, 2100)).toBe(false);
    expect(belowTypicalFires('low', 2099.99, 2100)).toBe(true);
  });

  it('leaves the maximum-price rule as it was: the verdict plays no part', () => {
    const max = { trigger: 'max_price' as const, max_price: 3000, last_announced_price: null };
    expect(shouldFire(max, 3000, null)).toBe(true);
    expect(shouldFire(max, 3000, { level: 'high' })).toBe(true);
    expect(shouldFire(max, 3000.01, { level: 'low' })).toBe(false);
    expect(shouldFire({ ...max, last_announced_price: 2500 }, 2500, null)).toBe(false);
  });

  it('says it in pt-BR, with the typical range in the offer’s unit', () => {
    const route = { origin: 'GRU', destination: 'MIA' };
    expect(belowTypicalTitle(route, 2100, { level: 'low', kind: 'cash', typicalRange: [2400, 3600] })).toBe(
      'GRU → MIA a R$ 2.100,00 — abaixo do normal (típico R$ 2.400,00–R$ 3.600,00)',
    );
    expect(belowTypicalTitle(route, 42_000, { level: 'low', kind: 'miles', typicalRange: [50_000, 62_000] })).toBe(
      'GRU → MIA a 42.000 milhas — abaixo do normal (típico 50–62 mil)',
    );
  });
});
