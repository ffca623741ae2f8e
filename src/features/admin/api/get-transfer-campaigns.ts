// GET /api/admin/transfer-bonuses: every transfer-bonus campaign, ended ones included, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTransferBonuses } from '@core/contract/wallet';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const CAMPAIGNS_KEY = ['admin', 'transfer-bonuses'] as const;

export async function listCampaigns(signal?: AbortSignal) {
  return (await call(adminTransferBonuses, { signal })).campaigns;
}

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: CAMPAIGNS_KEY, queryFn: ({ signal }) => listCampaigns(signal) });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions(), queryClient);
}
