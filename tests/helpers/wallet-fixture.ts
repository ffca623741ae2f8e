import type { WalletProgram } from '@core/miles/wallet-programs';
import type { LocalWalletRow } from '@/lib/local-db';

const AT = '2026-11-20T12:00:00.000Z';

/** A wallet row on the device for `userId`, synced; the id differs per programme and balance. */
export function makeWalletRow(
  userId: string,
  program: WalletProgram,
  balance: number,
  milheiro: number | null = null,
): LocalWalletRow {
  return {
    id: `00000000-0000-4000-8000-${String(balance).padStart(12, '0')}`,
    program,
    balance,
    milheiro,
    tier: null,
    created_at: AT,
    updated_at: AT,
    deleted_at: null,
    userId,
    pending: 0,
  };
}
