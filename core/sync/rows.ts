// The schemas of each synced table (./tables.ts): the row as the server keeps and sends it (pulls, the replies to
// writes) and the body a device writes. A table of ./tables.ts without its entry here does not compile.
import { notificationSchema } from '../schemas/alerts';
import { householdMemberSchema, issuanceRowSchema, issuanceSchema } from '../schemas/household';
import { priceAlertRowSchema, priceAlertSchema, savedFlightSchema } from '../schemas/sync';
import { bonusAlertRowSchema, walletRowSchema } from '../schemas/wallet';
import { walletLotRowSchema, walletLotSchema } from '../schemas/wallet-lots';
import type { z } from '../schemas/zod-locale';
import type { SyncedTableName, WritableTableName } from './tables';

type RowSchemas = {
  readonly [K in SyncedTableName]: {
    readonly row: z.ZodType;
    /** What PUT `${path}/:id` takes; null where the device writes no rows. */
    readonly body: K extends WritableTableName ? z.ZodType : null;
  };
};

export const SYNCED_ROWS = {
  saved_flights: { row: savedFlightSchema, body: savedFlightSchema },
  // The server's observations ride along in pulls; a device never writes them.
  price_alerts: { row: priceAlertRowSchema, body: priceAlertSchema },
  wallet: { row: walletRowSchema, body: walletRowSchema },
  bonus_alerts: { row: bonusAlertRowSchema, body: bonusAlertRowSchema },
  notifications: { row: notificationSchema, body: null },
  household_members: { row: householdMemberSchema, body: householdMemberSchema },
  // A pulled issue is not re-checked against today: the 3-year bound is for what a device writes.
  issuances: { row: issuanceRowSchema, body: issuanceSchema },
  // Likewise a pulled lot's expiry is not re-checked against today.
  wallet_lots: { row: walletLotRowSchema, body: walletLotSchema },
} as const satisfies RowSchemas;
