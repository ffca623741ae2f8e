// How the device's sync reaches the server (the page with its Bearer token, the service worker with cookies).
import type { LocalDb } from './local-db';

/** One HTTP exchange; throws only when the server could not be reached. */
export type SyncTransport = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/**
 * Whether replies may still be written for this user. Checked inside every Dexie transaction that stores a reply,
 * so a reply arriving after sign-out (which forgets the user's rows) never writes them back.
 */
export type StillSignedIn = () => boolean;

/**
 * One of the device's flushes (outbox, search logs, read marks): sends what waits for this user, stopping at a
 * failure that may pass ('retry') or once the user is signed out.
 */
export type Flush = (
  db: LocalDb,
  userId: string,
  send: SyncTransport,
  live?: StillSignedIn,
) => Promise<'done' | 'retry'>;

/** A refusal the same request would get again (bad data, gone): drop it. Sign-in, limits and 5xx may pass. */
export const isRefusal = (status: number): boolean => status >= 400 && status < 500 && status !== 401 && status !== 429;

/** One exchange through `send`, an unreachable server answering status 0 (a failure that may pass). */
export async function sendOrUnreached(
  send: SyncTransport,
  ...request: Parameters<SyncTransport>
): Promise<{ status: number; body: unknown }> {
  try {
    return await send(...request);
  } catch {
    return { status: 0, body: null };
  }
}
