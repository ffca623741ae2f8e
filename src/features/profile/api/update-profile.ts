import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { profileUpdateSchema } from '@core/schemas/auth';
import { userReply } from '@core/schemas/auth-replies';
import type { z } from '@core/schemas/zod-locale';
import { storeSignedInUser } from '@/features/auth/auth-state';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { readStoredUser } from '@/lib/stored-user';

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /api/profile; the reply becomes the stored user (the access token stays this device's). */
async function updateProfile(values: ProfileUpdate): Promise<void> {
  const res = await api('/api/profile', userReply, { method: 'PUT', body: values });
  storeSignedInUser({ ...res.user, access_token: readStoredUser()?.access_token });
}

export const updateProfileMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'update'], mutationFn: updateProfile });

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions(), queryClient);
}
