// How the device's sync reaches the server (the page with its Bearer token, the service worker with cookies).

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
