// POST /api/admin/users: an account created by the administrator (SPEC §4).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@core/schemas/auth';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { userReply } from './user-reply';

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  /** ISO instant, or null for permanent access. */
  expiresAt: string | null;
  isAdmin: boolean;
}

export async function createUser(user: NewUser): Promise<AdminUser> {
  return (await api('/api/admin/users', userReply, { method: 'POST', body: user })).user;
}

export const createUserMutationOptions = () =>
  mutationOptions({ mutationKey: ['admin', 'users', 'create'], mutationFn: createUser });

export function useCreateUser() {
  return useMutation(createUserMutationOptions(), queryClient);
}
