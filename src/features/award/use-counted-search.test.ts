import { describe, expect, it } from 'vitest';
import { fakeIncrement, stepTowards } from './use-counted-search';

describe('fake counter steps', () => {
  it('adds 1, 2 or 3 per tick', () => {
    expect(fakeIncrement(() => 0)).toBe(1);
    expect(fakeIncrement(() => 0.5)).toBe(2);
    expect(fakeIncrement(() => 0.9999)).toBe(3);
    expect(fakeIncrement(() => 1)).toBe(3);
  });

  it('runs to the real count a quarter of the way at a time, up or down, never past it', () => {
    const path = [0];
    while (path.at(-1) !== 21) path.push(stepTowards(path.at(-1) ?? 0, 21));
    expect(path).toEqual([0, 6, 10, 13, 15, 17, 18, 19, 20, 21]);
    expect(stepTowards(30, 2)).toBe(23);
    expect(stepTowards(3, 2)).toBe(2);
    expect(stepTowards(5, 5)).toBe(5);
  });
});
