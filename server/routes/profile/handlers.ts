import * as ops from '@core/contract/profile';
import { currentAuth } from '../../auth/guards';
import { isAdmin, toSessionUser, updateUser } from '../../auth/users';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';

/** Meu Perfil: full_name and user_type (SPEC §2, §5). */
export const getProfile: OperationHandler<typeof ops.getProfile> = (c) => {
  const { user } = currentAuth(c);
  return sendReply(c, ops.getProfile, {
    success: true,
    profile: { email: user.email, full_name: user.full_name, user_type: user.user_type },
  });
};

export const updateProfile: OperationHandler<typeof ops.updateProfile> = async (c) => {
  const { user } = currentAuth(c);
  const body = await readBody(c, ops.updateProfile);
  if (body.user_type === 'admin' && !isAdmin(user)) {
    throw new AppError(403, 'Apenas administradores podem usar o tipo admin.', undefined, 'admin_only');
  }
  if (body.user_type === 'assinante' && user.user_type !== 'assinante') {
    throw new AppError(400, 'Escolha Iniciado ou Avançado.', undefined, 'user_type_not_allowed');
  }
  if (isAdmin(user) && body.user_type !== 'admin') {
    throw new AppError(
      400,
      'Um administrador não pode remover o próprio acesso de administrador.',
      undefined,
      'self_demotion',
    );
  }
  const updated = await updateUser(c.var.deps.db, user.id, { full_name: body.full_name, user_type: body.user_type });
  if (!updated) throw new AppError(404, 'Usuário não encontrado', undefined, 'not_found');
  return sendReply(c, ops.updateProfile, { success: true, user: toSessionUser(updated) });
};
