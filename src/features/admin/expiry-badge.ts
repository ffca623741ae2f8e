import { isSameDay, isValid, parseISO } from 'date-fns';

export type ExpiryBadgeVariant = 'destructive' | 'warning' | 'success' | 'secondary';

export interface ExpiryBadge {
  label: string;
  variant: ExpiryBadgeVariant;
}

export const NO_SUBSCRIPTION: ExpiryBadge = { label: 'Sem assinatura', variant: 'secondary' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: up to 7 days left the badge is red, up to 30 yellow, beyond that green. */
export const EXPIRY_RED_DAYS = 7;
export const EXPIRY_YELLOW_DAYS = 30;

/**
 * SPEC §4 admin status badge from a user's subscription expiry, as of `now`:
 * missing → 'Permanente' (neutral); at or before now → 'Expirado' (red); later today → 'Expira hoje' (red);
 * otherwise the day difference rounded up: ≤7 red '{n} dias', 8–30 yellow '{n} dias', >30 green 'Válido'.
 * The instant of expiry already counts as expired, as on the server (active only while expiry > now).
 * An account that never had paid access (the server's status 'none') is 'Sem assinatura', never 'Expirado'.
 */
export function expiryBadge(
  expires: string | null | undefined,
  now: Date,
  status?: 'active' | 'expired' | 'none',
): ExpiryBadge {
  if (status === 'none') return NO_SUBSCRIPTION;
  const date = expires ? parseISO(expires) : null;
  if (!date || !isValid(date)) return { label: 'Permanente', variant: 'secondary' };
  const diff = date.getTime() - now.getTime();
  if (diff <= 0) return { label: 'Expirado', variant: 'destructive' };
  if (isSameDay(date, now)) return { label: 'Expira hoje', variant: 'destructive' };
  const days = Math.ceil(diff / DAY_MS);
  const label = days === 1 ? '1 dia' : `${days} dias`;
  if (days <= EXPIRY_RED_DAYS) return { label, variant: 'destructive' };
  if (days <= EXPIRY_YELLOW_DAYS) return { label, variant: 'warning' };
  return { label: 'Válido', variant: 'success' };
}
