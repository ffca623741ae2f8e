import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { clearStoredUser } from '@/lib/stored-user';

/** SPEC §9: the session-expired toast stays this long before the login screen. */
export const SESSION_EXPIRED_REDIRECT_MS = 1500;

/**
 * SPEC §8: on 'Token inválido' / 'Não autenticado' tell the admin, forget the stored user and go to
 * /login after 1.5 s. Calling it again while the redirect is pending does nothing.
 */
export function useSessionExpiry(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return;
    toast({
      title: 'Sessão expirada',
      description: 'Sua sessão expirou. Redirecionando para login...',
      variant: 'destructive',
    });
    clearStoredUser();
    timer.current = setTimeout(() => navigate('/login', { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
  }, [navigate]);
}
