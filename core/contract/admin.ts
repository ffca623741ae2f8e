import { alertJobStatusSchema } from '../schemas/alerts';
import { adminCreateUserSchema, adminUpdateUserSchema, adminUserSchema } from '../schemas/auth';
import { idParamsSchema } from '../schemas/ids';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

// Painel Administrativo: the users and their subscriptions, and the alert job's state.

const oneUser = z.object({ user: adminUserSchema });

/** GET /api/admin/me: whether the caller is an administrator (any signed-in user may ask). */
export const adminMe = operation({ method: 'GET', path: '/api/admin/me', reply: z.object({ isAdmin: z.boolean() }) });

/** GET /api/admin/users: every user and their subscription. */
export const listUsers = operation({
  method: 'GET',
  path: '/api/admin/users',
  reply: z.object({ users: z.array(adminUserSchema) }),
});

/** POST /api/admin/users: a user, with or without an expiry (201). */
export const createUser = operation({
  method: 'POST',
  path: '/api/admin/users',
  body: adminCreateUserSchema,
  reply: oneUser,
  status: 201,
});

/** PUT /api/admin/users/{id}: role, type, name, plan or expiry. */
export const updateUser = operation({
  method: 'PUT',
  path: '/api/admin/users/{id}',
  params: idParamsSchema,
  body: adminUpdateUserSchema,
  reply: oneUser,
});

/** DELETE /api/admin/users/{id}: the account and every row of it, as the holder's own deletion. */
export const deleteUser = operation({
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  params: idParamsSchema,
  reply: z.object({ success: z.literal(true) }),
});

/** GET /api/admin/alert-jobs: the alert job's last run and the alerts waiting. */
export const alertJobs = operation({ method: 'GET', path: '/api/admin/alert-jobs', reply: alertJobStatusSchema });
