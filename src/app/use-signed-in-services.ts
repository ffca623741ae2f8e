import { useEffect } from 'react';
import { useAuthState } from '@/features/auth/auth-state';

/**
 * While someone is signed in: the device syncs (start-up, back online, back to the tab) and the session is
 * renewed before it expires. Both load lazily, off the first visit's bundle.
 */
export function useSignedInServices(): void {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  useEffect(() => {
    if (!userId) return;
    let stops: (() => void)[] = [];
    let cancelled = false;
    void Promise.all([import('@/lib/sync'), import('@/lib/session-keepalive')]).then(
      ([{ startSync }, { startSessionKeepAlive }]) => {
        if (!cancelled) stops = [startSync(userId), startSessionKeepAlive()];
      },
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [userId]);
}
