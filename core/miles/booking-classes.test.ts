import { describe, expect, it } from 'vitest';
import { bookingClassHint, FIXED_TABLE_CLASS, fixedTableClass, hasFixedTableAvailability } from './booking-classes';

describe('booking-class hints (SPEC §9)', () => {
  it('uses X/U/Z on the LATAM (oneworld) table and N/I/R on SkyTeam', () => {
    expect(['ECONOMY', 'BUSINESS', 'FIRST'].map((c) => bookingClassHint('LA', c))).toEqual(['X', 'U', 'Z']);
    expect(['economy', 'business', 'first'].map((c) => bookingClassHint('AA', c))).toEqual(['X', 'U', 'Z']);
    expect(['economy', 'business', 'first'].map((c) => bookingClassHint('DL', c))).toEqual(['N', 'I', 'R']);
    expect(bookingClassHint('LATAM Airlines Brasil', 'business')).toBe('U');
  });

  it('has no hint for airlines outside both tables', () => {
    expect(bookingClassHint('AD', 'economy')).toBeNull();
    expect(bookingClassHint('TP', 'economy')).toBeNull();
    expect(bookingClassHint(null)).toBeNull();
  });
});

describe('fixed-table class mapping (SPEC §5)', () => {
  it('is economy N, business I, first R', () => {
    expect(FIXED_TABLE_CLASS).toEqual({ economy: 'N', business: 'I', first: 'R' });
    expect(fixedTableClass('PREMIUM_ECONOMY')).toBe('N');
    expect(fixedTableClass('EXECUTIVE')).toBe('I');
  });

  it('needs availability in that class on every segment', () => {
    expect(hasFixedTableAvailability(['N'], 'economy')).toBe(true);
    expect(hasFixedTableAvailability(['NIR', 'nx'], 'economy')).toBe(true);
    expect(hasFixedTableAvailability(['NIR', 'X'], 'economy')).toBe(false);
    expect(hasFixedTableAvailability(['I'], 'first')).toBe(false);
    expect(hasFixedTableAvailability([], 'economy')).toBe(false);
  });
});
