import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/features/auth/auth-state';
import { initials } from '@/lib/initials';

/** Header corner: grey placeholder while the session loads, sign-in triggers, or the user's avatar. */
export function AuthArea() {
  const auth = useAuthState();
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
        <Button asChild variant="ghost" size="sm">
          <Link to="/login">Entrar</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/login?tab=cadastro">Cadastrar</Link>
        </Button>
      </div>
    );
  }
  const { user } = auth;
  const name = user.full_name || user.email.split('@')[0];
  return (
    <span
      className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      title={`${name} (${user.email})`}
    >
      <span aria-hidden="true">{initials(user.full_name, user.email)}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
