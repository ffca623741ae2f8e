import { useCallback } from 'react';
import type { SearchLog } from '@core/schemas/sync';
import { useAuthState } from '@/lib/session-state';
import { logSearch } from '@/shared/search-history';
import { syncNow } from '@/lib/sync';

/**
 * Award searches are plain GETs per programme, which the server does not log; the device logs each search
 * (kept even offline) and sends the logs in batches with the next sync.
 */
export function useSearchLog(): (entry: Omit<SearchLog, 'id' | 'created_at'>) => void {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useCallback(
    (entry) => {
      if (!userId) return;
      void logSearch(userId, entry)
        .then(() => syncNow(userId))
        .catch(() => undefined);
    },
    [userId],
  );
}
