import { useEffect } from 'react';
import { useAuthState } from '@/lib/session-state';
import { isSubscriptionActive } from '@/shared/subscription-display';
import { afterFirstScreen } from '@/lib/first-screen';
import { loadWhenOnline } from '@/lib/load-when-online';

/**
 * While someone is signed in: the device syncs (start-up, back online, back to the tab) and the session is
 * renewed before it expires. Both load lazily, off the first visit's bundle, once the first screen is up.
 */
export function useSignedInServices(): void {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  // An account waiting for access has no data to sync (the server refuses it); its session is still renewed.
  const active = auth.status === 'signedIn' && isSubscriptionActive(auth.user.subscription_expires);
  useEffect(() => {
    if (!userId) return;
    const stops: (() => void)[] = [];
    // After the first screen: the sync engine's module graph (Dexie, the synced tables' zod schemas) is one long
    // evaluation task, and its first pull competes with the screen's own requests (the main thread is idle, and
    // would start it, while the screen's lazy code is still downloading). Each service loads on its own, so one
    // whose chunk the network lost before it arrived does not keep the other from starting.
    const cancelStart = afterFirstScreen(() => {
      if (active)
        stops.push(
          loadWhenOnline(
            () => import('@/lib/sync'),
            ({ startSync }) => stops.push(startSync(userId)),
          ),
        );
      stops.push(
        loadWhenOnline(
          () => import('@/lib/session-keepalive'),
          ({ startSessionKeepAlive }) => stops.push(startSessionKeepAlive()),
        ),
      );
    });
    return () => {
      cancelStart();
      for (const stop of stops) stop();
    };
  }, [userId, active]);
}
