// PUT /api/admin/users/:id: an account's expiry date or its administrator switch (SPEC §4).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { updateUser } from '@core/contract/admin';
import type { BodyOf } from '@core/contract/operation';
import type { AdminUser } from '@core/schemas/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export type AdminMetadataUpdate = Pick<
  BodyOf<typeof updateUser>['user_metadata'],
  'subscription_expires' | 'role' | 'user_type'
>;

export async function updateUserMetadata(id: string, metadata: AdminMetadataUpdate): Promise<AdminUser> {
  return (await call(updateUser, { params: { id }, body: { user_metadata: metadata } })).user;
}

/** SPEC §4: null clears the expiry (permanent access). */
export const expiryUpdate = (expires: string | null): AdminMetadataUpdate => ({ subscription_expires: expires });

/** SPEC §4: on → role 'admin' and user_type 'admin'; off → role 'user' and user_type 'assinante'. */
export const adminUpdate = (admin: boolean): AdminMetadataUpdate =>
  admin ? { role: 'admin', user_type: 'admin' } : { role: 'user', user_type: 'assinante' };

export const updateUserMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'update'],
    mutationFn: ({ id, metadata }: { id: string; metadata: AdminMetadataUpdate }) => updateUserMetadata(id, metadata),
  });

export function useUpdateUser() {
  return useMutation(updateUserMutationOptions(), queryClient);
}
