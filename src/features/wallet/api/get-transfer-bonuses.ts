// GET /api/transfer-bonuses (the query "como pagar" shares, src/shared/transfer-bonuses.ts): the campaigns running
// today. The last reply is kept in localStorage with when it came, so the list still shows offline, "visto há N h".
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isoDateTime } from '@core/schemas/bounds';
import { campaignDay, type StoredBonusCampaign, storedBonusCampaignSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { transferBonusesQuery } from '@/shared/transfer-bonuses';

export const KEPT_BONUSES_KEY = 'bussola:transfer-bonuses';
const keptSchema = z.object({ savedAt: isoDateTime(), campaigns: z.array(storedBonusCampaignSchema) });
type Kept = z.infer<typeof keptSchema>;

/** The kept reply, or null when there is none or it is not one this version reads. */
export function readKeptBonuses(): Kept | null {
  try {
    const parsed = keptSchema.safeParse(JSON.parse(localStorage.getItem(KEPT_BONUSES_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keep(campaigns: readonly StoredBonusCampaign[], now: Date) {
  try {
    localStorage.setItem(KEPT_BONUSES_KEY, JSON.stringify({ savedAt: now.toISOString(), campaigns }));
  } catch {
    // Storage full or refused: the list simply is not there offline.
  }
}

export type BonusesState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  /** seenAt: when the kept list was fetched (offline), null when it is this visit's reply. */
  | { status: 'ready'; campaigns: StoredBonusCampaign[]; seenAt: string | null };

/** The campaigns: this visit's reply, else (offline) the kept one without the campaigns that ended since. */
export function useTransferBonuses(now = new Date()): BonusesState {
  const online = useOnline();
  const query = useQuery({ ...transferBonusesQuery, enabled: online }, queryClient);
  const { data, dataUpdatedAt } = query;
  // Each reply is kept with when it came, for the next visit without network.
  useEffect(() => {
    if (data) keep(data, new Date(dataUpdatedAt));
  }, [data, dataUpdatedAt]);
  if (query.data) return { status: 'ready', campaigns: query.data, seenAt: null };
  const offline = !online || (query.isError && isOffline(query.error));
  if (offline) {
    const kept = readKeptBonuses();
    if (!kept) return { status: 'offline' };
    const today = campaignDay(now);
    return { status: 'ready', campaigns: kept.campaigns.filter((c) => c.validUntil >= today), seenAt: kept.savedAt };
  }
  if (query.isError) return { status: 'error', message: toUserMessage(query.error, 'Erro ao carregar as campanhas') };
  return { status: 'loading' };
}
