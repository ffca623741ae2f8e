// The transfer-bonus campaigns running today (GET /api/transfer-bonuses), for "como pagar" and every screen
// that prices a transfer. Campaigns last days and change rarely: one request per session is plenty. Each reply
// is kept in localStorage with when it came, so both the wallet's list and "como pagar" still count a running
// bonus offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { transferBonuses } from '@core/contract/wallet';
import { isoDateTime } from '@core/schemas/bounds';
import { campaignDay, type StoredBonusCampaign, storedBonusCampaignSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';

export const TRANSFER_BONUSES_KEY = ['transfer-bonuses'] as const;
export const KEPT_BONUSES_KEY = 'bussola:transfer-bonuses';
const SIX_HOURS = 6 * 60 * 60 * 1000;
const NONE: readonly StoredBonusCampaign[] = [];

const keptSchema = z.object({ savedAt: isoDateTime(), campaigns: z.array(storedBonusCampaignSchema) });
type Kept = z.infer<typeof keptSchema>;

/** The kept reply, or null when there is none or it is not one this version reads. */
function readKeptBonuses(): Kept | null {
  try {
    const parsed = keptSchema.safeParse(JSON.parse(localStorage.getItem(KEPT_BONUSES_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The kept campaigns that have not ended by `now`'s campaign day, and when they were fetched; null without any. */
export function keptRunningBonuses(now: Date): { campaigns: StoredBonusCampaign[]; savedAt: string } | null {
  const kept = readKeptBonuses();
  if (!kept) return null;
  const today = campaignDay(now);
  return { campaigns: kept.campaigns.filter((c) => c.validUntil >= today), savedAt: kept.savedAt };
}

function keep(campaigns: readonly StoredBonusCampaign[]) {
  try {
    localStorage.setItem(KEPT_BONUSES_KEY, JSON.stringify({ savedAt: new Date().toISOString(), campaigns }));
  } catch {
    // Storage full or refused: the campaigns simply are not there offline.
  }
}

export const transferBonusesQuery = queryOptions({
  queryKey: TRANSFER_BONUSES_KEY,
  queryFn: async ({ signal }) => {
    const { campaigns } = await call(transferBonuses, { signal });
    keep(campaigns);
    return campaigns;
  },
  staleTime: SIX_HOURS,
  gcTime: SIX_HOURS,
});

/**
 * The campaigns: this visit's reply; offline or when the request fails, the kept ones still running; none while
 * loading. "como pagar" then prices transfers without a bonus rather than saying nothing. `enabled` false asks
 * nothing (a traveller with an empty wallet).
 */
export function useActiveTransferBonuses(enabled = true): readonly StoredBonusCampaign[] {
  const online = useOnline();
  const { data, isError } = useQuery({ ...transferBonusesQuery, enabled: enabled && online }, queryClient);
  const useKept = !data && enabled && (!online || isError);
  const running = useMemo(() => (useKept ? keptRunningBonuses(new Date())?.campaigns : null) ?? NONE, [useKept]);
  return data ?? running;
}
