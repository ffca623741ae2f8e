import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminUser } from '@core/schemas/auth';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isSessionError } from './admin-errors';
import { createUser, deleteUser, listUsers, type NewUser, setAdmin, setExpiry } from './api';
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

/**
 * The user list and the admin actions with their toasts (SPEC §8 "Admin toasts"). Loaded once when the
 * panel opens, then after every successful create, delete, expiry update or admin toggle (SPEC §4); no
 * polling, refetch on focus or retries (SPEC §9).
 */
export function useAdminUsers(): AdminUsers {
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [loading, setLoading] = useState(true);
  const expireSession = useSessionExpiry();
  // Only the latest load may write the list (a slow earlier reply must not overwrite a newer one).
  const lastLoad = useRef(0);

  const fail = useCallback(
    (title: string, err: unknown) => {
      if (isSessionError(err)) expireSession();
      else toast({ title, description: errorMessage(err), variant: 'destructive' });
    },
    [expireSession],
  );

  const reload = useCallback(async () => {
    const id = ++lastLoad.current;
    try {
      const list = await listUsers();
      if (id === lastLoad.current) setUsers(list);
    } catch (err) {
      if (id === lastLoad.current) fail('Erro ao carregar usuários', err);
    } finally {
      if (id === lastLoad.current) setLoading(false);
    }
  }, [fail]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const run = useCallback(
    async (
      action: () => Promise<unknown>,
      success: () => { title: string; description: string },
      failTitle: string,
    ) => {
      try {
        await action();
      } catch (err) {
        fail(failTitle, err);
        return false;
      }
      toast(success());
      await reload();
      return true;
    },
    [fail, reload],
  );

  const create = useCallback(
    (input: NewUser) => {
      let email = input.email;
      return run(
        async () => {
          email = (await createUser(input)).email;
        },
        () => ({ title: 'Usuário criado', description: `${email} foi criado com sucesso` }),
        'Erro ao criar usuário',
      );
    },
    [run],
  );

  const remove = useCallback(
    (user: AdminUser) =>
      run(
        () => deleteUser(user.id),
        () => ({ title: 'Usuário deletado', description: `${user.email} foi removido do sistema` }),
        'Erro ao deletar usuário',
      ),
    [run],
  );

  const updateExpiry = useCallback(
    (user: AdminUser, expires: string | null) =>
      run(
        () => setExpiry(user.id, expires),
        () => ({ title: 'Expiração atualizada', description: 'Data de expiração foi alterada com sucesso' }),
        'Erro ao atualizar expiração',
      ),
    [run],
  );

  const toggleAdmin = useCallback(
    (user: AdminUser, admin: boolean) =>
      run(
        () => setAdmin(user.id, admin),
        () => ({
          title: 'Permissões alteradas',
          description: admin ? `${user.email} agora é administrador` : `${user.email} não é mais administrador`,
        }),
        'Erro ao alterar permissões',
      ),
    [run],
  );

  return { users, loading, create, remove, updateExpiry, toggleAdmin };
}
