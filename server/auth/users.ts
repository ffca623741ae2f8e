import type { AdminUser } from '@core/schemas/auth';
import type { SessionUser, SubscriptionStatus } from '@core/schemas/auth-replies';
import { isUuid } from '@core/schemas/ids';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

/** A users row as both drivers return it, parsed at this edge (a schema change that breaks it fails here, not later). */
export const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  password_hash: z.string().nullable(),
  full_name: z.string(),
  role: z.enum(['admin', 'user']),
  user_type: z.string(),
  subscription_plan: z.string(),
  subscription_expires: z.date().nullable(),
  requires_password_change: z.boolean(),
  email_confirmed_at: z.date().nullable(),
  /** When the password was last set, changed or voided: access tokens issued before it are refused. */
  password_changed_at: z.date().nullable(),
  created_at: z.date(),
});
export type UserRow = z.infer<typeof userRowSchema>;
const userRows = z.array(userRowSchema);

export const USER_COLUMNS =
  'id, email, password_hash, full_name, role, user_type, subscription_plan, subscription_expires, requires_password_change, email_confirmed_at, password_changed_at, created_at';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = userRows.parse(
    await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email.trim().toLowerCase()]),
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const rows = userRows.parse(await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]));
  return rows[0] ?? null;
}

/** The rows of these ids, in no particular order; an unknown id has none. */
export async function findUsersByIds(db: Queryable, ids: readonly string[]): Promise<UserRow[]> {
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ');
  return userRows.parse(await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE id IN (${placeholders})`, [...ids]));
}

export async function listUsers(db: Queryable): Promise<UserRow[]> {
  return userRows.parse(await db.query(`SELECT ${USER_COLUMNS} FROM users ORDER BY created_at DESC, email`));
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  fullName: string;
  role?: 'admin' | 'user';
  userType?: string;
  plan?: string;
  expires: Date | null;
  requiresPasswordChange?: boolean;
  emailConfirmed: boolean;
  /** Self-registration: no paid access yet. The expiry is the creation instant itself ('none', never 'expired'). */
  noPaidAccess?: boolean;
}

export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  const inserted = await db.query(
    `INSERT INTO users (email, password_hash, full_name, role, user_type, subscription_plan, subscription_expires,
                        requires_password_change, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $10::boolean THEN now() ELSE $7::timestamptz END, $8,
             CASE WHEN $9::boolean THEN now() END)
     RETURNING ${USER_COLUMNS}`,
    [
      u.email.trim().toLowerCase(),
      u.passwordHash,
      u.fullName,
      u.role ?? 'user',
      u.userType ?? (u.role === 'admin' ? 'admin' : 'assinante'),
      u.plan ?? 'gratuito',
      u.expires,
      u.requiresPasswordChange ?? false,
      u.emailConfirmed,
      u.noPaidAccess ?? false,
    ],
  );
  const row = userRows.parse(inserted)[0];
  if (!row) throw new Error('INSERT users não retornou a linha');
  return row;
}

/**
 * Sets (or, with null, voids) the password. Every access token issued before now stops working, and the
 * first-access change is no longer due. `confirmEmail`: the caller proved control of the inbox (an e-mailed link).
 */
export async function setPasswordHash(
  db: Queryable,
  userId: string,
  hash: string | null,
  confirmEmail = false,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, requires_password_change = false, password_changed_at = clock_timestamp(),
            email_confirmed_at = CASE WHEN $3::boolean THEN coalesce(email_confirmed_at, now()) ELSE email_confirmed_at END,
            updated_at = now()
     WHERE id = $1`,
    [userId, hash, confirmEmail],
  );
}

/** The inbox was proven (an e-mailed link was opened). */
export async function markEmailConfirmed(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()) WHERE id = $1', [userId]);
}

export async function recordLogin(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
}

/** Columns an administrator or the user may edit; identifiers are fixed here, never taken from input. */
export interface UserChanges {
  full_name?: string;
  user_type?: string;
  role?: 'admin' | 'user';
  subscription_plan?: string;
  subscription_expires?: Date | null;
}

const EDITABLE: readonly (keyof UserChanges)[] = [
  'full_name',
  'user_type',
  'role',
  'subscription_plan',
  'subscription_expires',
];

/** Applies the given changes (absent keys untouched) and returns the updated row, or null for an unknown id. */
export async function updateUser(db: Queryable, userId: string, changes: UserChanges): Promise<UserRow | null> {
  const columns = EDITABLE.filter((column) => changes[column] !== undefined);
  const sets = columns.map((column, i) => `${column} = $${i + 2}`);
  const rows = userRows.parse(
    await db.query(
      `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [userId, ...columns.map((column) => changes[column])],
    ),
  );
  return rows[0] ?? null;
}

/** SPEC §4: active when the expiry is absent (permanent) or in the future. */
export function isSubscriptionActive(user: Pick<UserRow, 'subscription_expires'>, now = new Date()): boolean {
  return user.subscription_expires === null || user.subscription_expires.getTime() > now.getTime();
}

/**
 * 'none' for an account that never had paid access, so nobody is told a subscription "expirou" that
 * never began. Only self-registration makes one: plan 'gratuito' with its expiry at its creation instant (an
 * administrator's dated account is 'premium', a purchase carries its plan, and either can still expire).
 */
export function subscriptionStatus(
  user: Pick<UserRow, 'subscription_expires' | 'subscription_plan' | 'created_at'>,
  now = new Date(),
): SubscriptionStatus {
  if (isSubscriptionActive(user, now)) return 'active';
  const expires = user.subscription_expires;
  const never = user.subscription_plan === 'gratuito' && expires !== null && expires <= user.created_at;
  return never ? 'none' : 'expired';
}

export function isAdmin(user: Pick<UserRow, 'role' | 'user_type'>): boolean {
  return user.role === 'admin' || user.user_type === 'admin';
}

/** Display name: the full name, else the e-mail's local part (SPEC §3). */
export function displayName(user: Pick<UserRow, 'full_name' | 'email'>): string {
  return user.full_name.trim() || user.email.split('@')[0] || user.email;
}

export function toSessionUser(user: UserRow, accessToken?: string): SessionUser {
  return {
    id: user.id,
    email: user.email,
    full_name: displayName(user),
    user_type: user.user_type,
    role: user.role,
    subscription_plan: user.subscription_plan,
    subscription_expires: user.subscription_expires?.toISOString() ?? null,
    requires_password_change: user.requires_password_change,
    subscription_status: subscriptionStatus(user),
    ...(accessToken ? { access_token: accessToken } : {}),
  };
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    created_at: user.created_at.toISOString(),
    subscription_status: subscriptionStatus(user),
    user_metadata: {
      full_name: displayName(user),
      role: user.role,
      user_type: user.user_type,
      subscription_expires: user.subscription_expires?.toISOString() ?? null,
      subscription_plan: user.subscription_plan,
    },
  };
}
