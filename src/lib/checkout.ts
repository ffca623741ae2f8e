/**
 * Where a visitor subscribes (the checkout platform's product page), set at build time with
 * VITE_CHECKOUT_URL. Without it the link opens the subscription topic of the help centre.
 */
export const CHECKOUT_URL: string = import.meta.env.VITE_CHECKOUT_URL || '/ajuda';
