import { useEffect } from 'react';
import { useAuthState } from '@/features/auth/auth-state';

/** While someone is signed in, the device syncs (start-up, back online, back to the tab). Loaded lazily. */
export function useBackgroundSync(): void {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/sync').then(({ startSync }) => {
      if (!cancelled) stop = startSync(userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
}
