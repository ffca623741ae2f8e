// zod/mini keeps the validator out of the first-load bundle's budget (the full zod loads with the forms).
import * as z from 'zod/mini';

/** SPEC §3: the signed-in user as kept in localStorage under this key (access_token included). */
export const STORED_USER_KEY = 'subscription_user';
/** Fired on window when the stored user changes in this tab (refresh, sign-in, sign-out). */
export const STORED_USER_EVENT = 'bussola:stored-user';

export const storedUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(3)),
  full_name: z.nullish(z.string()),
  user_type: z.nullish(z.string()),
  role: z.nullish(z.string()),
  subscription_plan: z.nullish(z.string()),
  subscription_expires: z.nullish(z.string()),
  requires_password_change: z.optional(z.boolean()),
  subscription_status: z.nullish(z.string()),
  access_token: z.optional(z.string()),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/**
 * A reply carrying the user to keep on this device, read as it will be stored. The first-visit chunk
 * parses replies with this (already loaded) schema; screens loaded later use core's stricter userReply.
 */
export const storedUserReply = z.object({ user: storedUserSchema });

/**
 * SPEC §4 step 2: restore the stored user; an unparseable one, or one whose subscription has
 * expired, is removed and treated as signed out. An account that never subscribed (the server's
 * `subscription_status: 'none'`) stays signed in: it has nothing to renew, it is waiting to be let in.
 */
export function readStoredUser(storage: Storage = localStorage, now: Date = new Date()): StoredUser | null {
  const raw = storage.getItem(STORED_USER_KEY);
  if (raw === null) return null;
  let parsed: ReturnType<typeof storedUserSchema.safeParse>;
  try {
    parsed = storedUserSchema.safeParse(JSON.parse(raw));
  } catch {
    storage.removeItem(STORED_USER_KEY);
    return null;
  }
  if (!parsed.success) {
    storage.removeItem(STORED_USER_KEY);
    return null;
  }
  const expires = parsed.data.subscription_expires;
  if (expires && new Date(expires).getTime() < now.getTime() && parsed.data.subscription_status !== 'none') {
    storage.removeItem(STORED_USER_KEY);
    return null;
  }
  return parsed.data;
}

export function writeStoredUser(user: StoredUser): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(STORED_USER_EVENT));
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
  window.dispatchEvent(new Event(STORED_USER_EVENT));
}

/** The expiry claim of an access token in epoch milliseconds; null when it cannot be read. */
export function accessTokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** SPEC §6: the stored token is dropped when its expiry claim has passed. */
export function storedAccessToken(now = Date.now()): string | null {
  const token = readStoredUser()?.access_token;
  if (!token) return null;
  const expiry = accessTokenExpiry(token);
  return expiry !== null && expiry > now ? token : null;
}
