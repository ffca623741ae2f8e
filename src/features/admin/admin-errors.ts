import { errorStatus, toUserMessage } from '@/lib/user-message';

/** SPEC §8: 'Token inválido' or 'Não autenticado' mean the session is over (a 401 left after the refresh too). */
export function isSessionError(err: unknown): boolean {
  if (errorStatus(err) === 401) return true;
  const message = toUserMessage(err, '');
  return message === 'Token inválido' || message === 'Não autenticado';
}

export const ACCESS_DENIED = 'Acesso negado. Apenas administradores podem acessar esta área.';
export const NOT_AUTHENTICATED = 'Usuário não autenticado';
export const CHECK_FAILED = 'Erro ao verificar permissões';
