// 'Verificar agora' per account: at most ALERT_MANUAL_CHECKS_PER_HOUR in any hour, counted in its own table (not
// on the alert), so deleting an alert and creating it again gives no fresh check.
import { z } from '@core/schemas/zod-locale';
import type { Db } from '../db/client';

export type AccountCheck = { ok: true; undo: () => Promise<void> } | { ok: false; freesAt: Date };

const rowsSchema = z.array(z.object({ at: z.date() }));

/** Counts one manual check for the account, or says when the oldest of the last hour's `perHour` frees a place. */
export function takeAccountCheck(db: Db, userId: string, perHour: number): Promise<AccountCheck> {
  return db.transaction(async (tx) => {
    // The account's checks are counted one at a time: two clicks at once cannot both take the last place.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const [full] = rowsSchema.parse(
      await tx.query(
        `SELECT checked_at AS at FROM alert_manual_checks
         WHERE user_id = $1 AND checked_at > now() - interval '1 hour'
         ORDER BY checked_at DESC OFFSET $2 LIMIT 1`,
        [userId, perHour - 1],
      ),
    );
    if (full) return { ok: false, freesAt: new Date(full.at.getTime() + 3_600_000) };
    // As PostgreSQL's text (microseconds), so the undo finds this very row again.
    const [taken] = z
      .array(z.object({ at: z.string() }))
      .parse(
        await tx.query('INSERT INTO alert_manual_checks (user_id) VALUES ($1) RETURNING checked_at::text AS at', [
          userId,
        ]),
      );
    await tx.query("DELETE FROM alert_manual_checks WHERE user_id = $1 AND checked_at < now() - interval '1 day'", [
      userId,
    ]);
    const at = taken?.at;
    return {
      ok: true,
      undo: async () => {
        await db.query(
          `DELETE FROM alert_manual_checks WHERE ctid = (
             SELECT ctid FROM alert_manual_checks WHERE user_id = $1 AND checked_at::text = $2::text LIMIT 1)`,
          [userId, at],
        );
      },
    };
  });
}
