import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@core/contract/operation';
import { updateProfile as updateProfileOp } from '@core/contract/profile';
import { storeSignedInUser } from '@/features/auth/auth-state';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { readStoredUser } from '@/lib/stored-user';

export type ProfileUpdate = BodyOf<typeof updateProfileOp>;

/** PUT /api/profile; the reply becomes the stored user (the access token stays this device's). */
async function updateProfile(values: ProfileUpdate): Promise<void> {
  const res = await call(updateProfileOp, { body: values });
  storeSignedInUser({ ...res.user, access_token: readStoredUser()?.access_token });
}

export const updateProfileMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'update'], mutationFn: updateProfile });

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions(), queryClient);
}
