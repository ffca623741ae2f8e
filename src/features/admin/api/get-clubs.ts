// GET /api/admin/clubs: per plan the reference figures and the admins' corrections, the one counted today marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClubs } from '@core/contract/clubs';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const ADMIN_CLUBS_KEY = ['admin', 'clubs'] as const;

export async function listClubs(signal?: AbortSignal) {
  return (await call(adminClubs, { signal })).clubs;
}

export const adminClubsQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_CLUBS_KEY, queryFn: ({ signal }) => listClubs(signal) });

export function useAdminClubs() {
  return useQuery(adminClubsQueryOptions(), queryClient);
}
