import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { clearStoredUser, readStoredUser, type StoredUser } from '@/lib/stored-user';
import { errorStatus, toUserMessage } from '@/lib/user-message';
import { ACCESS_DENIED, CHECK_FAILED, isSessionError, NOT_AUTHENTICATED } from './admin-errors';
import { isAdminUser } from './admin-user-fields';
import { useAdminStatus } from './api/get-admin-status';

/** SPEC §9: after a denial the panel leaves for the start page after 2 s. */
export const DENIED_REDIRECT_MS = 2000;

type Access = { kind: 'checking' } | { kind: 'granted' } | { kind: 'denied'; message: string } | { kind: 'signedOut' };

function accessOf(user: StoredUser | null, check: UseQueryResult<boolean>, sessionLost: boolean): Access {
  if (sessionLost) return { kind: 'signedOut' };
  if (user && isAdminUser(user)) return { kind: 'granted' };
  if (check.error) {
    const message = errorStatus(check.error) === 403 ? toUserMessage(check.error, CHECK_FAILED) : CHECK_FAILED;
    return { kind: 'denied', message };
  }
  if (check.data === undefined) return { kind: 'checking' };
  return check.data ? { kind: 'granted' } : { kind: 'denied', message: ACCESS_DENIED };
}

/**
 * SPEC §4 "Admin status": a session whose role or user_type is 'admin' is let in at once, anyone else is
 * asked about on the server (GET /api/admin/me). Signed out → /login; an auth error forgets the stored user
 * and goes to /login; a denial shows 'Acesso Negado' and returns to / after 2 s.
 * The session is read from the stored user (src/lib), the layer the auth feature itself restores from.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user] = useState(readStoredUser);
  const askServer = user !== null && !isAdminUser(user);
  const check = useAdminStatus(askServer);
  const sessionLost = !user || (check.error !== null && isSessionError(check.error));

  useEffect(() => {
    if (!sessionLost) return;
    if (user) clearStoredUser();
    navigate('/login', { replace: true });
  }, [sessionLost, user, navigate]);

  const access = accessOf(user, check, sessionLost);
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
