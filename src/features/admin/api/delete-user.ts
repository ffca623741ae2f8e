// DELETE /api/admin/users/:id.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { deleteUser as deleteUserOp } from '@core/contract/admin';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export async function deleteUser(id: string): Promise<void> {
  await call(deleteUserOp, { params: { id } });
}

export const deleteUserMutationOptions = () =>
  mutationOptions({ mutationKey: ['admin', 'users', 'delete'], mutationFn: deleteUser });

export function useDeleteUser() {
  return useMutation(deleteUserMutationOptions(), queryClient);
}
