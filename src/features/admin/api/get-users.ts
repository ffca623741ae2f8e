// GET /api/admin/users: every account, for the admin panel's table.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUsers as listUsersOp } from '@core/contract/admin';
import type { AdminUser } from '@core/schemas/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export async function listUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return (await call(listUsersOp, { signal })).users;
}

export const USERS_KEY = ['admin', 'users'] as const;

export const usersQueryOptions = () =>
  queryOptions({ queryKey: USERS_KEY, queryFn: ({ signal }) => listUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions(), queryClient);
}
