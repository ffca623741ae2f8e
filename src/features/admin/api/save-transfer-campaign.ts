// POST /api/admin/transfer-bonuses (new) and PUT /api/admin/transfer-bonuses/:id (edit); both refresh the list.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { createTransferBonus, updateTransferBonus } from '@core/contract/wallet';
import type { BonusCampaign } from '@core/schemas/wallet';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { CAMPAIGNS_KEY } from './get-transfer-campaigns';

export interface SaveCampaign {
  /** Absent for a new campaign. */
  id?: string;
  campaign: BonusCampaign;
}

export async function saveCampaign({ id, campaign }: SaveCampaign) {
  const reply = id
    ? await call(updateTransferBonus, { params: { id }, body: campaign })
    : await call(createTransferBonus, { body: campaign });
  return reply.campaign;
}

export const saveCampaignMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'transfer-bonuses', 'save'],
    mutationFn: saveCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });

export function useSaveCampaign() {
  return useMutation(saveCampaignMutationOptions(), queryClient);
}
