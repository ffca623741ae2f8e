// The transfer-bonus campaigns running today (GET /api/transfer-bonuses), for "como pagar" and every screen
// that prices a transfer. Campaigns last days and change rarely: one request per session is plenty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferBonuses } from '@core/contract/wallet';
import type { StoredBonusCampaign } from '@core/schemas/wallet';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const TRANSFER_BONUSES_KEY = ['transfer-bonuses'] as const;
const SIX_HOURS = 6 * 60 * 60 * 1000;
const NONE: readonly StoredBonusCampaign[] = [];

export const transferBonusesQuery = queryOptions({
  queryKey: TRANSFER_BONUSES_KEY,
  queryFn: async ({ signal }) => (await call(transferBonuses, { signal })).campaigns,
  staleTime: SIX_HOURS,
  gcTime: SIX_HOURS,
});

/**
 * The campaigns, or none while loading, offline or when the request fails: "como pagar" then prices transfers
 * without a bonus rather than saying nothing. `enabled` false asks nothing (a traveller with an empty wallet).
 */
export function useActiveTransferBonuses(enabled = true): readonly StoredBonusCampaign[] {
  return useQuery({ ...transferBonusesQuery, enabled }, queryClient).data ?? NONE;
}
