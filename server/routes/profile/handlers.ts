import type { Handler } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { isAdmin, toSessionUser, updateUser } from '../../auth/users';
import { AppError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { profileBody } from './routes';

/** Meu Perfil: full_name and user_type (SPEC §2, §5). */
export const getProfile: Handler<AppEnv> = (c) => {
  const { user } = currentAuth(c);
  return c.json(
    { success: true, profile: { email: user.email, full_name: user.full_name, user_type: user.user_type } },
    200,
  );
};

export const updateProfile: Handler<AppEnv> = async (c) => {
  const { user } = currentAuth(c);
  const body = await readJson(c, profileBody);
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
  return c.json({ success: true, user: toSessionUser(updated) }, 200);
};
