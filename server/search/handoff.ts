import type { SearchQuery } from '@core/schemas/search';

/** How long a search stored here waits for its socket on this instance; the PWA subscribes within milliseconds. */
export const HANDOFF_MS = 10_000;
/** Beyond this many waiting searches the oldest are dropped (their sockets then read the database). */
const MAX_WAITING = 10_000;

interface Waiting {
  userId: string;
  query: SearchQuery;
  storedAt: number;
}

/**
 * Searches created on this instance, handed to their socket without reading them back (issue #14: one database
 * statement fewer per search). The POST that stored the search has just checked its owner (token, password change,
 * subscription); the first subscribe within HANDOFF_MS runs on that check. Any later subscribe, and one on
 * another instance, reads the search with its owner's current row, as before.
 */
export class SearchHandoff {
  private readonly waiting = new Map<string, Waiting>();

  constructor(
    private readonly ttlMs = HANDOFF_MS,
    private readonly now: () => number = Date.now,
  ) {}

  put(searchId: string, userId: string, query: SearchQuery): void {
    this.dropExpired();
    if (this.waiting.size >= MAX_WAITING) this.waiting.delete(this.waiting.keys().next().value as string);
    this.waiting.set(searchId, { userId, query, storedAt: this.now() });
  }

  /** The search's query, once, for its owner within the window; null otherwise (the caller reads the database). */
  take(searchId: string, userId: string): SearchQuery | null {
    const entry = this.waiting.get(searchId);
    if (!entry || entry.userId !== userId) return null;
    this.waiting.delete(searchId);
    return this.now() - entry.storedAt < this.ttlMs ? entry.query : null;
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
