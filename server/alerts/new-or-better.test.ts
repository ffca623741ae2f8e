import { describe, expect, it } from 'vitest';
import { newOrBetter, shouldFire } from './record-check';

const announced = (price: number, seats: number | null) => ({
  last_announced_price: price,
  last_announced: { price, unit: 'milhas' as const, seats, date: '', summary: '', at: '' },
});

describe('newOrBetter', () => {
  it('takes a lower price, or the same price with more seats (known over unknown), never the same or worse', () => {
    expect(newOrBetter({ last_announced_price: null, last_announced: null }, 35_000, null)).toBe(true);
    expect(newOrBetter(announced(35_000, 2), 32_000, null)).toBe(true);
    expect(newOrBetter(announced(35_000, 2), 35_000, 3)).toBe(true);
    expect(newOrBetter(announced(35_000, null), 35_000, 1)).toBe(true);
    expect(newOrBetter(announced(35_000, 2), 35_000, 2)).toBe(false);
    expect(newOrBetter(announced(35_000, 2), 35_000, null)).toBe(false);
    expect(newOrBetter(announced(35_000, 2), 36_000, 9)).toBe(false);
  });

  it('an alert announced before the seats were kept fires only for a lower price', () => {
    const legacy = { last_announced_price: 35_000, last_announced: null };
    expect(newOrBetter(legacy, 35_000, 9)).toBe(false);
    expect(newOrBetter(legacy, 34_999, null)).toBe(true);
  });
});

describe('shouldFire and the party', () => {
  const alert = { trigger: 'max_price' as const, max_price: 40_000, last_announced_price: null, passengers: 2 };
  it('never fires for fewer known seats than passengers; unknown seats may fire', () => {
    expect(shouldFire(alert, 30_000, null, 1)).toBe(false);
    expect(shouldFire(alert, 30_000, null, 2)).toBe(true);
    expect(shouldFire(alert, 30_000, null, null)).toBe(true);
    expect(shouldFire(alert, 41_000, null, 9)).toBe(false);
  });
});
