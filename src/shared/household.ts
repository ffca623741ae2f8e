// The household on the device (/familia): its members and the tickets issued with their accounts, written at once
// and synced later through the outbox (src/lib/outbox.ts), like the wallet. The holder is never a row: a null
// member is the holder, shown as "Eu". Other screens (the trip planner) read the members from here too.
import {
  HOLDER_LABEL,
  type HouseholdMember,
  householdMemberSchema,
  type Issuance,
  type IssuanceEntry,
  isMemberBeneficiary,
  issuanceSchema,
  type Relation,
} from '@core/schemas/household';
import type { LocalDb, LocalHouseholdMember, LocalIssuance } from '@/lib/local-db';
import { localDb, localStore } from '@/lib/local-db';
import { deleteLocal, writeLocal } from '@/lib/outbox';
import { syncNow } from '@/lib/sync';
import { householdWalletRows, walletMemberOf } from '@/shared/wallet';
import { householdLots } from '@/shared/wallet-lots';

/** What the traveller types for one member. */
export interface MemberEntry {
  name: string;
  relation: Relation;
}

/** The household's members (tombstones left out), in the order they were added. */
export async function householdMembers(userId: string, db: LocalDb = localDb): Promise<LocalHouseholdMember[]> {
  const rows = await db.householdMembers.where('userId').equals(userId).toArray();
  return rows.filter((r) => !r.deleted_at).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The recorded issues (tombstones left out), the latest day first. */
export async function householdIssuances(userId: string, db: LocalDb = localDb): Promise<LocalIssuance[]> {
  const rows = await db.issuances.where('userId').equals(userId).toArray();
  return rows
    .filter((r) => !r.deleted_at)
    .sort((a, b) => b.issued_on.localeCompare(a.issued_on) || b.created_at.localeCompare(a.created_at));
}

/**
 * Writes one row of a household table on the device (a new id when none), keeping the first creation time, then
 * syncs. `parse` is the table's shared row schema, so what is written is what the server accepts.
 */
async function writeRow<T extends { id: string }>(
  userId: string,
  table: 'household_members' | 'issuances',
  parse: (row: unknown) => T,
  entry: object,
  id: string | null,
  db: LocalDb,
  now: Date,
): Promise<T> {
  const iso = now.toISOString();
  const existing = id ? await localStore(db, table).get(id) : undefined;
  const row = parse({
    id: id ?? crypto.randomUUID(),
    ...entry,
    created_at: existing?.created_at ?? iso,
    updated_at: iso,
    deleted_at: null,
  });
  await writeLocal(db, userId, table, row as never);
  void syncNow(userId, db);
  return row;
}

/** Adds (no id) or edits a member. */
export function saveMember(
  userId: string,
  entry: MemberEntry,
  id: string | null = null,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<HouseholdMember> {
  return writeRow(userId, 'household_members', (row) => householdMemberSchema.parse(row), entry, id, db, now);
}

/** The issues that name the member, as whose account or as who flew: what keeps them from being removed. */
export function issuancesNaming(issuances: readonly LocalIssuance[], memberId: string): LocalIssuance[] {
  return issuances.filter((i) => i.account_member_id === memberId || i.beneficiary === memberId);
}

/**
 * Removes a member with their balances and lots. Those go first, in the outbox's order, so the server (which refuses
 * to remove someone still named) sees them gone; a member some issue names is kept ('in_use'): those issues are
 * what the beneficiary limits count, and only the traveller decides to delete them.
 */
export async function removeMember(
  userId: string,
  memberId: string,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<'removed' | 'in_use'> {
  if (issuancesNaming(await householdIssuances(userId, db), memberId).length > 0) return 'in_use';
  const balances = (await householdWalletRows(userId, db)).filter((r) => walletMemberOf(r) === memberId);
  for (const row of balances) await deleteLocal(db, userId, 'wallet', row.id, now);
  const lots = (await householdLots(userId, db)).filter((lot) => lot.member_id === memberId);
  for (const lot of lots) await deleteLocal(db, userId, 'wallet_lots', lot.id, now);
  await deleteLocal(db, userId, 'household_members', memberId, now);
  void syncNow(userId, db);
  return 'removed';
}

/** Records (no id) or edits an issue; the day is checked against today (Brasília) by the shared schema. */
export function saveIssuance(
  userId: string,
  entry: IssuanceEntry,
  id: string | null = null,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<Issuance> {
  return writeRow(userId, 'issuances', (row) => issuanceSchema.parse(row), entry, id, db, now);
}

export async function removeIssuance(userId: string, id: string, db: LocalDb = localDb): Promise<void> {
  await deleteLocal(db, userId, 'issuances', id);
  void syncNow(userId, db);
}

/** A member's name by id; null is the holder ("Eu"); a member since removed is said so. */
export function memberLabel(members: readonly Pick<HouseholdMember, 'id' | 'name'>[], id: string | null): string {
  if (id === null) return HOLDER_LABEL;
  return members.find((m) => m.id === id)?.name ?? 'Pessoa removida';
}

/** Who flew: the holder, a member by name, or the name typed for someone outside the household. */
export function beneficiaryLabel(
  members: readonly Pick<HouseholdMember, 'id' | 'name'>[],
  beneficiary: string | null,
): string {
  return isMemberBeneficiary(beneficiary) ? memberLabel(members, beneficiary) : (beneficiary ?? HOLDER_LABEL);
}
