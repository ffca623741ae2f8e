import { format, isValid, parseISO } from 'date-fns';
import type { AdminUser } from '@core/schemas/auth';

/** SPEC §6: a user is an admin by role or by user_type. */
export function isAdminUser(user: { role?: string | null; user_type?: string | null }): boolean {
  return user.role === 'admin' || user.user_type === 'admin';
}

/** SPEC §3: the displayed name falls back to the e-mail's local part. */
export function displayName(user: AdminUser): string {
  const name = user.user_metadata.full_name.trim();
  return name || (user.email.split('@')[0] ?? user.email);
}

/** SPEC §5: case-insensitive substring of the e-mail; an empty search keeps everyone. */
export function filterByEmail(users: AdminUser[], query: string): AdminUser[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((u) => u.email.toLowerCase().includes(needle));
}

const LOCAL_MINUTE = "yyyy-MM-dd'T'HH:mm";

/** An ISO instant as a datetime-local value at minute precision (SPEC §9), in the browser's time zone. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, LOCAL_MINUTE) : '';
}

/**
 * A datetime-local value (local wall-clock time, no offset) as an ISO instant, so the server stores the
 * moment the admin meant whatever its own time zone; '' is null (permanent access, SPEC §5).
 * Throws on a value that is not a date.
 */
export function fromDateTimeLocal(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const date = parseISO(trimmed);
  if (!isValid(date)) throw new Error('Data de expiração inválida');
  return date.toISOString();
}
