// The two synced tables of "Minhas milhas": the wallet (one row per programme held) and the bonus alerts. Both go
// through the generic sync code (server/sync/sync-table.ts), like saved flights.
import { z } from '@core/schemas/zod-locale';
import { SYNCED_ROWS } from '@core/sync/rows';
import { requireOwnMember } from '../household/household-sync';
import { AppError } from '../http/errors';
import type { SyncTable, WriteGuard } from '../sync/sync-table';

const WALLET_COLUMNS = [
  'program',
  'member_id',
  'balance',
  'milheiro',
  'tier',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

export const WALLET: SyncTable<typeof SYNCED_ROWS.wallet.row> = {
  table: 'wallet',
  columns: WALLET_COLUMNS,
  read: ['id', ...WALLET_COLUMNS],
  numeric: ['milheiro'],
  days: [],
  schema: SYNCED_ROWS.wallet.row,
};

const BONUS_ALERT_COLUMNS = [
  'from_program',
  'to_program',
  'min_bonus_percent',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

/** `from` and `to` are SQL keywords: the columns say what they hold, the API keeps the contract's names. */
export const BONUS_ALERTS: SyncTable<typeof SYNCED_ROWS.bonus_alerts.row> = {
  table: 'bonus_alerts',
  columns: BONUS_ALERT_COLUMNS,
  fields: { from_program: 'from', to_program: 'to' },
  read: ['id', ...BONUS_ALERT_COLUMNS],
  numeric: ['min_bonus_percent'],
  days: [],
  schema: SYNCED_ROWS.bonus_alerts.row,
};

export const PROGRAM_TAKEN = 'Este programa já está nesta carteira. Edite o saldo dele em vez de adicioná-lo de novo.';
const takenRows = z.array(z.object({ id: z.string() }));

/**
 * One live row per user, member and programme: a write that would make a second one (an id other than the device's
 * UUID v5 of the user, member and programme) is a 409 instead of the unique index's error, and a member must be one
 * of this user's (400). It runs after the user's change number is taken, so two such writes of one account cannot
 * both pass.
 */
export const oneRowPerProgram: WriteGuard = async (tx, userId, id, values) => {
  if (values.deleted_at !== null && values.deleted_at !== undefined) return;
  const memberId = values.member_id ?? null;
  await requireOwnMember(tx, userId, memberId, 'member_id');
  const [taken] = takenRows.parse(
    await tx.query(
      `SELECT id FROM wallet WHERE user_id = $1 AND program = $2 AND id <> $3 AND deleted_at IS NULL
         AND member_id IS NOT DISTINCT FROM $4::uuid`,
      [userId, values.program, id, memberId],
    ),
  );
  if (taken) throw new AppError(409, PROGRAM_TAKEN, undefined, 'program_taken');
};
