// Server state in screens: one TanStack Query client with SPEC §9's rules: no retries, no
// refetch on focus or reconnect, no polling. Screens pass it to useQuery/useMutation explicitly instead of a
// provider at the root, so the first-visit chunk (/login) carries none of the library; it loads with the
// signed-in screens that use it.
import { QueryClient } from '@tanstack/react-query';
import { readStoredUser, STORED_USER_EVENT } from './stored-user';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

// Replies belong to the user who asked: a sign-out or another account signing in drops every cached one.
let cachedFor = typeof window === 'undefined' ? null : (readStoredUser()?.id ?? null);
if (typeof window !== 'undefined') {
  window.addEventListener(STORED_USER_EVENT, () => {
    const current = readStoredUser()?.id ?? null;
    if (current !== cachedFor) queryClient.clear();
    cachedFor = current;
  });
}
