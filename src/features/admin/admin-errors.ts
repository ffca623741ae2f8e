import { ApiError } from '@/lib/api';

/** SPEC §8: the server's pt-BR text, else 'Erro desconhecido' (a network failure is already pt-BR in ApiError). */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError && err.message ? err.message : 'Erro desconhecido';
}

/** SPEC §8: 'Token inválido' or 'Não autenticado' mean the session is over (any 401 left after the refresh). */
export function isSessionError(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    (err.status === 401 || err.message === 'Token inválido' || err.message === 'Não autenticado')
  );
}

export const ACCESS_DENIED = 'Acesso negado. Apenas administradores podem acessar esta área.';
export const NOT_AUTHENTICATED = 'Usuário não autenticado';
export const CHECK_FAILED = 'Erro ao verificar permissões';
