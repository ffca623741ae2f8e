// "Minhas milhas" on the device: one row per programme held, written at once and synced later (src/lib/outbox.ts).
import type { WalletProgram } from '@core/miles/wallet-programs';
import { type WalletRow, walletRowIdName, walletRowSchema } from '@core/schemas/wallet';
import { type LocalDb, type LocalWalletRow, localDb } from '@/lib/local-db';
import { deleteLocal, writeLocal } from '@/lib/outbox';
import { stableUuid } from '@/lib/stable-id';
import { syncNow } from '@/lib/sync';

/** What the traveller types for one programme. */
export interface WalletEntry {
  program: WalletProgram;
  balance: number;
  /** R$ per 1,000; null = the programme's default. */
  milheiro: number | null;
  tier: string | null;
}

/** One row per user and programme, on every device: adding Smiles on the phone and the laptop edits one row. */
export function walletRowId(userId: string, program: WalletProgram): Promise<string> {
  return stableUuid(walletRowIdName(userId, program));
}

/** The programmes this user holds (tombstones left out), in the order of their names. */
export async function walletRows(userId: string, db: LocalDb = localDb): Promise<LocalWalletRow[]> {
  const rows = await db.wallet.where('userId').equals(userId).toArray();
  return rows.filter((r) => !r.deleted_at);
}

/**
 * Adds or edits a programme: parsed with the shared row schema, written on the device, then synced. A programme
 * removed earlier comes back as the same row (same id), with a new creation time.
 */
export async function saveWalletEntry(
  userId: string,
  entry: WalletEntry,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<WalletRow> {
  const id = await walletRowId(userId, entry.program);
  const iso = now.toISOString();
  const existing = await db.wallet.get(id);
  const kept = existing && existing.userId === userId && !existing.deleted_at ? existing.created_at : iso;
  const row = walletRowSchema.parse({ id, ...entry, created_at: kept, updated_at: iso, deleted_at: null });
  await writeLocal(db, userId, 'wallet', row);
  void syncNow(userId, db);
  return row;
}

export async function removeWalletEntry(userId: string, id: string, db: LocalDb = localDb): Promise<void> {
  await deleteLocal(db, userId, 'wallet', id);
  void syncNow(userId, db);
}
