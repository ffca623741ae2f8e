import { useCallback, useEffect } from 'react';
import type { AdminUser } from '@core/schemas/auth';
import { toast } from '@/components/ui/use-toast';
import { queryClient } from '@/lib/query-client';
import { toUserMessage } from '@/lib/user-message';
import { isSessionError } from './admin-errors';
import { type NewUser, useCreateUser } from './api/create-user';
import { useDeleteUser } from './api/delete-user';
import { USERS_KEY, useUsers } from './api/get-users';
import { adminUpdate, expiryUpdate, useUpdateUser } from './api/update-user';
import { useSessionExpiry } from './use-session-expiry';

export interface AdminUsers {
  users: AdminUser[];
  loading: boolean;
  /** Each resolves true on success (after the list has reloaded), false after an error toast. */
  create: (user: NewUser) => Promise<boolean>;
  remove: (user: AdminUser) => Promise<boolean>;
  updateExpiry: (user: AdminUser, expires: string | null) => Promise<boolean>;
  toggleAdmin: (user: AdminUser, admin: boolean) => Promise<boolean>;
}

type Toast = { title: string; description: string };

/**
 * The user list and the admin actions with their toasts (SPEC §8 "Admin toasts"). Loaded when the panel
 * opens, then after every successful create, delete, expiry update or admin toggle (SPEC §4); the query
 * client's rules give no polling, refetch on focus or retries (SPEC §9), and only the latest reply is kept.
 */
export function useAdminUsers(): AdminUsers {
  const expireSession = useSessionExpiry();
  const list = useUsers();
  const { mutateAsync: createUser } = useCreateUser();
  const { mutateAsync: deleteUser } = useDeleteUser();
  const { mutateAsync: updateUser } = useUpdateUser();

  const fail = useCallback(
    (title: string, err: unknown) => {
      if (isSessionError(err)) expireSession();
      else toast({ title, description: toUserMessage(err), variant: 'destructive' });
    },
    [expireSession],
  );

  useEffect(() => {
    if (list.error) fail('Erro ao carregar usuários', list.error);
  }, [list.error, fail]);

  const run = useCallback(
    async <T>(work: () => Promise<T>, success: (done: T) => Toast, failTitle: string): Promise<boolean> => {
      let done: T;
      try {
        done = await work();
      } catch (err) {
        fail(failTitle, err);
        return false;
      }
      toast(success(done));
      // Resolve only once the list shows the change.
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      return true;
    },
    [fail],
  );

  const create = useCallback(
    (input: NewUser) =>
      run(
        () => createUser(input),
        (user) => ({ title: 'Usuário criado', description: `${user.email} foi criado com sucesso` }),
        'Erro ao criar usuário',
      ),
    [run, createUser],
  );

  const remove = useCallback(
    (user: AdminUser) =>
      run(
        () => deleteUser(user.id),
        () => ({ title: 'Usuário deletado', description: `${user.email} foi removido do sistema` }),
        'Erro ao deletar usuário',
      ),
    [run, deleteUser],
  );

  const updateExpiry = useCallback(
    (user: AdminUser, expires: string | null) =>
      run(
        () => updateUser({ id: user.id, metadata: expiryUpdate(expires) }),
        () => ({ title: 'Expiração atualizada', description: 'Data de expiração foi alterada com sucesso' }),
        'Erro ao atualizar expiração',
      ),
    [run, updateUser],
  );

  const toggleAdmin = useCallback(
    (user: AdminUser, admin: boolean) =>
      run(
        () => updateUser({ id: user.id, metadata: adminUpdate(admin) }),
        () => ({
          title: 'Permissões alteradas',
          description: admin ? `${user.email} agora é administrador` : `${user.email} não é mais administrador`,
        }),
        'Erro ao alterar permissões',
      ),
    [run, updateUser],
  );

  return { users: list.data ?? [], loading: list.isPending, create, remove, updateExpiry, toggleAdmin };
}
