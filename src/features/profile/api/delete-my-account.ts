// DELETE /api/me (the password again, or the e-mailed link's token); POST /api/me/deletion-link for an account that
// signs in without a password. Once deleted, this device signs out and clears the account's data.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { deleteMyAccount, requestDeletionLink } from '@core/contract/account';
import type { DeleteAccountBody } from '@core/schemas/account';
import { forgetDeletedAccount } from '@/features/auth/deleted-account';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

/** Deletes the account `userId` is signed in to; resolves to the server's message once this device forgot it. */
async function deleteAccount({ userId, body }: { userId: string; body: DeleteAccountBody }): Promise<string> {
  const { message } = await call(deleteMyAccount, { body });
  await forgetDeletedAccount(userId);
  return message;
}

export const deleteMyAccountMutationOptions = () =>
  mutationOptions({ mutationKey: ['me', 'delete'], mutationFn: deleteAccount });

export function useDeleteMyAccount() {
  return useMutation(deleteMyAccountMutationOptions(), queryClient);
}

export const requestDeletionLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: ['me', 'deletion-link'],
    mutationFn: async () => (await call(requestDeletionLink)).message,
  });

export function useRequestDeletionLink() {
  return useMutation(requestDeletionLinkMutationOptions(), queryClient);
}
