import { Loader2, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ApiError } from '@/lib/api';
import { clearStoredUser, readStoredUser } from '@/lib/stored-user';
import { ACCESS_DENIED, CHECK_FAILED, isSessionError, NOT_AUTHENTICATED } from './admin-errors';
import { isAdminUser } from './admin-user-fields';
import { fetchIsAdmin } from './api';

/** SPEC §9: after a denial the panel leaves for the start page after 2 s. */
export const DENIED_REDIRECT_MS = 2000;

type Access = { kind: 'checking' } | { kind: 'granted' } | { kind: 'denied'; message: string } | { kind: 'signedOut' };

/**
 * SPEC §4 "Admin status": a session whose role or user_type is 'admin' is let in at once, anyone else is
 * asked about on the server (GET /api/admin/me). Signed out → /login; an auth error forgets the stored user
 * and goes to /login; a denial shows 'Acesso Negado' and returns to / after 2 s.
 * The session is read from the stored user (src/lib), the layer the auth feature itself restores from.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [access, setAccess] = useState<Access>({ kind: 'checking' });

  useEffect(() => {
    let active = true;
    const user = readStoredUser();
    if (!user) {
      setAccess({ kind: 'signedOut' });
      navigate('/login', { replace: true });
      return;
    }
    if (isAdminUser(user)) {
      setAccess({ kind: 'granted' });
      return;
    }
    setAccess({ kind: 'checking' });
    fetchIsAdmin().then(
      (isAdmin) => {
        if (active) setAccess(isAdmin ? { kind: 'granted' } : { kind: 'denied', message: ACCESS_DENIED });
      },
      (err: unknown) => {
        if (!active) return;
        if (isSessionError(err)) {
          clearStoredUser();
          setAccess({ kind: 'signedOut' });
          navigate('/login', { replace: true });
          return;
        }
        const message = err instanceof ApiError && err.status === 403 ? err.message : CHECK_FAILED;
        setAccess({ kind: 'denied', message });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  const denied = access.kind === 'denied';
  useEffect(() => {
    if (!denied) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (access.kind === 'granted') return children;
  if (access.kind === 'denied') {
    return (
      <div className="mx-auto max-w-md py-12">
        <Card role="alert">
          <CardHeader className="items-center text-center">
            <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-semibold tracking-tight">Acesso Negado</h1>
            <CardDescription>{access.message}</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button asChild>
              <Link to="/">Voltar ao Início</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{access.kind === 'signedOut' ? NOT_AUTHENTICATED : 'Verificando permissões...'}</span>
    </div>
  );
}
