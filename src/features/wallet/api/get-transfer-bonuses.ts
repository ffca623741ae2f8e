// GET /api/transfer-bonuses: the campaigns running today. The last reply is kept in localStorage with when it
// came, so the list still shows offline, said to be "visto há N h".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferBonuses } from '@core/contract/wallet';
import { isoDateTime } from '@core/schemas/bounds';
import { campaignDay, type StoredBonusCampaign, storedBonusCampaignSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';

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

function keep(campaigns: StoredBonusCampaign[], now = new Date()) {
  try {
    localStorage.setItem(KEPT_BONUSES_KEY, JSON.stringify({ savedAt: now.toISOString(), campaigns }));
  } catch {
    // Storage full or refused: the list simply is not there offline.
  }
}

export async function getTransferBonuses(signal?: AbortSignal): Promise<StoredBonusCampaign[]> {
  const { campaigns } = await call(transferBonuses, { signal });
  keep(campaigns);
  return campaigns;
}

export const TRANSFER_BONUSES_KEY = ['transfer-bonuses'] as const;

export const transferBonusesQueryOptions = () =>
  queryOptions({ queryKey: TRANSFER_BONUSES_KEY, queryFn: ({ signal }) => getTransferBonuses(signal) });

export type BonusesState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  /** seenAt: when the kept list was fetched (offline), null when it is this visit's reply. */
  | { status: 'ready'; campaigns: StoredBonusCampaign[]; seenAt: string | null };

/** The campaigns: this visit's reply, else (offline) the kept one without the campaigns that ended since. */
export function useTransferBonuses(now = new Date()): BonusesState {
  const online = useOnline();
  const query = useQuery({ ...transferBonusesQueryOptions(), enabled: online }, queryClient);
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
