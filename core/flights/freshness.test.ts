import { describe, expect, it } from 'vitest';
import { describeFreshness, makeFreshness } from './freshness';

const fetched = new Date('2026-11-22T12:00:00.000Z');

describe('freshness', () => {
  it('stamps results, with the age for cache', () => {
    expect(makeFreshness('live', fetched)).toEqual({ kind: 'live', fetchedAt: '2026-11-22T12:00:00.000Z' });
    expect(makeFreshness('cache', fetched, new Date('2026-11-22T12:14:59.000Z'))).toEqual({
      kind: 'cache',
      fetchedAt: '2026-11-22T12:00:00.000Z',
      ageMinutes: 14,
    });
    expect(makeFreshness('cache', fetched, new Date('2026-11-22T11:00:00.000Z')).ageMinutes).toBe(0);
  });

  it('says it in pt-BR', () => {
    expect(describeFreshness(makeFreshness('live', fetched))).toBe('ao vivo');
    expect(describeFreshness(makeFreshness('reference', fetched))).toBe('tabela de referência');
    expect(describeFreshness(makeFreshness('demo', fetched))).toBe('demonstração');
    expect(describeFreshness({ kind: 'cache', fetchedAt: fetched.toISOString(), ageMinutes: 12 })).toBe(
      'cache de 12 min',
    );
    expect(describeFreshness({ kind: 'cache', fetchedAt: fetched.toISOString(), ageMinutes: 0 })).toBe(
      'cache de menos de 1 min',
    );
    expect(
      describeFreshness(
        { kind: 'cache', fetchedAt: fetched.toISOString(), ageMinutes: 1 },
        new Date('2026-11-22T12:30:00.000Z'),
      ),
    ).toBe('cache de 30 min');
  });

  it('says older caches in hours and days (results reopened from the device)', () => {
    const cache = (ageMinutes: number) =>
      describeFreshness({ kind: 'cache', fetchedAt: fetched.toISOString(), ageMinutes });
    expect(cache(59)).toBe('cache de 59 min');
    expect(cache(60)).toBe('cache de 1 h');
    expect(cache(23 * 60 + 59)).toBe('cache de 23 h');
    expect(cache(24 * 60)).toBe('cache de 1 dia');
    expect(cache(3 * 24 * 60 + 5)).toBe('cache de 3 dias');
  });
});
