// The household's synced tables (/familia): its members and the tickets issued with their accounts, through the
// generic sync code (server/sync/sync-table.ts) like the wallet. Every member a row names is checked to be one of
// the same account's, so no account can point at (or learn of) another's members.
import { isMemberBeneficiary, MEMBERS_FULL, MAX_HOUSEHOLD_MEMBERS } from '@core/schemas/household';
import { z } from '@core/schemas/zod-locale';
import { SYNCED_ROWS } from '@core/sync/rows';
import type { Queryable } from '../db/client';
import { AppError } from '../http/errors';
import type { DeleteGuard, SyncTable, WriteGuard } from '../sync/sync-table';

const MEMBER_COLUMNS = ['name', 'relation', 'created_at', 'updated_at', 'deleted_at'] as const;

export const HOUSEHOLD_MEMBERS: SyncTable<typeof SYNCED_ROWS.household_members.row> = {
  table: 'household_members',
  columns: MEMBER_COLUMNS,
  read: ['id', ...MEMBER_COLUMNS],
  numeric: [],
  days: [],
  schema: SYNCED_ROWS.household_members.row,
};

const ISSUANCE_COLUMNS = [
  'program',
  'account_member_id',
  'beneficiary',
  'issued_on',
  'tickets',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

export const ISSUANCES: SyncTable<typeof SYNCED_ROWS.issuances.row> = {
  table: 'issuances',
  columns: ISSUANCE_COLUMNS,
  read: ['id', ...ISSUANCE_COLUMNS],
  numeric: [],
  days: ['issued_on'],
  schema: SYNCED_ROWS.issuances.row,
};

export const UNKNOWN_MEMBER = 'Membro da família não encontrado nesta conta.';
export const MEMBER_IN_USE =
  'Esta pessoa ainda tem saldos ou emissões registradas. Apague-os antes de removê-la da família.';

const idRows = z.array(z.object({ id: z.string() }));
const countRows = z.array(z.object({ n: z.coerce.number() }));
const isLive = (values: Record<string, unknown>) => values.deleted_at === null || values.deleted_at === undefined;

/** Refuses (400) a member id that is not a live member of this user: another account's, a removed one, a made-up one. */
export async function requireOwnMember(tx: Queryable, userId: string, memberId: unknown, field: string) {
  if (memberId === null || memberId === undefined) return;
  const [found] = idRows.parse(
    await tx.query('SELECT id FROM household_members WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
      memberId,
      userId,
    ]),
  );
  if (!found) throw new AppError(400, UNKNOWN_MEMBER, [{ path: field, message: UNKNOWN_MEMBER }], 'unknown_member');
}

/** Whether live wallet rows, lots or issues still name the member (as whose account or as who flew). */
async function memberInUse(tx: Queryable, userId: string, memberId: string): Promise<boolean> {
  const [row] = countRows.parse(
    await tx.query(
      `SELECT (SELECT count(*) FROM wallet WHERE user_id = $1 AND member_id = $2 AND deleted_at IS NULL)
            + (SELECT count(*) FROM wallet_lots WHERE user_id = $1 AND member_id = $2 AND deleted_at IS NULL)
            + (SELECT count(*) FROM issuances WHERE user_id = $1 AND deleted_at IS NULL
                 AND (account_member_id = $2 OR beneficiary = $2::text)) AS n`,
      [userId, memberId],
    ),
  );
  return (row?.n ?? 0) > 0;
}

/**
 * A member is removed only once nothing names them: their balances and the tickets the beneficiary limits count
 * would otherwise point at nobody (or be lost with them). The device removes the balances first; issues are history
 * the traveller deletes by hand if they mean to.
 */
export const memberNotInUse: DeleteGuard = async (tx, userId, id) => {
  if (await memberInUse(tx, userId, id)) throw new AppError(409, MEMBER_IN_USE, undefined, 'member_in_use');
};

/** A new live member past the cap is refused; a write to a member already live (an edit) always passes. */
export const memberWrite: WriteGuard = async (tx, userId, id, values) => {
  if (!isLive(values)) return memberNotInUse(tx, userId, id);
  const [row] = countRows.parse(
    await tx.query(
      'SELECT count(*) AS n FROM household_members WHERE user_id = $1 AND id <> $2 AND deleted_at IS NULL',
      [userId, id],
    ),
  );
  if ((row?.n ?? 0) >= MAX_HOUSEHOLD_MEMBERS) throw new AppError(409, MEMBERS_FULL, undefined, 'household_full');
};

/** The account that issued and a beneficiary given by id must be this user's live members. */
export const issuanceMembers: WriteGuard = async (tx, userId, _id, values) => {
  if (!isLive(values)) return;
  await requireOwnMember(tx, userId, values.account_member_id, 'account_member_id');
  const beneficiary = values.beneficiary;
  if (typeof beneficiary === 'string' && isMemberBeneficiary(beneficiary))
    await requireOwnMember(tx, userId, beneficiary, 'beneficiary');
};
