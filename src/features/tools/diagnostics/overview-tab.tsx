import { Loader2, LogOut, PlayCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { signOut } from '@/features/auth/auth-state';
import { SESSION_LOADING } from './diagnostics-api';
import { ResultList } from './result-list';
import { SupabaseCard } from './supabase-card';
import type { ConnectionStatus, Diagnostics } from './use-diagnostics';

const CONNECTION: Record<
  ConnectionStatus,
  { label: string; variant: 'secondary' | 'warning' | 'success' | 'destructive' }
> = {
  untested: { label: 'Não testado', variant: 'secondary' },
  testing: { label: 'Testando...', variant: 'warning' },
  connected: { label: 'Conectado', variant: 'success' },
  error: { label: 'Erro', variant: 'destructive' },
};

/** The first 8 characters of an id, enough to tell accounts apart on screen. */
export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

function Field({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'truncate font-mono' : 'truncate'}>{value}</dd>
    </div>
  );
}

export function OverviewTab({ diag }: { diag: Diagnostics }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const status = CONNECTION[diag.connection.status];
  const user = diag.auth.status === 'signedIn' ? diag.auth.user : null;

  const onSignOut = () => {
    setSigningOut(true);
    diag.log(`Saindo da conta ${user?.email ?? ''}...`);
    // As the user menu does: the server ends the session, the device forgets the user, then the login page.
    void signOut().then(() => navigate('/login'));
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Conexão com o servidor</CardTitle>
            <CardDescription>GET /api/health: a API e o banco de dados respondem?</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
              Status: <Badge variant={status.variant}>{status.label}</Badge>
              {diag.connection.result?.ms != null && (
                <span className="text-xs text-muted-foreground">{diag.connection.result.ms} ms</span>
              )}
            </p>
            {diag.connection.status === 'error' && diag.connection.result && (
              <p className="text-sm text-destructive">{diag.connection.result.detail}</p>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={diag.connection.status === 'testing'}
              onClick={() => void diag.testConnection()}
            >
              <RefreshCw aria-hidden="true" /> Testar conexão
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Usuário</CardTitle>
            <CardDescription>A sessão deste aparelho.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            {user ? (
              <>
                <dl className="space-y-1">
                  <Field label="E-mail" value={user.email} />
                  <Field label="ID" value={shortId(user.id)} mono />
                  <Field label="Tipo de usuário" value={user.user_type || '—'} />
                </dl>
                <Button type="button" variant="outline" size="sm" disabled={signingOut} onClick={onSignOut}>
                  <LogOut aria-hidden="true" /> {signingOut ? 'Saindo...' : 'Sair'}
                </Button>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                {diag.auth.status === 'loading' ? SESSION_LOADING : 'Nenhum usuário conectado.'}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <SupabaseCard />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <div className="space-y-1.5">
            <CardTitle>Resultados dos testes</CardTitle>
            <CardDescription>
              Conexão, sessão e ida e volta ao banco de dados (voos salvos e alertas de preço).
            </CardDescription>
          </div>
          <Button
            type="button"
            disabled={diag.runningAll || diag.auth.status === 'loading'}
            onClick={() => void diag.runAll()}
          >
            {diag.runningAll ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <PlayCircle aria-hidden="true" />
            )}
            {diag.runningAll ? 'Executando testes...' : 'Executar todos os testes'}
          </Button>
        </CardHeader>
        <CardContent>
          {diag.results.length > 0 ? (
            <ResultList results={diag.results} label="Resultados dos testes" />
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum teste executado ainda.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
