// POST /api/auth/reset-password: the recovery link's new password.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { resetPassword } from '@core/contract/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function resetPasswordRequest({ token, password }: { token: string; password: string }) {
  return call(resetPassword, { body: { token, password }, auth: false });
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPasswordRequest });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(), queryClient);
}
