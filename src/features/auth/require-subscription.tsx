import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SUBSCRIBE_PATH } from '@/lib/checkout';
import { EXPIRED_MESSAGE, isSubscriptionActive, neverSubscribed } from '@/lib/subscription-display';
import { useAuthState } from './auth-state';
import { LazyLoginPage } from './lazy-screens';

/**
 * SPEC §2: the guarded routes need a signed-in user with an active subscription; otherwise the
 * login screen is shown in their place. The server enforces the same rule on every data call.
 */
export function RequireSubscription() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <PageSpinner />;
  if (
    auth.status === 'signedIn' &&
    !isSubscriptionActive(auth.user.subscription_expires) &&
    neverSubscribed(auth.user)
  ) {
    // Issue 15: never subscribed is not "expirou": the plans, with the account's e-mail.
    return <Navigate to={SUBSCRIBE_PATH} replace state={{ noSubscription: auth.user.email }} />;
  }
  if (auth.status === 'signedOut' || !isSubscriptionActive(auth.user.subscription_expires)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LazyLoginPage notice={auth.status === 'signedIn' ? EXPIRED_MESSAGE : undefined} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
