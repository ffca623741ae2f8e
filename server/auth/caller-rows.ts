import { isUuid } from '@core/schemas/ids';
import { batchPerDb } from '../db/batch-while-busy';
import type { Db } from '../db/client';
import { findUsersByIds, type UserRow } from './users';

const readBatched = batchPerDb(async (db, ids: string[]) => {
  const byId = new Map((await findUsersByIds(db, [...new Set(ids)])).map((row) => [row.id, row]));
  return ids.map((wanted) => byId.get(wanted) ?? null);
});

/**
 * The caller's current row, read on every request (authenticate): reads made while one is running share the
 * next statement (batch-while-busy.ts), so a burst of requests costs a few statements, not one each. Each read
 * still starts after its request arrived: a deletion, demotion or expiry applies at once.
 */
export function readCallerRow(db: Db, id: string): Promise<UserRow | null> {
  return isUuid(id) ? readBatched(db, id.toLowerCase()) : Promise.resolve(null);
}
