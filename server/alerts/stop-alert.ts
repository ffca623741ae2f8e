// 'Parar este alerta': the e-mail's token switches its alert off, as an edit the device syncs.
import { z } from '@core/schemas/zod-locale';
import type { Db } from '../db/client';
import { nextVersion } from '../sync/sync-table';

/** Deactivates the alert (idempotent); its route, or null when it no longer exists. */
export function stopAlert(db: Db, alertId: string): Promise<{ origin: string; destination: string } | null> {
  return db.transaction(async (tx) => {
    const [owner] = z
      .array(z.object({ user_id: z.string() }))
      .parse(
        await tx.query('SELECT user_id FROM price_alerts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [alertId]),
      );
    if (!owner) return null;
    // updated_at moves to now: this edit is the owner's latest, so an older edit from a device cannot undo it.
    const [row] = z.array(z.object({ origin: z.string(), destination: z.string() })).parse(
      await tx.query(
        `UPDATE price_alerts SET active = false, updated_at = greatest(updated_at, now()), sync_version = $2,
           server_updated_at = clock_timestamp()
         WHERE id = $1 RETURNING origin, destination`,
        [alertId, await nextVersion(tx, owner.user_id)],
      ),
    );
    return row ?? null;
  });
}

/** The route of the alert a stop link names, read before anything changes; null when it no longer exists. */
export async function stoppableAlert(db: Db, alertId: string): Promise<{ origin: string; destination: string } | null> {
  const [row] = z
    .array(z.object({ origin: z.string(), destination: z.string() }))
    .parse(
      await db.query('SELECT origin, destination FROM price_alerts WHERE id = $1 AND deleted_at IS NULL', [alertId]),
    );
  return row ?? null;
}
