import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EXPIRED_MESSAGE, isSubscriptionActive } from '@/lib/subscription-display';
import { useAuthState } from './auth-state';
import { LazyLoginPage } from './lazy-screens';

/**
 * SPEC §2: the guarded routes need a signed-in user with an active subscription; otherwise the
 * login screen is shown in their place. The server enforces the same rule on every data call. An account that
 * never subscribed is never kept on the device (the sign-in screens send it to /assinar), so a signed-in user
 * without access here is one whose subscription ended while the app was open.
 */
export function RequireSubscription() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <PageSpinner />;
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
