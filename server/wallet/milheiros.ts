// The signed-in traveller's own milheiro per programme (Minhas milhas, the synced wallet table): what the server
// values their offers with (DESIGN §6b). Read once per request or alert check, never per offer.
import { milheirosOf } from '@core/miles/offer-value';
import type { Milheiros } from '@core/miles/valuation';
import { isWalletProgram } from '@core/miles/wallet-programs';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

const rows = z.array(z.object({ program: z.string(), milheiro: z.coerce.number() }));

/** The programmes the user set a milheiro for in their own rows (members' rows apart; deleted rows and unset values are absent: the reference applies). */
export async function walletMilheiros(db: Queryable, userId: string): Promise<Milheiros> {
  const found = rows.parse(
    await db.query(
      `SELECT program, milheiro::text AS milheiro FROM wallet
       WHERE user_id = $1 AND member_id IS NULL AND deleted_at IS NULL AND milheiro IS NOT NULL`,
      [userId],
    ),
  );
  return milheirosOf(found.flatMap((row) => (isWalletProgram(row.program) ? [{ ...row, program: row.program }] : [])));
}
