import * as ops from '@core/contract/admin';
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
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';

const NOT_FOUND = 'Usuário não encontrado';

// Painel Administrativo: users and their expiry (SPEC §2, §4, §6), and the alert job's state.

// Answers for any signed-in user; the panel uses it to decide what to show.
export const adminMe: OperationHandler<typeof ops.adminMe> = async (c) => {
  const { user } = await authenticate(c);
  return sendReply(c, ops.adminMe, { isAdmin: isAdmin(user) });
};

export const listAllUsers: OperationHandler<typeof ops.listUsers> = async (c) => {
  const users = await listUsers(c.var.deps.db);
  return sendReply(c, ops.listUsers, { users: users.map(toAdminUser) });
};

export const addUser: OperationHandler<typeof ops.createUser> = async (c) => {
  const { db, passwordCost } = c.var.deps;
  const body = await readBody(c, ops.createUser);
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
  return sendReply(c, ops.createUser, { user: toAdminUser(user) });
};

// The id is read as text: one that is no UUID is no user, a 404 as for any unknown id.
export const changeUser: OperationHandler<typeof ops.updateUser> = async (c) => {
  const { db } = c.var.deps;
  const me = currentAuth(c).user;
  const target = await findUserById(db, c.req.param('id') ?? '');
  if (!target) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  const { user_metadata: meta } = await readBody(c, ops.updateUser);
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
  return sendReply(c, ops.updateUser, { user: toAdminUser(updated) });
};

export const removeUser: OperationHandler<typeof ops.deleteUser> = async (c) => {
  const { db } = c.var.deps;
  const me = currentAuth(c).user;
  const target = await findUserById(db, c.req.param('id') ?? '');
  if (!target) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  if (target.id === me.id)
    throw new AppError(400, 'Você não pode deletar a sua própria conta.', undefined, 'self_delete');
  // The same deletion as the holder's own (DELETE /api/me): every row of the account, its sessions, Telegram and push.
  await deleteAccount(c.var.deps, target);
  return sendReply(c, ops.deleteUser, { success: true });
};
/** The alert job's last run and the alerts waiting (admin panel). */
export const alertJobs: OperationHandler<typeof ops.alertJobs> = async (c) =>
  sendReply(c, ops.alertJobs, await alertJobStatus(c.var.deps.db, c.var.deps.config));
