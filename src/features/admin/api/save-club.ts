// PUT /api/admin/clubs/:id: a plan's figures from a day on; refreshes the admin list.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { putClub } from '@core/contract/clubs';
import type { ClubId } from '@core/miles/clubs';
import type { ClubBody } from '@core/schemas/clubs';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { ADMIN_CLUBS_KEY } from './get-clubs';

export interface SaveClub {
  id: ClubId;
  club: ClubBody;
}

export async function saveClub({ id, club }: SaveClub) {
  return (await call(putClub, { params: { id }, body: club })).club;
}

export const saveClubMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'clubs', 'save'],
    mutationFn: saveClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CLUBS_KEY }),
  });

export function useSaveClub() {
  return useMutation(saveClubMutationOptions(), queryClient);
}
