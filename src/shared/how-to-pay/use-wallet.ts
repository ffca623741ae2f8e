// The signed-in traveller's wallet as it is on this device (Minhas milhas writes it, sync keeps it current); who is
// signed in is the app's session state (src/lib/session-state.ts).
import { liveQuery } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import type { Holding } from '@core/miles/how-to-pay';
import { walletProgramForAward } from '@core/miles/wallet-programs';
import { localDb } from '@/lib/local-db';
import { useAuthState } from '@/lib/session-state';

async function readHoldings(id: string): Promise<Holding[]> {
  const rows = await localDb.wallet.where('userId').equals(id).toArray();
  // The holder's own rows: a household member's balances are theirs to issue with, not the traveller's.
  return rows
    .filter((r) => !r.deleted_at && !r.member_id)
    .map((r) => ({ program: r.program, balance: r.balance, milheiro: r.milheiro, tier: r.tier }));
}

// One live query of the wallet for every card on screen, not one per card and hook: a results list renders
// hundreds, and each would read IndexedDB again on every change. It runs while someone watches.
const wallet = {
  userId: null as string | null,
  holdings: undefined as Holding[] | undefined,
  listeners: new Set<() => void>(),
  stop: undefined as (() => void) | undefined,
};

function watchWallet(id: string | null): void {
  if (wallet.stop && wallet.userId === id) return;
  wallet.stop?.();
  wallet.userId = id;
  wallet.holdings = undefined;
  const subscription = liveQuery(() => (id ? readHoldings(id) : [])).subscribe({
    next: (holdings) => {
      wallet.holdings = holdings;
      for (const listener of wallet.listeners) listener();
    },
    // Unreadable (private mode, storage gone): no wallet, as for a traveller who set none.
    error: () => {
      wallet.holdings = [];
      for (const listener of wallet.listeners) listener();
    },
  });
  wallet.stop = () => subscription.unsubscribe();
}

function subscribeWallet(id: string | null, onChange: () => void): () => void {
  watchWallet(id);
  wallet.listeners.add(onChange);
  return () => {
    wallet.listeners.delete(onChange);
    if (wallet.listeners.size > 0) return;
    wallet.stop?.();
    wallet.stop = undefined;
    wallet.holdings = undefined;
  };
}

/** The programmes held (tombstones left out); undefined while IndexedDB answers. */
export function useWallet(): Holding[] | undefined {
  const session = useAuthState();
  const id = session.status === 'signedIn' ? session.user.id : null;
  const subscribe = useCallback((onChange: () => void) => subscribeWallet(id, onChange), [id]);
  return useSyncExternalStore(
    subscribe,
    () => (wallet.userId === id ? wallet.holdings : undefined),
    () => undefined,
  );
}

/** The traveller's own milheiro for the programme that pays this award, or null when they set none. */
export function useOwnMilheiro(program: string | null, originalProgram?: string | null): number | null {
  const wallet = useWallet();
  const code = program ? walletProgramForAward(program, originalProgram) : null;
  if (!code) return null;
  return wallet?.find((h) => h.program === code)?.milheiro ?? null;
}
