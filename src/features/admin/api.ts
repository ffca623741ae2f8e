import { type AdminUser, adminUserSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';
import { successReply } from '@core/schemas/auth-replies';
import { api } from '@/lib/api';

// SPEC §7 admin calls, through the one API client; replies are parsed at the boundary.
const meReply = z.object({ isAdmin: z.boolean() });
const usersReply = z.object({ users: z.array(adminUserSchema) });
const userReply = z.object({ user: adminUserSchema });

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  /** ISO instant, or null for permanent access. */
  expiresAt: string | null;
  isAdmin: boolean;
}

export type AdminMetadataUpdate = Partial<
  Pick<AdminUser['user_metadata'], 'subscription_expires' | 'role' | 'user_type'>
>;

export async function fetchIsAdmin(): Promise<boolean> {
  return (await api('/api/admin/me', meReply)).isAdmin;
}

export async function listUsers(): Promise<AdminUser[]> {
  return (await api('/api/admin/users', usersReply)).users;
}

export async function createUser(user: NewUser): Promise<AdminUser> {
  return (await api('/api/admin/users', userReply, { method: 'POST', body: user })).user;
}

export async function updateUserMetadata(id: string, metadata: AdminMetadataUpdate): Promise<AdminUser> {
  const path = `/api/admin/users/${encodeURIComponent(id)}`;
  return (await api(path, userReply, { method: 'PUT', body: { user_metadata: metadata } })).user;
}

export async function deleteUser(id: string): Promise<void> {
  await api(`/api/admin/users/${encodeURIComponent(id)}`, successReply, { method: 'DELETE' });
}

/** SPEC §4: null clears the expiry (permanent access). */
export function setExpiry(id: string, expires: string | null): Promise<AdminUser> {
  return updateUserMetadata(id, { subscription_expires: expires });
}

/** SPEC §4: on → role 'admin' and user_type 'admin'; off → role 'user' and user_type 'assinante'. */
export function setAdmin(id: string, admin: boolean): Promise<AdminUser> {
  return updateUserMetadata(
    id,
    admin ? { role: 'admin', user_type: 'admin' } : { role: 'user', user_type: 'assinante' },
  );
}
