import type { RouteInsight } from '@core/schemas/insight';
import Dexie, { type Table } from 'dexie';
import type { AppNotification } from '@core/schemas/alerts';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { PriceAlert, PriceAlertRow, SavedFlight, SearchLog } from '@core/schemas/sync';
import type { BonusAlertRow, WalletRow } from '@core/schemas/wallet';

/** Rows an older version wrote have no passenger count: they are for one passenger. */
type WithPassengers<T extends { passengers: number }> = Omit<T, 'passengers'> & { passengers?: number };
/** A synced row as the device keeps it: the API's shape, its owner, and whether the server has it yet. */
export type LocalSavedFlight = WithPassengers<SavedFlight> & { userId: string; pending: 0 | 1 };
/** Rows an older version wrote have no mode: they are maximum-price alerts. */
type WithTrigger<T extends { trigger: string }> = Omit<T, 'trigger'> & Partial<Pick<T, 'trigger'>>;
/** The device's fields, plus what the server observed once a pull brought it (absent on a new local alert). */
export type LocalPriceAlert = WithTrigger<WithPassengers<PriceAlert>> &
  Partial<Omit<PriceAlertRow, keyof PriceAlert>> & {
    userId: string;
    pending: 0 | 1;
    /** Why the server refused this alert's last write (e.g. the account's limit of live alerts); the next edit clears it. */
    sync_error?: string;
  };
/** An in-app notification; pending = 1 while its 'read' waits for the server. */
export type LocalNotification = AppNotification & { userId: string; pending: 0 | 1 };
/** One programme of "Minhas milhas" (balance, own milheiro, club), synced like saved flights. */
export type LocalWalletRow = WalletRow & { userId: string; pending: 0 | 1 };
/** "Avise quando Livelo → Smiles tiver bônus ≥ N%", synced like price alerts. */
export type LocalBonusAlert = BonusAlertRow & { userId: string; pending: 0 | 1 };
/** A search this device ran, kept until the server has it (POST /api/search-logs, batched). */
export type LocalSearchLog = SearchLog & { userId: string; pending: 0 | 1 };

/** One of the last searches with its results, so they reopen without network. */
export interface RecentSearch {
  key: string; // `${userId}:${queryKey(query)}`: the same query again replaces its entry
  userId: string;
  query: SearchQuery;
  flights: Flight[];
  fetchedAt: string;
  /** The price verdicts shown with these results ("Bom preço?"), so they reopen with them offline. */
  insights?: RouteInsight[];
}

export type SyncedTable = 'saved_flights' | 'price_alerts' | 'wallet' | 'bonus_alerts';

/** A write waiting for the server, flushed in order (seq). */
export interface OutboxEntry {
  seq?: number;
  userId: string;
  table: SyncedTable;
  op: 'put' | 'delete';
  id: string;
  payload?: SavedFlight | PriceAlert | WalletRow | BonusAlertRow;
  attempts: number;
}

export interface SyncCursor {
  key: string; // `${userId}:${table}`
  cursor: string;
}

/** Every schema version the app ever shipped, oldest first: Dexie upgrades a device step by step. */
export const SCHEMA_VERSIONS: readonly Record<string, string>[] = [
  {
    savedFlights: 'id, userId, [userId+saved_at]',
    priceAlerts: 'id, userId',
    outbox: '++seq, userId, [userId+table+id]',
    cursors: 'key',
  },
  // 2: search history on the device (logs waiting for the server, last results for offline use).
  {
    searchLogs: 'id, userId, [userId+pending], [userId+created_at]',
    recentSearches: 'key, userId, [userId+fetchedAt]',
  },
  // 3: in-app notifications of price alerts, pulled like saved flights; read marks wait on pending.
  {
    notifications: 'id, userId, [userId+created_at], [userId+pending]',
  },
  // 4: "Minhas milhas": the traveller's programmes and their transfer-bonus alerts, synced like saved flights.
  {
    wallet: 'id, userId',
    bonusAlerts: 'id, userId',
  },
];

/** The one Dexie database (DESIGN §3 rule 5): numbered versions, typed tables. */
export class LocalDb extends Dexie {
  savedFlights!: Table<LocalSavedFlight, string>;
  priceAlerts!: Table<LocalPriceAlert, string>;
  searchLogs!: Table<LocalSearchLog, string>;
  recentSearches!: Table<RecentSearch, string>;
  notifications!: Table<LocalNotification, string>;
  wallet!: Table<LocalWalletRow, string>;
  bonusAlerts!: Table<LocalBonusAlert, string>;
  outbox!: Table<OutboxEntry, number>;
  cursors!: Table<SyncCursor, string>;

  constructor(name = 'bussola', versions = SCHEMA_VERSIONS.length) {
    super(name);
    SCHEMA_VERSIONS.slice(0, versions).forEach((stores, i) => {
      this.version(i + 1).stores(stores);
    });
  }
}

export const localDb = new LocalDb();
