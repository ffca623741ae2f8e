import type { PriceAlert } from '@core/schemas/sync';
import { localDb } from './local-db';
import { deleteLocal, writeLocal } from './outbox';
import { syncNow } from './sync';

export interface NewPriceAlert {
  origin: string;
  destination: string;
  max_price: number;
  alert_type: 'milhas' | 'reais';
}

export async function createPriceAlert(userId: string, alert: NewPriceAlert, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  const row: PriceAlert = { id: crypto.randomUUID(), ...alert, active: true, created_at: iso, updated_at: iso, deleted_at: null };
  await writeLocal(localDb, userId, 'price_alerts', row);
  void syncNow(userId);
}

export async function removePriceAlert(userId: string, id: string): Promise<void> {
  await deleteLocal(localDb, userId, 'price_alerts', id);
  void syncNow(userId);
}
