// GET /api/admin/me: whether the server counts this session as an administrator (SPEC §4 "Admin status").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMe } from '@core/contract/admin';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export async function fetchIsAdmin(signal?: AbortSignal): Promise<boolean> {
  return (await call(adminMe, { signal })).isAdmin;
}

// Asked afresh each time the panel opens (gcTime 0): a role changed elsewhere counts at once.
export const adminStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => fetchIsAdmin(signal), gcTime: 0 });

/** Only asked when the stored session does not already say admin. */
export function useAdminStatus(askServer: boolean) {
  return useQuery({ ...adminStatusQueryOptions(), enabled: askServer }, queryClient);
}
