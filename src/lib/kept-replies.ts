// Server replies kept on the device so a screen opens offline with them (the last calendars viewed, the
// transfer-bonus campaigns): in IndexedDB with their owner, like the synced rows, so sign-out takes them away
// (src/lib/sync.ts forgetUser). Each is read back with its schema: a copy an older version kept may not be one
// this version reads, and is then as good as none.
import { type KeptReply, keptReplyKey, type LocalDb, localDb } from './local-db';
import { readStoredUser } from './stored-user';

/** What reads a kept reply back: a zod schema, or anything with its safeParse. */
interface ReplyReader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface Kept<T> {
  id: string;
  savedAt: string;
  reply: T;
}

/**
 * Keeps this reply first among its kind for this user; beyond `keep` of that kind, the oldest go. Only while that
 * user is the one signed in here: a reply that arrives after sign-out must not bring the user back to the device.
 */
export async function keepReply(
  userId: string,
  kind: string,
  id: string,
  reply: unknown,
  { keep = 1, now = new Date(), db = localDb }: { keep?: number; now?: Date; db?: LocalDb } = {},
): Promise<void> {
  await db.transaction('rw', db.keptReplies, async () => {
    if (readStoredUser()?.id !== userId) return;
    await db.keptReplies.put({ key: keptReplyKey(userId, kind, id), userId, kind, savedAt: now.toISOString(), reply });
    const newestFirst = await ofKind(db, userId, kind).reverse().primaryKeys();
    await db.keptReplies.bulkDelete(newestFirst.slice(keep));
  });
}

/** This user's kept replies of one kind that this version reads, newest first. */
export async function keptReplies<T>(
  userId: string,
  kind: string,
  reader: ReplyReader<T>,
  db: LocalDb = localDb,
): Promise<Kept<T>[]> {
  const rows = await ofKind(db, userId, kind).reverse().toArray();
  return rows.flatMap((row) => readable(row, kind, reader));
}

/** One kept reply, or null when there is none this version reads. */
export async function keptReply<T>(
  userId: string,
  kind: string,
  id: string,
  reader: ReplyReader<T>,
  db: LocalDb = localDb,
): Promise<Kept<T> | null> {
  const row = await db.keptReplies.get(keptReplyKey(userId, kind, id));
  return (row && readable(row, kind, reader)[0]) ?? null;
}

function ofKind(db: LocalDb, userId: string, kind: string) {
  return db.keptReplies.where('[userId+kind+savedAt]').between([userId, kind, ''], [userId, kind, '\uffff']);
}

function readable<T>(row: KeptReply, kind: string, reader: ReplyReader<T>): Kept<T>[] {
  const parsed = reader.safeParse(row.reply);
  const id = row.key.slice(keptReplyKey(row.userId, kind).length);
  return parsed.success ? [{ id, savedAt: row.savedAt, reply: parsed.data }] : [];
}

/** Where older versions kept these copies: localStorage, which sign-out did not clear. */
const LEGACY_KEYS = /^bussola:(calendarios:|transfer-bonuses$)/;

/**
 * Drops the copies older versions left in localStorage (any account's). They are not moved: each is a cache the
 * next visit online fills again, and some belong to accounts already signed out.
 */
export function dropLegacyCopies(storage: Storage = localStorage): void {
  try {
    for (const key of Object.keys(storage)) if (LEGACY_KEYS.test(key)) storage.removeItem(key);
  } catch {
    // Storage refused (private mode): there is nothing in it either.
  }
}
