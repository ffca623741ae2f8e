import { describe, expect, it } from 'vitest';
import { checkoutUrl } from './checkout';

describe('VITE_CHECKOUT_URL', () => {
  it('is a checkout only when it is an absolute http(s) address', () => {
    expect(checkoutUrl('https://pay.kiwify.com.br/abc')).toBe('https://pay.kiwify.com.br/abc');
    expect(checkoutUrl(undefined)).toBeNull();
    expect(checkoutUrl('')).toBeNull();
    expect(checkoutUrl('/ajuda')).toBeNull();
    expect(checkoutUrl('javascript:alert(1)')).toBeNull();
  });
});
