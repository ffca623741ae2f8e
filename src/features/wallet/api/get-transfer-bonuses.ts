// GET /api/transfer-bonuses (the query "como pagar" shares, src/shared/transfer-bonuses.ts): the campaigns running
// today. Offline, the last reply kept there, "visto há N h".
import { useQuery } from '@tanstack/react-query';
import type { StoredBonusCampaign } from '@core/schemas/wallet';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { transferBonusesQuery, useKeptBonuses } from '@/shared/transfer-bonuses';

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
  const offline = !query.data && (!online || (query.isError && isOffline(query.error)));
  const kept = useKeptBonuses(offline, now);
  if (query.data) return { status: 'ready', campaigns: query.data, seenAt: null };
  if (offline) {
    if (kept === undefined) return { status: 'loading' };
    if (!kept) return { status: 'offline' };
    return { status: 'ready', campaigns: kept.campaigns, seenAt: kept.savedAt };
  }
  if (query.isError) return { status: 'error', message: toUserMessage(query.error, 'Erro ao carregar as campanhas') };
  return { status: 'loading' };
}
