import { SUBSCRIBE_PATH } from '@core/links/paths';
import { EXPIRED_MESSAGE, isSubscriptionActive, neverSubscribed } from '@/shared/subscription-display';

/**
 * Every way in (the password form, a magic link, a session in the URL) treats an account without paid access
 * alike. One that never subscribed is kept signed in and meets the plans on /assinar ('Você ainda não tem uma
 * assinatura ativa'); one whose subscription ended is not kept (SPEC §4) and meets the sign-in form saying
 * 'Sua assinatura expirou…'. `to` and `state` are the navigation that shows it.
 */
export type AccessRefusal =
  | { kind: 'none'; to: string; state: { noSubscription: string } }
  | { kind: 'expired'; to: string; state: { subscriptionExpired: string } };

export function accessRefusal(user: {
  email: string;
  subscription_expires?: string | null;
  subscription_status?: string | null;
}): AccessRefusal | null {
  if (isSubscriptionActive(user.subscription_expires)) return null;
  return neverSubscribed(user)
    ? { kind: 'none', to: SUBSCRIBE_PATH, state: { noSubscription: user.email } }
    : { kind: 'expired', to: '/login', state: { subscriptionExpired: user.email } };
}

/** The sign-in form's notice when a refused sign-in led to it (the router state of an 'expired' refusal). */
export function refusalNotice(state: unknown): string | undefined {
  const expired =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Record<string, unknown>).subscriptionExpired === 'string';
  return expired ? EXPIRED_MESSAGE : undefined;
}
