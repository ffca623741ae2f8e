import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthTab } from './auth-tab';
import { DatabaseTab } from './database-tab';
import { LogsTab } from './logs-tab';
import { OverviewTab } from './overview-tab';
import { useDiagnostics } from './use-diagnostics';

type Tab = 'geral' | 'autenticacao' | 'banco' | 'logs';

/**
 * SPEC §2 integration test page (/test-supabase). Our backend is our own API, so it is titled 'Diagnóstico da
 * integração': connection (GET /api/health), the signed-in user, login and registration, a database round
 * trip on saved flights and price alerts, and a log of every step.
 */
export function DiagnosticsPage() {
  const diag = useDiagnostics();
  const [tab, setTab] = useState<Tab>('geral');
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Diagnóstico da integração</h1>
        <p className="text-muted-foreground">
          Confere a conexão com o servidor, a autenticação e o banco de dados, passo a passo.
        </p>
      </header>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="geral">Visão geral</TabsTrigger>
          <TabsTrigger value="autenticacao">Autenticação</TabsTrigger>
          <TabsTrigger value="banco">Banco de dados</TabsTrigger>
          <TabsTrigger value="logs">Logs{diag.logs.length > 0 ? ` (${diag.logs.length})` : ''}</TabsTrigger>
        </TabsList>
        <TabsContent value="geral">
          <OverviewTab diag={diag} />
        </TabsContent>
        <TabsContent value="autenticacao">
          <AuthTab diag={diag} />
        </TabsContent>
        <TabsContent value="banco">
          <DatabaseTab diag={diag} />
        </TabsContent>
        <TabsContent value="logs">
          <LogsTab diag={diag} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
