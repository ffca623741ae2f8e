// Transfer-bonus alerts on the device ("Avise-me quando Livelo → Smiles tiver bônus ≥ 80%"), synced like price alerts.
import type { WalletProgram } from '@core/miles/wallet-programs';
import { bonusAlertRowSchema } from '@core/schemas/wallet';
import { type LocalDb, localDb } from '@/lib/local-db';
import { deleteLocal, writeLocalOnce } from '@/lib/outbox';
import { stableUuid } from '@/lib/stable-id';
import { syncNow } from '@/lib/sync';

export interface NewBonusAlert {
  from: WalletProgram;
  to: WalletProgram;
  min_bonus_percent: number;
}

/** The same pair and threshold for the same user is one alert, on every device (a double submit writes nothing). */
export function bonusAlertId(userId: string, alert: NewBonusAlert): Promise<string> {
  return stableUuid(`bonus_alerts|${userId}|${alert.from}|${alert.to}|${alert.min_bonus_percent}`);
}

export async function createBonusAlert(
  userId: string,
  alert: NewBonusAlert,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<'created' | 'already'> {
  const iso = now.toISOString();
  const row = bonusAlertRowSchema.parse({
    id: await bonusAlertId(userId, alert),
    ...alert,
    created_at: iso,
    updated_at: iso,
    deleted_at: null,
  });
  const result = await writeLocalOnce(db, userId, 'bonus_alerts', row);
  if (result === 'written') void syncNow(userId, db);
  return result === 'written' ? 'created' : 'already';
}

export async function removeBonusAlert(userId: string, id: string, db: LocalDb = localDb): Promise<void> {
  await deleteLocal(db, userId, 'bonus_alerts', id);
  void syncNow(userId, db);
}
