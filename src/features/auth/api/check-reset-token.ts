// GET /api/auth/reset-password/check: whether a recovery link still works, before its form shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resetCheckReply } from '@core/schemas/auth-replies';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export function checkResetToken(token: string, signal?: AbortSignal) {
  return api(`/api/auth/reset-password/check?token=${encodeURIComponent(token)}`, resetCheckReply, {
    auth: false,
    signal,
  });
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
