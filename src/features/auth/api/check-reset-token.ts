// GET /api/auth/reset-password/check: whether a recovery link still works, before its form shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkResetToken as checkResetTokenOp } from '@core/contract/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function checkResetToken(token: string, signal?: AbortSignal) {
  return call(checkResetTokenOp, { query: { token }, auth: false, signal });
}

// Asked afresh on every visit (gcTime 0): a link spent a moment ago must not show its form from the cache.
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token !== '',
    gcTime: 0,
  });

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenQueryOptions(token), queryClient);
}
