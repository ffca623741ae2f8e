import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { localDb } from '@/lib/local-db';
import { reportServerReached } from '@/lib/network-status';
import { queryClient } from '@/lib/query-client';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';

/**
 * The bed of a component test that shows 'como pagar': `userId` signed in on the device with an empty wallet, and
 * the campaigns' reply faked as none running. Registers its own beforeEach/afterEach.
 */
export function howToPayBed(userId: string): void {
  beforeEach(async () => {
    queryClient.clear();
    await localDb.keptReplies.clear();
    await localDb.wallet.clear();
    writeStoredUser({ id: userId, email: 'viajante@example.com' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ campaigns: [] }))),
    );
  });
  afterEach(() => {
    // The screen goes first, so nothing still mounted asks the real fetch once the stub is gone.
    cleanup();
    vi.unstubAllGlobals();
    clearStoredUser();
    reportServerReached();
  });
}
