import Dexie, { type Table } from 'dexie';
import type { PriceAlert, SavedFlight } from '@core/schemas/sync';

/** A synced row as the device keeps it: the API's shape, its owner, and whether the server has it yet. */
export type LocalSavedFlight = SavedFlight & { userId: string; pending: 0 | 1 };
export type LocalPriceAlert = PriceAlert & { userId: string; pending: 0 | 1 };

export type SyncedTable = 'saved_flights' | 'price_alerts';

/** A write waiting for the server, flushed in order (seq). */
export interface OutboxEntry {
  seq?: number;
  userId: string;
  table: SyncedTable;
  op: 'put' | 'delete';
  id: string;
  payload?: SavedFlight | PriceAlert;
  attempts: number;
}

export interface SyncCursor {
  key: string; // `${userId}:${table}`
  cursor: string;
}

/** The one Dexie database (DESIGN §3 rule 5): numbered versions, typed tables. */
export class LocalDb extends Dexie {
  savedFlights!: Table<LocalSavedFlight, string>;
  priceAlerts!: Table<LocalPriceAlert, string>;
  outbox!: Table<OutboxEntry, number>;
  cursors!: Table<SyncCursor, string>;

  constructor(name = 'bussola') {
    super(name);
    this.version(1).stores({
      savedFlights: 'id, userId, [userId+saved_at]',
      priceAlerts: 'id, userId',
      outbox: '++seq, userId, [userId+table+id]',
      cursors: 'key',
    });
  }
}

export const localDb = new LocalDb();
