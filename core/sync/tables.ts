// The tables a signed-in user's device keeps in step with the server (DESIGN §7), declared once. The device's
// database (src/lib/local-db.ts), its outbox and pulls (src/lib/outbox.ts, src/lib/sync.ts), sign-out and the
// server's synced routes (server/openapi/synced-routes.ts) all read them from here; each one's row schemas are in
// ./rows.ts, kept apart because the device's database module loads this file on every screen and the validator
// must not come with it. Adding a table: an entry here, its schemas in ./rows.ts, and its table on the server
// (server/sync/sync-table.ts, a migration, its routes).

export interface SyncedTableSpec {
  /** GET pulls the changes since a cursor; PUT and DELETE `${path}/:id` write one row. */
  readonly path: `/api/${string}`;
  /** The device's IndexedDB store. */
  readonly store: string;
  /** Dexie's index string of that store: the primary key first, then `userId` (sign-out deletes by it). */
  readonly indexes: string;
  /**
   * The device database version that made the store. Never changes once shipped: Dexie drops, on upgrade, a store
   * that a version being run does not declare, so a later number would lose the store's rows.
   */
  readonly since: number;
  /** Whether the device writes rows through its outbox; notifications come from the server (read marks aside). */
  readonly deviceWrites: boolean;
}

/** In the order the device pulls them; a new table goes at the end. */
export const SYNCED_TABLES = {
  saved_flights: {
    path: '/api/saved-flights',
    store: 'savedFlights',
    indexes: 'id, userId, [userId+saved_at]',
    since: 1,
    deviceWrites: true,
  },
  price_alerts: {
    path: '/api/price-alerts',
    store: 'priceAlerts',
    indexes: 'id, userId',
    since: 1,
    deviceWrites: true,
  },
  wallet: { path: '/api/wallet', store: 'wallet', indexes: 'id, userId', since: 4, deviceWrites: true },
  bonus_alerts: {
    path: '/api/bonus-alerts',
    store: 'bonusAlerts',
    indexes: 'id, userId',
    since: 4,
    deviceWrites: true,
  },
  notifications: {
    path: '/api/notifications',
    store: 'notifications',
    indexes: 'id, userId, [userId+created_at], [userId+pending]',
    since: 3,
    deviceWrites: false,
  },
  // 6: the household (/familia) and the tickets issued for it.
  household_members: {
    path: '/api/household-members',
    store: 'householdMembers',
    indexes: 'id, userId',
    since: 6,
    deviceWrites: true,
  },
  issuances: { path: '/api/issuances', store: 'issuances', indexes: 'id, userId', since: 6, deviceWrites: true },
  // 7: the wallet's lots (points and miles by expiry date).
  wallet_lots: { path: '/api/wallet-lots', store: 'walletLots', indexes: 'id, userId', since: 7, deviceWrites: true },
} as const satisfies Record<string, SyncedTableSpec>;

export type SyncedTableName = keyof typeof SYNCED_TABLES;

/** The tables the device writes through its outbox. */
export type WritableTableName = {
  [K in SyncedTableName]: (typeof SYNCED_TABLES)[K]['deviceWrites'] extends true ? K : never;
}[SyncedTableName];

/** Every synced table, in pull order. */
export const SYNCED_TABLE_NAMES = Object.keys(SYNCED_TABLES) as SyncedTableName[];

/** The tables the device writes, in pull order. */
export const WRITABLE_TABLE_NAMES = SYNCED_TABLE_NAMES.filter(
  (name): name is WritableTableName => SYNCED_TABLES[name].deviceWrites,
);
