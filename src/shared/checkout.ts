/**
 * Where a visitor pays (the checkout platform's product page), set at build time with VITE_CHECKOUT_URL.
 * Unset: null, and the public /assinar page says the checkout is 'em breve' instead of linking nowhere.
 */
export const CHECKOUT_URL: string | null = checkoutUrl(import.meta.env.VITE_CHECKOUT_URL);

/** Only an absolute http(s) address is a checkout; anything else (empty, a path, a typo) counts as unset. */
export function checkoutUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
