// POST /api/awards/recheck: "Ainda está lá?", one award offer asked again past every cache (a bounded number a day).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { awardRecheck } from '@core/contract/award-recheck';
import type { AwardRecheckInput } from '@core/schemas/award-recheck';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function recheckAward(request: AwardRecheckInput) {
  return call(awardRecheck, { body: request });
}

export const recheckAwardMutationOptions = () =>
  mutationOptions({ mutationKey: ['awards', 'recheck'], mutationFn: recheckAward });

export function useRecheckAward() {
  return useMutation(recheckAwardMutationOptions(), queryClient);
}
