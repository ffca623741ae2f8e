import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AdminUser } from '@core/schemas/auth';
import { toast } from '@/components/ui/use-toast';
import { queryClient } from '@/lib/query-client';
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

const USERS_KEY = ['admin', 'users'] as const;
type Toast = { title: string; description: string };
interface AdminAction {
  run: () => Promise<unknown>;
  success: () => Toast;
  failTitle: string;
}

/**
 * The user list and the admin actions with their toasts (SPEC §8 "Admin toasts"). Loaded when the panel
 * opens, then after every successful create, delete, expiry update or admin toggle (SPEC §4); the query
 * client's rules give no polling, refetch on focus or retries (SPEC §9), and only the latest reply is kept.
 */
export function useAdminUsers(): AdminUsers {
  const expireSession = useSessionExpiry();
  const list = useQuery({ queryKey: USERS_KEY, queryFn: listUsers }, queryClient);

  const fail = useCallback(
    (title: string, err: unknown) => {
      if (isSessionError(err)) expireSession();
      else toast({ title, description: errorMessage(err), variant: 'destructive' });
    },
    [expireSession],
  );

  useEffect(() => {
    if (list.error) fail('Erro ao carregar usuários', list.error);
  }, [list.error, fail]);

  const action = useMutation(
    {
      mutationFn: (a: AdminAction) => a.run(),
      onError: (err, a) => fail(a.failTitle, err),
      onSuccess: async (_, a) => {
        toast(a.success());
        // Resolve only once the list shows the change.
        await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      },
    },
    queryClient,
  );
  const run = useCallback(
    (a: AdminAction) =>
      action.mutateAsync(a).then(
        () => true,
        () => false,
      ),
    [action.mutateAsync],
  );

  const create = useCallback(
    (input: NewUser) => {
      let email = input.email;
      return run({
        run: async () => {
          email = (await createUser(input)).email;
        },
        success: () => ({ title: 'Usuário criado', description: `${email} foi criado com sucesso` }),
        failTitle: 'Erro ao criar usuário',
      });
    },
    [run],
  );

  const remove = useCallback(
    (user: AdminUser) =>
      run({
        run: () => deleteUser(user.id),
        success: () => ({ title: 'Usuário deletado', description: `${user.email} foi removido do sistema` }),
        failTitle: 'Erro ao deletar usuário',
      }),
    [run],
  );

  const updateExpiry = useCallback(
    (user: AdminUser, expires: string | null) =>
      run({
        run: () => setExpiry(user.id, expires),
        success: () => ({ title: 'Expiração atualizada', description: 'Data de expiração foi alterada com sucesso' }),
        failTitle: 'Erro ao atualizar expiração',
      }),
    [run],
  );

  const toggleAdmin = useCallback(
    (user: AdminUser, admin: boolean) =>
      run({
        run: () => setAdmin(user.id, admin),
        success: () => ({
          title: 'Permissões alteradas',
          description: admin ? `${user.email} agora é administrador` : `${user.email} não é mais administrador`,
        }),
        failTitle: 'Erro ao alterar permissões',
      }),
    [run],
  );

  return { users: list.data ?? [], loading: list.isPending, create, remove, updateExpiry, toggleAdmin };
}
