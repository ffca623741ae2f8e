// The wallet's lots (points and miles by expiry date), synced through the generic sync code like the wallet. A lot
// names a live member of the same account or none (the holder), and an account keeps at most MAX_WALLET_LOTS live.
import { LOTS_FULL, MAX_WALLET_LOTS } from '@core/schemas/wallet-lots';
import { z } from '@core/schemas/zod-locale';
import { SYNCED_ROWS } from '@core/sync/rows';
import { requireOwnMember } from '../household/household-sync';
import { AppError } from '../http/errors';
import type { SyncTable, WriteGuard } from '../sync/sync-table';

const LOT_COLUMNS = [
  'program',
  'member_id',
  'amount',
  'expires_on',
  'kind',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

export const WALLET_LOTS: SyncTable<typeof SYNCED_ROWS.wallet_lots.row> = {
  table: 'wallet_lots',
  columns: LOT_COLUMNS,
  read: ['id', ...LOT_COLUMNS],
  numeric: [],
  days: ['expires_on'],
  schema: SYNCED_ROWS.wallet_lots.row,
};

const countRows = z.array(z.object({ n: z.coerce.number() }));

/**
 * A live lot names this account's live member (or none: the holder), and a new one past the cap is a 409; a write
 * to a lot already live (an edit, zeroing it) always passes the cap. It runs after the user's change number is taken,
 * so two new lots of one account written at once are counted one after the other.
 */
export const lotWrite: WriteGuard = async (tx, userId, id, values) => {
  if (values.deleted_at !== null && values.deleted_at !== undefined) return;
  await requireOwnMember(tx, userId, values.member_id ?? null, 'member_id');
  const [row] = countRows.parse(
    await tx.query('SELECT count(*) AS n FROM wallet_lots WHERE user_id = $1 AND id <> $2 AND deleted_at IS NULL', [
      userId,
      id,
    ]),
  );
  if ((row?.n ?? 0) >= MAX_WALLET_LOTS) throw new AppError(409, LOTS_FULL, undefined, 'lots_full');
};
