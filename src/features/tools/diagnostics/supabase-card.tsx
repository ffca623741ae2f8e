// /test-supabase: Supabase Auth as the server sees it (GET /api/auth/supabase/status): configured
// or 'não configurado', the project reachable, its /auth/v1/settings, the JWKS keys, and this session's issuer.
import { RefreshCw } from 'lucide-react';
import type { SupabaseStatus } from '@core/schemas/supabase';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSupabaseStatus } from './api/get-supabase-status';
import { errorText } from './diagnostics-api';

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'sim' : 'não');

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[11rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all">{value}</dd>
    </div>
  );
}

function Details({ status }: { status: SupabaseStatus }) {
  const methods = Object.entries(status.settings?.external ?? {})
    .filter(([, on]) => on)
    .map(([name]) => name);
  const session =
    status.session.kind === 'supabase'
      ? `Supabase (emissor ${status.session.issuer})`
      : `desta aplicação (emissor ${status.session.issuer})`;
  if (!status.configured) {
    return (
      <dl className="space-y-1">
        <Row label="Supabase Auth" value="não configurado neste servidor" />
        <Row label="Sessão atual" value={session} />
      </dl>
    );
  }
  return (
    <dl className="space-y-1">
      <Row label="Projeto" value={status.url ?? '—'} />
      <Row label="Alcançável" value={yesNo(status.reachable)} />
      <Row label="Métodos de entrada" value={methods.length > 0 ? methods.join(', ') : '—'} />
      <Row label="Cadastro fechado" value={yesNo(status.settings?.disableSignup ?? null)} />
      <Row
        label="Verificação"
        value={status.verification === 'jwks+hs256' ? 'JWKS (ES256/RS256) e segredo HS256' : 'JWKS (ES256/RS256)'}
      />
      <Row
        label="Chaves JWKS"
        value={`${status.jwks?.keyIds.length ?? 0} publicada(s): ${status.jwks?.keyIds.join(', ') || '—'}`}
      />
      <Row label="Chaves em uso no servidor" value={status.jwks?.loaded ? 'carregadas' : 'ainda não carregadas'} />
      <Row label="Sessão atual" value={session} />
    </dl>
  );
}

export function SupabaseCard() {
  const query = useSupabaseStatus();
  const status = query.data ?? null;
  const loading = query.isFetching;
  // While it asks again, the last failure is not shown as if it were the answer.
  const error = query.isError && !loading ? errorText(query.error) : null;
  const load = () => void query.refetch();

  const badge = !status
    ? null
    : !status.configured
      ? { label: 'Não configurado', variant: 'secondary' as const }
      : status.reachable && !status.error
        ? { label: 'Conectado', variant: 'success' as const }
        : { label: 'Erro', variant: 'destructive' as const };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Supabase Auth</CardTitle>
        <CardDescription>
          GET /api/auth/supabase/status: o projeto, suas chaves e a sessão deste aparelho.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3" aria-busy={loading}>
        {badge && (
          <p className="flex items-center gap-2 text-sm" role="status">
            Estado: <Badge variant={badge.variant}>{badge.label}</Badge>
          </p>
        )}
        {status && <Details status={status} />}
        {(error ?? status?.error) && <p className="text-sm text-destructive">{error ?? status?.error}</p>}
        <Button type="button" variant="outline" size="sm" disabled={loading} onClick={load}>
          <RefreshCw aria-hidden="true" /> {loading ? 'Verificando...' : 'Verificar novamente'}
        </Button>
      </CardContent>
    </Card>
  );
}
