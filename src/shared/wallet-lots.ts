// The wallet's lots on the device: points or miles of one programme credited together, with their expiry date, in
// the traveller's account or a household member's; written at once and synced later (src/lib/outbox.ts).
import type { WalletProgram } from '@core/miles/wallet-programs';
import { type LotKind, type WalletLotRow, walletLotSchema } from '@core/schemas/wallet-lots';
import { type LocalDb, type LocalWalletLot, localDb } from '@/lib/local-db';
import { deleteLocal, writeLocal } from '@/lib/outbox';
import { syncNow } from '@/lib/sync';

/** What the traveller types for one lot. */
export interface LotEntry {
  program: WalletProgram;
  amount: number;
  expires_on: string;
  kind: LotKind;
  /** Whose account: a household member's id; null = the traveller's own. */
  member_id: string | null;
}

/** Every live lot of the household (the traveller's and each member's). */
export async function householdLots(userId: string, db: LocalDb = localDb): Promise<LocalWalletLot[]> {
  const rows = await db.walletLots.where('userId').equals(userId).toArray();
  return rows.filter((r) => !r.deleted_at);
}

/**
 * Adds a lot (a new id) or edits one (its id): parsed with the shared row schema, written on the device, then synced.
 * Zeroing is an edit to amount 0: the row stays, and the server stops reminding it.
 */
export async function saveLot(
  userId: string,
  entry: LotEntry,
  id: string = crypto.randomUUID(),
  db: LocalDb = localDb,
  now = new Date(),
): Promise<WalletLotRow> {
  const iso = now.toISOString();
  const existing = await db.walletLots.get(id);
  const row = walletLotSchema.parse({
    id,
    ...entry,
    created_at: existing && existing.userId === userId ? existing.created_at : iso,
    updated_at: iso,
    deleted_at: null,
  });
  await writeLocal(db, userId, 'wallet_lots', row);
  void syncNow(userId, db);
  return row;
}

export async function removeLot(userId: string, id: string, db: LocalDb = localDb, now = new Date()): Promise<void> {
  await deleteLocal(db, userId, 'wallet_lots', id, now);
  void syncNow(userId, db);
}

/** A programme removed from an account takes its lots with it: nothing left on screen is reminded. */
export async function removeProgramLots(
  userId: string,
  program: WalletProgram,
  memberId: string | null,
  db: LocalDb = localDb,
): Promise<void> {
  const lots = (await householdLots(userId, db)).filter((lot) => lot.program === program && lot.member_id === memberId);
  for (const lot of lots) await deleteLocal(db, userId, 'wallet_lots', lot.id);
  if (lots.length > 0) void syncNow(userId, db);
}
