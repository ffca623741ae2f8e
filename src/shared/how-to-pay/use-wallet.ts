// The signed-in traveller's wallet as it is on this device (Minhas milhas writes it, sync keeps it current).
// src/shared may not ask features/auth who is signed in, so the id comes from the stored user, the same source
// the session state is built from, followed through the same change event.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
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

/** The programmes held (tombstones left out); undefined while IndexedDB answers. */
export function useWallet(): Holding[] | undefined {
  const id = useSignedInUserId();
  return useLiveQuery(async () => {
    if (!id) return [];
    const rows = await localDb.wallet.where('userId').equals(id).toArray();
    return rows
      .filter((r) => !r.deleted_at)
      .map((r) => ({ program: r.program, balance: r.balance, milheiro: r.milheiro, tier: r.tier }));
  }, [id]);
}

/** The traveller's own milheiro for the programme that pays this award, or null when they set none. */
export function useOwnMilheiro(program: string | null, originalProgram?: string | null): number | null {
  const wallet = useWallet();
  const code = program ? walletProgramForAward(program, originalProgram) : null;
  if (!code) return null;
  return wallet?.find((h) => h.program === code)?.milheiro ?? null;
}
