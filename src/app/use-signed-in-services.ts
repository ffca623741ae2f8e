import { useEffect } from 'react';
import { useAuthState } from '@/features/auth/auth-state';
import { isSubscriptionActive } from '@/shared/subscription-display';
import { whenIdle } from '@/lib/when-idle';

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
    let stops: (() => void)[] = [];
    let cancelled = false;
    // After the first screen: the sync engine's module graph (Dexie, the synced tables' zod schemas) is one long
    // evaluation task, and its first pull competes with the screen's own requests.
    const cancelStart = whenIdle(() => {
      void Promise.all([import('@/lib/sync'), import('@/lib/session-keepalive')]).then(
        ([{ startSync }, { startSessionKeepAlive }]) => {
          if (!cancelled) stops = active ? [startSync(userId), startSessionKeepAlive()] : [startSessionKeepAlive()];
        },
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
      for (const stop of stops) stop();
    };
  }, [userId, active]);
}
