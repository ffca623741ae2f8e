// The transfer-bonus campaigns running today (GET /api/transfer-bonuses), for "como pagar" and every screen
// that prices a transfer. Campaigns last days and change rarely: one request per session is plenty. Each reply
// is kept on the device (IndexedDB, per account: sign-out takes it away) with when it came, so both the wallet's
// list and "como pagar" still count a running bonus offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { transferBonuses } from '@core/contract/wallet';
import { campaignDay, type StoredBonusCampaign, storedBonusCampaignSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { call } from '@/lib/call';
import { keepReply, keptReply } from '@/lib/kept-replies';
import { type LocalDb, localDb } from '@/lib/local-db';
import { queryClient } from '@/lib/query-client';
import { useAuthState } from '@/lib/session-state';
import { readStoredUser } from '@/lib/stored-user';
import { useOnline } from '@/lib/use-online';

export const TRANSFER_BONUSES_KEY = ['transfer-bonuses'] as const;
/** The kind of kept reply (src/lib/kept-replies.ts) the campaigns are kept as. */
export const KEPT_BONUSES_KIND = 'transfer-bonuses';
const SIX_HOURS = 6 * 60 * 60 * 1000;
const NONE: readonly StoredBonusCampaign[] = [];

const keptSchema = z.array(storedBonusCampaignSchema);
export type KeptBonuses = { campaigns: StoredBonusCampaign[]; savedAt: string };

/** This account's kept campaigns and when they were fetched; null without any (or without one this version reads). */
export async function readKeptBonuses(userId: string, db: LocalDb = localDb): Promise<KeptBonuses | null> {
  try {
    const kept = await keptReply(userId, KEPT_BONUSES_KIND, '', keptSchema, db);
    return kept && { campaigns: kept.reply, savedAt: kept.savedAt };
  } catch {
    return null;
  }
}

/** The kept campaigns that have not ended by `now`'s campaign day. */
export function stillRunning(kept: KeptBonuses, now: Date): KeptBonuses {
  const today = campaignDay(now);
  return { campaigns: kept.campaigns.filter((c) => c.validUntil >= today), savedAt: kept.savedAt };
}

const keptBonusesKey = (userId: string | null) => [...TRANSFER_BONUSES_KEY, 'kept', userId] as const;

async function keep(campaigns: readonly StoredBonusCampaign[]) {
  const userId = readStoredUser()?.id;
  if (!userId) return;
  try {
    await keepReply(userId, KEPT_BONUSES_KIND, '', campaigns);
  } catch {
    // Storage full or refused: the campaigns simply are not there offline.
  }
  void queryClient.invalidateQueries({ queryKey: keptBonusesKey(userId) });
}

export const transferBonusesQuery = queryOptions({
  queryKey: TRANSFER_BONUSES_KEY,
  queryFn: async ({ signal }) => {
    const { campaigns } = await call(transferBonuses, { signal });
    void keep(campaigns);
    return campaigns;
  },
  staleTime: SIX_HOURS,
  gcTime: SIX_HOURS,
});

/**
 * The kept campaigns still running by `now`, read from the device once for every card that asks (a results list
 * renders hundreds): undefined while they are read, null without any. `enabled` false reads nothing.
 */
export function useKeptBonuses(enabled: boolean, now: Date = new Date()): KeptBonuses | null | undefined {
  const session = useAuthState();
  const userId = enabled && session.status === 'signedIn' ? session.user.id : null;
  const { data } = useQuery(
    {
      queryKey: keptBonusesKey(userId),
      queryFn: () => (userId ? readKeptBonuses(userId) : null),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
  const day = campaignDay(now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the campaign day, not the instant, decides what still runs.
  return useMemo(() => (enabled && data ? stillRunning(data, now) : enabled ? data : null), [enabled, data, day]);
}

/**
 * The campaigns: this visit's reply; offline or when the request fails, the kept ones still running; none while
 * loading. "como pagar" then prices transfers without a bonus rather than saying nothing. `enabled` false asks
 * nothing (a traveller with an empty wallet).
 */
export function useActiveTransferBonuses(enabled = true): readonly StoredBonusCampaign[] {
  const online = useOnline();
  const { data, isError } = useQuery({ ...transferBonusesQuery, enabled: enabled && online }, queryClient);
  const useKept = !data && enabled && (!online || isError);
  const kept = useKeptBonuses(useKept);
  const running = useMemo(() => (useKept ? kept?.campaigns : null) ?? NONE, [useKept, kept]);
  return data ?? running;
}
