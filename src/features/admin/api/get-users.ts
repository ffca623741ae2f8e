// GET /api/admin/users: every account, for the admin panel's table.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUser, adminUserSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

const usersReply = z.object({ users: z.array(adminUserSchema) });

export async function listUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return (await api('/api/admin/users', usersReply, { signal })).users;
}

export const USERS_KEY = ['admin', 'users'] as const;

export const usersQueryOptions = () =>
  queryOptions({ queryKey: USERS_KEY, queryFn: ({ signal }) => listUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions(), queryClient);
}
