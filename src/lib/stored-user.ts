import { z } from '@core/schemas/zod-locale';

/** SPEC §3: the signed-in user as kept in localStorage under this key (access_token included). */
export const STORED_USER_KEY = 'subscription_user';

export const storedUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(3),
  full_name: z.string().nullish(),
  user_type: z.string().nullish(),
  role: z.string().nullish(),
  subscription_plan: z.string().nullish(),
  subscription_expires: z.string().nullish(),
  requires_password_change: z.boolean().optional(),
  access_token: z.string().optional(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/**
 * SPEC §4 step 2: restore the stored user; an unparseable one, or one whose subscription has
 * expired, is removed and treated as signed out.
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
  if (expires && new Date(expires).getTime() < now.getTime()) {
    storage.removeItem(STORED_USER_KEY);
    return null;
  }
  return parsed.data;
}
