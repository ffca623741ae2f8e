import type { Handler } from 'hono';
import { createUserBody, updateUserBody } from './routes';
import type { AppEnv } from '../../app-env';
import { deleteAccount } from '../../account/delete-account';
import { alertJobStatus } from '../../alerts/admin-status';
import { authenticate, currentAuth } from '../../auth/guards';
import { hashPassword } from '../../auth/password';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isAdmin,
  listUsers,
  toAdminUser,
  type UserChanges,
  updateUser,
} from '../../auth/users';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { readJson } from '../../http/validate';

const NOT_FOUND = 'Usuário não encontrado';

// Painel Administrativo: users and their expiry (SPEC §2, §4, §6), and the alert job's state.

// Answers for any signed-in user; the panel uses it to decide what to show.
export const adminMe: Handler<AppEnv> = async (c) => {
  const { user } = await authenticate(c);
  return c.json({ isAdmin: isAdmin(user) }, 200);
};

export const listAllUsers: Handler<AppEnv> = async (c) => {
  const users = await listUsers(c.var.deps.db);
  return c.json({ users: users.map(toAdminUser) }, 200);
};

export const addUser: Handler<AppEnv> = async (c) => {
  const { db, passwordCost } = c.var.deps;
  const body = await readJson(c, createUserBody);
  if (await findUserByEmail(db, body.email))
    throw new AppError(409, 'Este email já está cadastrado', undefined, 'user_already_registered');
  const user = await insertUser(db, {
    email: body.email,
    passwordHash: await hashPassword(body.password, passwordCost),
    fullName: body.fullName,
    role: body.isAdmin ? 'admin' : 'user',
    plan: body.expiresAt ? 'premium' : 'gratuito',
    expires: body.expiresAt ? new Date(body.expiresAt) : null,
    emailConfirmed: true,
  }).catch((err: unknown) => {
    if (isUniqueViolation(err))
      throw new AppError(409, 'Este email já está cadastrado', undefined, 'user_already_registered');
    throw err;
  });
  return c.json({ user: toAdminUser(user) }, 201);
};

export const changeUser: Handler<AppEnv, '/api/admin/users/:id'> = async (c) => {
  const { db } = c.var.deps;
  const me = currentAuth(c).user;
  const target = await findUserById(db, c.req.param('id'));
  if (!target) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  const { user_metadata: meta } = await readJson(c, updateUserBody);
  const demoting =
    meta.role === 'user' || (meta.user_type !== undefined && meta.user_type !== 'admin' && meta.role !== 'admin');
  if (target.id === me.id && demoting) {
    throw new AppError(400, 'Você não pode remover o seu próprio acesso de administrador.', undefined, 'self_demotion');
  }
  const changes: UserChanges = {
    role: meta.role,
    user_type: meta.user_type,
    full_name: meta.full_name,
    subscription_plan: meta.subscription_plan,
  };
  if (meta.subscription_expires !== undefined) {
    changes.subscription_expires = meta.subscription_expires ? new Date(meta.subscription_expires) : null;
    // SPEC §1: with an expiry date the plan becomes premium, without it gratuito.
    changes.subscription_plan ??= meta.subscription_expires ? 'premium' : 'gratuito';
  }
  const updated = await updateUser(db, target.id, changes);
  if (!updated) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  return c.json({ user: toAdminUser(updated) }, 200);
};

export const removeUser: Handler<AppEnv, '/api/admin/users/:id'> = async (c) => {
  const { db } = c.var.deps;
  const me = currentAuth(c).user;
  const target = await findUserById(db, c.req.param('id'));
  if (!target) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  if (target.id === me.id)
    throw new AppError(400, 'Você não pode deletar a sua própria conta.', undefined, 'self_delete');
  // The same deletion as the holder's own (DELETE /api/me): every row of the account, its sessions, Telegram and push.
  await deleteAccount(c.var.deps, target);
  return c.json({ success: true }, 200);
};
/** The alert job's last run and the alerts waiting (admin panel). */
export const alertJobs: Handler<AppEnv> = async (c) =>
  c.json(await alertJobStatus(c.var.deps.db, c.var.deps.config), 200);
