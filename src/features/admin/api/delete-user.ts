// DELETE /api/admin/users/:id.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { successReply } from '@core/schemas/auth-replies';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export async function deleteUser(id: string): Promise<void> {
  await api(`/api/admin/users/${encodeURIComponent(id)}`, successReply, { method: 'DELETE' });
}

export const deleteUserMutationOptions = () =>
  mutationOptions({ mutationKey: ['admin', 'users', 'delete'], mutationFn: deleteUser });

export function useDeleteUser() {
  return useMutation(deleteUserMutationOptions(), queryClient);
}
