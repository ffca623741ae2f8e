import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of each word, upper-cased, at most two', () => {
    expect(initials('ana maria da silva')).toBe('AM');
    expect(initials('Élio')).toBe('É');
    expect(initials('  joão   pedro ')).toBe('JP');
  });

  it('falls back to the e-mail local part when there is no name', () => {
    expect(initials('', 'carla@exemplo.com')).toBe('C');
    expect(initials(null, 'carla@exemplo.com')).toBe('C');
    expect(initials(undefined)).toBe('');
  });
});
