import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiTesterForm } from './api-tester-form';
import { ApiTesterResults } from './api-tester-results';
import { type TesterQuery, testerApi, testerDefaults } from './api-tester-schema';
import { FailureNotice, LoadingLine } from './airline-test-notices';
import { useApiTest } from './api/test-api';

/** SPEC §2 'Testador de APIs' (/api-tester): one GET to a chosen test route, timed, with its full reply. */
export function ApiTesterPage() {
  const [params] = useSearchParams();
  const requested = params.get('api');
  const [defaults] = useState(() => testerDefaults(testerApi(requested)?.id ?? 'all'));
  const request = useApiTest();
  const runs = useRef(0);
  const run = request.answer?.output ?? null;
  const busy = request.loading;

  const onTest = (query: TesterQuery) => {
    if (!testerApi(query.api)) return;
    runs.current += 1;
    request.run({ query, id: runs.current });
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Testador de APIs</h1>
        <p className="text-muted-foreground">
          Chama uma rota de teste das integrações e mostra voos, tempo de resposta, status HTTP e a resposta completa.
        </p>
      </header>
      {requested !== null && !testerApi(requested) && (
        <FailureNotice
          title="API não reconhecida"
          description={`"${requested}" não é uma das APIs do testador; escolha uma abaixo.`}
        />
      )}
      <ApiTesterForm defaults={defaults} busy={busy} onTest={onTest} />
      {busy && <LoadingLine text="Testando a API..." />}
      {run && !busy && <ApiTesterResults run={run} />}
    </div>
  );
}
