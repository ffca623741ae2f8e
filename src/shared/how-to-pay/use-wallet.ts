// The signed-in traveller's wallet as it is on this device (Minhas milhas writes it, sync keeps it current).
// src/shared may not ask features/auth who is signed in, so the id comes from the stored user, the same source
// the session state is built from, followed through the same change event.
import { liveQuery } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import type { Holding } from '@core/miles/how-to-pay';
import { walletProgramForAward } from '@core/miles/wallet-programs';
import { localDb } from '@/lib/local-db';
import { readStoredUser, STORED_USER_EVENT } from '@/lib/stored-user';

// Read once per change, not once per card: a results list renders hundreds of these.
let userId: string | null | undefined;
let listeners = 0;

function currentUserId(): string | null {
  if (userId === undefined) userId = readStoredUser()?.id ?? null;
  return userId;
}

function subscribe(onChange: () => void): () => void {
  const update = () => {
    userId = readStoredUser()?.id ?? null;
    onChange();
  };
  listeners += 1;
  window.addEventListener(STORED_USER_EVENT, update);
  window.addEventListener('storage', update);
  return () => {
    listeners -= 1;
    // Unwatched, the value may go stale: the next reader reads storage again.
    if (listeners === 0) userId = undefined;
    window.removeEventListener(STORED_USER_EVENT, update);
    window.removeEventListener('storage', update);
  };
}

/** Who is signed in on this device, or null. */
export function useSignedInUserId(): string | null {
  return useSyncExternalStore(subscribe, currentUserId, () => null);
}

async function readHoldings(id: string): Promise<Holding[]> {
  const rows = await localDb.wallet.where('userId').equals(id).toArray();
  return rows
    .filter((r) => !r.deleted_at)
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
  const id = useSignedInUserId();
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
