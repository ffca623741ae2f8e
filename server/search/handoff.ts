import type { SearchQuery } from '@core/schemas/search';

/** How long a search stored here waits for its socket on this instance; the PWA subscribes within milliseconds. */
export const HANDOFF_MS = 10_000;
/** Beyond this many waiting searches the oldest are dropped (their sockets then read the database). */
const MAX_WAITING = 10_000;

interface Waiting {
  userId: string;
  query: SearchQuery;
  storedAt: number;
  stored: Promise<boolean>;
}

/** What a subscribe gets from the handoff: the query, and whether its row is in the database (false: it failed). */
export interface HandedSearch {
  query: SearchQuery;
  stored: Promise<boolean>;
}

/**
 * Searches created on this instance, handed to their socket without reading them back (one database
 * statement fewer per search): the first subscribe within HANDOFF_MS by the search's owner takes it. Any later
 * subscribe, and one on another instance, reads the search from the database. Either way the socket has checked the
 * caller (session, password change, subscription) before it asks (server/ws/socket.ts).
 *
 * The insert may still be running when the POST answers (routes/search.ts): `stored` settles when it is done,
 * and nothing streams before it did; `whenStored` lets a database read of a search wait for its own insert.
 */
export class SearchHandoff {
  private readonly waiting = new Map<string, Waiting>();
  private readonly inserting = new Map<string, Promise<boolean>>();

  constructor(
    private readonly ttlMs = HANDOFF_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A search whose insert is `insert` (its failure is the POST's to log: here it only means "not stored"). */
  put(searchId: string, userId: string, query: SearchQuery, insert: Promise<unknown> = Promise.resolve()): void {
    this.dropExpired();
    if (this.waiting.size >= MAX_WAITING) this.waiting.delete(this.waiting.keys().next().value as string);
    const stored = insert.then(
      () => true,
      () => false,
    );
    this.inserting.set(searchId, stored);
    void stored.then(() => this.inserting.delete(searchId));
    this.waiting.set(searchId, { userId, query, storedAt: this.now(), stored });
  }

  /** The search, once, for its owner within the window; null otherwise (the caller reads the database). */
  take(searchId: string, userId: string): HandedSearch | null {
    const entry = this.waiting.get(searchId);
    if (!entry || entry.userId !== userId) return null;
    this.waiting.delete(searchId);
    return this.now() - entry.storedAt < this.ttlMs ? { query: entry.query, stored: entry.stored } : null;
  }

  /** Settles once this instance's insert of `searchId` is over (at once when there is none in flight). */
  async whenStored(searchId: string): Promise<void> {
    await this.inserting.get(searchId);
  }

  get size(): number {
    return this.waiting.size;
  }

  /** Entries are in insertion order, so the expired ones are at the front. */
  private dropExpired(): void {
    for (const [id, entry] of this.waiting) {
      if (this.now() - entry.storedAt < this.ttlMs) return;
      this.waiting.delete(id);
    }
  }
}
