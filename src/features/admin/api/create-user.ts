// POST /api/admin/users: an account created by the administrator (SPEC §4).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { createUser as createUserOp } from '@core/contract/admin';
import type { BodyOf } from '@core/contract/operation';
import type { AdminUser } from '@core/schemas/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

/** expiresAt: an ISO instant, or null for permanent access. */
export type NewUser = Required<BodyOf<typeof createUserOp>>;

export async function createUser(user: NewUser): Promise<AdminUser> {
  return (await call(createUserOp, { body: user })).user;
}

export const createUserMutationOptions = () =>
  mutationOptions({ mutationKey: ['admin', 'users', 'create'], mutationFn: createUser });

export function useCreateUser() {
  return useMutation(createUserMutationOptions(), queryClient);
}
