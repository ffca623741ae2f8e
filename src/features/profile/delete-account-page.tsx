// /excluir-conta?token=…: where the e-mailed deletion link lands (an account that signs in without a password). The
// link alone deletes nothing: the holder, signed in on this device, confirms with the red button.
import { Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH, PROFILE_PATH, SEARCH_PATH } from '@core/links/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/lib/session-state';
import { toUserMessage } from '@/lib/user-message';
import { useDeleteMyAccount } from './api/delete-my-account';
import { KiwifyNotice } from './kiwify-notice';

export function DeleteAccountPage() {
  const auth = useAuthState();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [error, setError] = useState<string | null>(null);

  const confirm = async (userId: string) => {
    try {
      const message = await remove.mutateAsync({ userId, body: { token } });
      toast({ title: 'Conta excluída', description: message });
      navigate(SEARCH_PATH, { replace: true });
    } catch (err) {
      setError(toUserMessage(err, 'Não foi possível excluir a conta. Tente novamente.'));
    }
  };

  let body: ReactNode;
  if (!token) {
    body = <p className="text-sm text-muted-foreground">Link de exclusão inválido: abra o link do e-mail como veio.</p>;
  } else if (auth.status === 'loading') {
    body = null;
  } else if (auth.status === 'signedOut') {
    body = (
      <p className="text-sm">
        Entre na sua conta neste aparelho e abra o link do e-mail de novo.{' '}
        <Link to={LOGIN_PATH} className="font-medium text-primary hover:underline">
          Entrar
        </Link>
      </p>
    );
  } else {
    const { user } = auth;
    body = (
      <div className="grid gap-4">
        <p className="text-sm">
          A conta <strong>{user.email}</strong> e tudo o que guardamos dela serão apagados, aqui e nos seus outros
          aparelhos. Não dá para desfazer.
        </p>
        <KiwifyNotice />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="destructive" onClick={() => void confirm(user.id)} disabled={remove.isPending}>
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {remove.isPending ? 'Excluindo...' : 'Excluir minha conta'}
          </Button>
          <Button variant="outline" asChild>
            <Link to={PROFILE_PATH}>Voltar ao perfil</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-lg py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Excluir minha conta</CardTitle>
          <CardDescription>Confirmação pelo link enviado por e-mail.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
