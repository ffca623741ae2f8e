import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './network-status';

/** Whether the app can reach its server right now (src/lib/network-status.ts); re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
