import { useSetAtom } from 'jotai';
import { Button } from '@/components/ui/button';
import { authDialogAtom } from '@/features/auth/auth-atoms';
import { useAuthState } from '@/lib/session-state';
import { LazyUserMenu } from './user-menu-lazy';

/** Header corner: grey placeholder while the session loads, sign-in triggers, or the user menu. */
export function AuthArea() {
  const auth = useAuthState();
  const openDialog = useSetAtom(authDialogAtom);
  if (auth.status === 'loading') {
    return (
      <div className="size-9 animate-pulse rounded-full bg-gray-300" role="status" data-testid="auth-loading">
        <span className="sr-only">Carregando sessão…</span>
      </div>
    );
  }
  if (auth.status === 'signedOut') {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => openDialog('login')}>
          Entrar
        </Button>
        <Button size="sm" onClick={() => openDialog('register')}>
          Cadastrar
        </Button>
      </div>
    );
  }
  return <LazyUserMenu user={auth.user} />;
}
