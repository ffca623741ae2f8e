import type { RouteInsight } from '@core/schemas/insight';
import Dexie, { type Table } from 'dexie';
import type { AppNotification } from '@core/schemas/alerts';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { PriceAlert, PriceAlertRow, SavedFlight, SearchLog } from '@core/schemas/sync';
import type { HouseholdMember, IssuanceRow } from '@core/schemas/household';
import type { BonusAlertRow, WalletRow } from '@core/schemas/wallet';
import type { WalletLotRow } from '@core/schemas/wallet-lots';
import type { z } from '@core/schemas/zod-locale';
import type { SYNCED_ROWS } from '@core/sync/rows';
import { SYNCED_TABLES, type SyncedTableName, type WritableTableName } from '@core/sync/tables';

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
/**
 * One programme of "Minhas milhas" (balance, own milheiro, club), synced like saved flights. Rows an older version
 * wrote have no member: they are the holder's.
 */
export type LocalWalletRow = Omit<WalletRow, 'member_id'> & {
  member_id?: string | null;
  userId: string;
  pending: 0 | 1;
};
/** "Avise quando Livelo → Smiles tiver bônus ≥ N%", synced like price alerts. */
export type LocalBonusAlert = BonusAlertRow & { userId: string; pending: 0 | 1 };
/** A person of the household (/familia); the holder is not one. */
export type LocalHouseholdMember = HouseholdMember & { userId: string; pending: 0 | 1 };
/** A ticket issued with one of the household's accounts, as the beneficiary limits count it. */
export type LocalIssuance = IssuanceRow & { userId: string; pending: 0 | 1 };
/** Points or miles of one programme credited together, with their expiry date (Minhas milhas, /familia). */
export type LocalWalletLot = WalletLotRow & { userId: string; pending: 0 | 1 };
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

/** A table the device writes through its outbox (core/sync/tables.ts). */
export type SyncedTable = WritableTableName;
/** What a device writes to one of them: the body of PUT `${path}/:id`. */
export type SyncedBody = {
  [K in WritableTableName]: z.output<(typeof SYNCED_ROWS)[K]['body']>;
}[WritableTableName];

/** A write waiting for the server, flushed in order (seq). */
export interface OutboxEntry {
  seq?: number;
  userId: string;
  table: SyncedTable;
  op: 'put' | 'delete';
  id: string;
  payload?: SyncedBody;
  attempts: number;
}

export interface SyncCursor {
  key: string; // `${userId}:${table}`
  cursor: string;
}

/**
 * A server reply kept on the device so a screen opens offline with it (the last calendars viewed, the transfer-bonus
 * campaigns), with its owner like every row here, so sign-out takes it away. Read back with its schema: a copy an
 * older version kept may not be one this version reads.
 */
export interface KeptReply {
  key: string; // keptReplyKey(userId, kind, id): the same reply again replaces its copy
  userId: string;
  /** What the reply is ('calendar', 'transfer-bonuses'): each kind keeps its own few copies. */
  kind: string;
  savedAt: string;
  reply: unknown;
}

export const keptReplyKey = (userId: string, kind: string, id = '') => `${userId}:${kind}:${id}`;

/**
 * The stores only the device has, with the version that made each (the synced tables' are in core/sync/tables.ts,
 * under the same rule: a store's version never changes once shipped). Every store but the cursors (keyed by
 * `${userId}:…`) has a userId index: sign-out deletes by it.
 */
const DEVICE_STORES: Record<string, { since: number; indexes: string }> = {
  outbox: { since: 1, indexes: '++seq, userId, [userId+table+id]' },
  cursors: { since: 1, indexes: 'key' },
  // 2: search history on the device (logs waiting for the server, last results for offline use).
  searchLogs: { since: 2, indexes: 'id, userId, [userId+pending], [userId+created_at]' },
  recentSearches: { since: 2, indexes: 'key, userId, [userId+fetchedAt]' },
  // 5: replies kept for offline use, which lived in localStorage before and stayed there after sign-out.
  keptReplies: { since: 5, indexes: 'key, userId, [userId+kind+savedAt]' },
};

/**
 * Every schema version the app ever shipped, oldest first, each naming the stores it made: Dexie upgrades a device
 * step by step. 1: saved flights, price alerts, the outbox and cursors; 2: search history; 3: in-app notifications;
 * 4: "Minhas milhas" (wallet, bonus alerts); 5: kept replies; 6: the household (members, issued tickets); 7: the
 * wallet's lots by expiry date. A store added to core/sync/tables.ts with the next `since` makes the next version here.
 */
export const SCHEMA_VERSIONS: readonly Record<string, string>[] = schemaVersions([
  ...Object.entries(DEVICE_STORES),
  ...Object.values(SYNCED_TABLES).map((spec) => [spec.store, spec] as const),
]);

function schemaVersions(stores: (readonly [string, { since: number; indexes: string }])[]) {
  const last = Math.max(...stores.map(([, store]) => store.since));
  return Array.from({ length: last }, (_, i) =>
    Object.fromEntries(
      stores.filter(([, store]) => store.since === i + 1).map(([name, store]) => [name, store.indexes]),
    ),
  );
}

/** The one Dexie database (DESIGN §3 rule 5): numbered versions, typed tables. */
export class LocalDb extends Dexie {
  savedFlights!: Table<LocalSavedFlight, string>;
  priceAlerts!: Table<LocalPriceAlert, string>;
  searchLogs!: Table<LocalSearchLog, string>;
  recentSearches!: Table<RecentSearch, string>;
  notifications!: Table<LocalNotification, string>;
  wallet!: Table<LocalWalletRow, string>;
  bonusAlerts!: Table<LocalBonusAlert, string>;
  keptReplies!: Table<KeptReply, string>;
  householdMembers!: Table<LocalHouseholdMember, string>;
  issuances!: Table<LocalIssuance, string>;
  walletLots!: Table<LocalWalletLot, string>;
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

/** The device's store of a synced table (a name in core/sync/tables.ts without its store here does not compile). */
export function localStore<T extends SyncedTableName>(
  db: LocalDb,
  table: T,
): LocalDb[(typeof SYNCED_TABLES)[T]['store']] {
  // TypeScript reads a generic index into the class as every store at once; the key is the table's own store.
  return db[SYNCED_TABLES[table].store] as LocalDb[(typeof SYNCED_TABLES)[T]['store']];
}
