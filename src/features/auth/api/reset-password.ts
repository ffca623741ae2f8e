// POST /api/auth/reset-password: the recovery link's new password.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { successReply } from '@core/schemas/auth-replies';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export function resetPasswordRequest({ token, password }: { token: string; password: string }) {
  return api('/api/auth/reset-password', successReply, { body: { token, password }, auth: false });
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPasswordRequest });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(), queryClient);
}
