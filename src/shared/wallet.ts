// "Minhas milhas" on the device: one row per programme held by the traveller or by a member of their household
// (/familia), written at once and synced later (src/lib/outbox.ts).
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
  /** Whose account: a household member's id; null or absent = the traveller's own. */
  member_id?: string | null;
}

/**
 * One row per user, member and programme, on every device: adding Smiles on the phone and the laptop edits one row.
 * The traveller's own (no member) keep the ids they had before the household existed.
 */
export function walletRowId(userId: string, program: WalletProgram, memberId: string | null = null): Promise<string> {
  return stableUuid(walletRowIdName(userId, program, memberId));
}

/** Whose a row is: rows written before the household have no member and are the traveller's. */
export const walletMemberOf = (row: Pick<LocalWalletRow, 'member_id'>): string | null => row.member_id ?? null;

/** The programmes held in one account (the traveller's by default), tombstones left out. */
export async function walletRows(
  userId: string,
  db: LocalDb = localDb,
  memberId: string | null = null,
): Promise<LocalWalletRow[]> {
  const rows = await db.wallet.where('userId').equals(userId).toArray();
  return rows.filter((r) => !r.deleted_at && walletMemberOf(r) === memberId);
}

/** Every live row of the household, the traveller's and each member's. */
export async function householdWalletRows(userId: string, db: LocalDb = localDb): Promise<LocalWalletRow[]> {
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
  const memberId = entry.member_id ?? null;
  const id = await walletRowId(userId, entry.program, memberId);
  const iso = now.toISOString();
  const existing = await db.wallet.get(id);
  const kept = existing && existing.userId === userId && !existing.deleted_at ? existing.created_at : iso;
  const row = walletRowSchema.parse({
    id,
    ...entry,
    member_id: memberId,
    created_at: kept,
    updated_at: iso,
    deleted_at: null,
  });
  await writeLocal(db, userId, 'wallet', row);
  void syncNow(userId, db);
  return row;
}

export async function removeWalletEntry(userId: string, id: string, db: LocalDb = localDb): Promise<void> {
  await deleteLocal(db, userId, 'wallet', id);
  void syncNow(userId, db);
}
