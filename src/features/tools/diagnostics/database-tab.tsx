import { Database, Loader2 } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LOGIN_REQUIRED, RESOURCE_LABELS, type SyncResource } from './diagnostics-api';
import { ResultList } from './result-list';
import type { Diagnostics } from './use-diagnostics';

const RESOURCES: { resource: SyncResource; table: string; button: string }[] = [
  { resource: 'saved-flights', table: 'saved_flights', button: 'Testar voos salvos' },
  { resource: 'price-alerts', table: 'price_alerts', button: 'Testar alertas de preço' },
];

/**
 * SPEC §2 integration page, database tab (needs login): for saved flights and price alerts, PUT a test row
 * under a fresh id, read it back and DELETE it, each step with pass/fail and elapsed time.
 */
export function DatabaseTab({ diag }: { diag: Diagnostics }) {
  if (!diag.signedIn) {
    return (
      <Alert variant="warning">
        <AlertDescription>{LOGIN_REQUIRED}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Cada teste grava um registro de teste com um identificador novo, lê de volta e apaga em seguida: nada fica nos
        seus voos salvos ou alertas.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {RESOURCES.map(({ resource, table, button }) => {
          const state = diag.database[resource];
          const running = state === 'running';
          return (
            <Card key={resource}>
              <CardHeader>
                <CardTitle as="h2">{RESOURCE_LABELS[resource]}</CardTitle>
                <CardDescription>
                  Tabela <code>{table}</code>: PUT, GET e DELETE em /api/{resource}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={running || diag.runningAll}
                  onClick={() => void diag.testDatabase(resource)}
                >
                  {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Database aria-hidden="true" />}
                  {running ? 'Testando...' : button}
                </Button>
                {Array.isArray(state) && (
                  <ResultList results={state} label={`Resultados: ${RESOURCE_LABELS[resource]}`} />
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
