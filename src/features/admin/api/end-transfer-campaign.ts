// DELETE /api/admin/transfer-bonuses/:id: 'Encerrar campanha', which leaves the subscribers' list at once.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { deleteTransferBonus } from '@core/contract/wallet';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { CAMPAIGNS_KEY } from './get-transfer-campaigns';

export async function endCampaign(id: string): Promise<void> {
  await call(deleteTransferBonus, { params: { id } });
}

export const endCampaignMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'transfer-bonuses', 'end'],
    mutationFn: endCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });

export function useEndCampaign() {
  return useMutation(endCampaignMutationOptions(), queryClient);
}
