// Server state in screens: one TanStack Query client with SPEC §9's rules: no retries, no
// refetch on focus or reconnect, no polling. Requests always run (networkMode 'always'): the library's own
// offline guess would park them as 'paused' forever, where the screens want api()'s connection error to say
// 'offline' in their own words, as src/lib/network-status decides. Screens pass it to useQuery/useMutation explicitly instead of a
// provider at the root, so the first-visit chunk (/login) carries none of the library; it loads with the
// signed-in screens that use it.
import { QueryClient } from '@tanstack/react-query';
import { readStoredUser, STORED_USER_EVENT } from './stored-user';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
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
