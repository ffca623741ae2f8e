import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api, rawReply } from '@/lib/api';
import { failureText } from './airline-replies';
import { ApiTesterForm } from './api-tester-form';
import { ApiTesterResults, type TesterRun } from './api-tester-results';
import { type TesterQuery, testerApi, testerDefaults, testerUrl } from './api-tester-schema';
import { FailureNotice, LoadingLine } from './airline-test-notices';
import { readTesterReply } from './tester-rows';
import { useAbortableRequest } from './use-abortable-request';

/**
 * Every route the tester calls answers success with an explicit 200 (server/routes/airline-tests/ and
 * miles/), and the API client resolves only on a 2xx, so a resolved call is reported as HTTP 200.
 */
const OK_STATUS = 200;

/** SPEC §2 'Testador de APIs' (/api-tester): one GET to a chosen test route, timed, with its full reply. */
export function ApiTesterPage() {
  const [params] = useSearchParams();
  const requested = params.get('api');
  const [defaults] = useState(() => testerDefaults(testerApi(requested)?.id ?? 'all'));
  const [run, setRun] = useState<TesterRun | null>(null);
  const request = useAbortableRequest();
  const runs = useRef(0);

  const onTest = async (query: TesterQuery) => {
    const chosen = testerApi(query.api);
    if (!chosen) return;
    const url = testerUrl(query);
    const started = performance.now();
    const outcome = await request.run((signal) => api(url, rawReply, { signal }));
    const elapsedMs = performance.now() - started;
    if (outcome.status === 'aborted') return;
    runs.current += 1;
    const base = { id: runs.current, apiLabel: chosen.label, url, elapsedMs };
    if (outcome.status === 'error') {
      const err = outcome.error;
      setRun({
        ...base,
        status: err instanceof ApiError ? err.status : 0,
        body: err instanceof ApiError ? (err.body ?? null) : null,
        outcome: null,
        error: `Erro ao testar API: ${failureText(err)}`,
      });
      return;
    }
    const read = readTesterReply(chosen.id, outcome.value, query);
    const single = read.summaries.length === 1 ? read.summaries[0] : undefined;
    const failed = single !== undefined && !single.ok;
    setRun({
      ...base,
      status: OK_STATUS,
      body: outcome.value,
      outcome: read,
      error: failed ? 'A requisição falhou' : null,
      ...(failed && single.error ? { errorDetail: single.error } : {}),
    });
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
      <ApiTesterForm defaults={defaults} busy={request.busy} onTest={(query) => void onTest(query)} />
      {request.busy && <LoadingLine text="Testando a API..." />}
      {run && !request.busy && <ApiTesterResults run={run} />}
    </div>
  );
}
