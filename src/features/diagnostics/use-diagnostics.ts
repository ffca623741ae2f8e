import { useCallback, useState } from 'react';
import { formatDateTimeSeconds } from '@core/format/dates';
import { useAuthState } from '@/features/auth/auth-state';
import {
  type CheckResult,
  checkConnection,
  checkSession,
  LOGIN_REQUIRED,
  RESOURCE_LABELS,
  roundTrip,
  type SyncResource,
} from './diagnostics-api';

export type ConnectionStatus = 'untested' | 'testing' | 'connected' | 'error';

/** '[dd/MM/yyyy HH:mm:ss] message'. */
export function logLine(message: string, at: Date = new Date()): string {
  return `[${formatDateTimeSeconds(at)}] ${message}`;
}

export function describeResult(result: CheckResult): string {
  const mark = result.status === 'ok' ? 'OK' : result.status === 'error' ? 'FALHOU' : 'IGNORADO';
  return `${result.name}: ${mark}${result.ms !== null ? ` em ${result.ms} ms` : ''} — ${result.detail}`;
}

/** State and actions of the integration page; every step appends a timestamped line to the log. */
export function useDiagnostics() {
  const auth = useAuthState();
  const signedIn = auth.status === 'signedIn';
  const [logs, setLogs] = useState<string[]>([]);
  const [connection, setConnection] = useState<{ status: ConnectionStatus; result?: CheckResult }>({
    status: 'untested',
  });
  const [results, setResults] = useState<CheckResult[]>([]);
  const [runningAll, setRunningAll] = useState(false);
  const [database, setDatabase] = useState<Partial<Record<SyncResource, CheckResult[] | 'running'>>>({});

  const log = useCallback((message: string) => setLogs((lines) => [...lines, logLine(message)]), []);
  const clearLogs = useCallback(() => setLogs([]), []);

  const testConnection = useCallback(async (): Promise<CheckResult> => {
    setConnection({ status: 'testing' });
    log('Testando a conexão com a API (GET /api/health)...');
    const result = await checkConnection();
    setConnection({ status: result.status === 'ok' ? 'connected' : 'error', result });
    log(describeResult(result));
    return result;
  }, [log]);

  const testDatabase = useCallback(
    async (resource: SyncResource): Promise<CheckResult[]> => {
      if (!signedIn) {
        log(`${RESOURCE_LABELS[resource]}: ${LOGIN_REQUIRED}`);
        return [{ name: RESOURCE_LABELS[resource], status: 'skipped', ms: null, detail: LOGIN_REQUIRED }];
      }
      setDatabase((d) => ({ ...d, [resource]: 'running' }));
      log(`${RESOURCE_LABELS[resource]}: gravando, lendo de volta e apagando um registro de teste...`);
      const steps = await roundTrip(resource);
      for (const step of steps) log(describeResult(step));
      setDatabase((d) => ({ ...d, [resource]: steps }));
      return steps;
    },
    [signedIn, log],
  );

  const runAll = useCallback(async () => {
    setRunningAll(true);
    setResults([]);
    log('Executando todos os testes...');
    const all: CheckResult[] = [];
    const add = (found: CheckResult[]) => {
      all.push(...found);
      setResults([...all]);
    };
    try {
      add([await testConnection()]);
      if (signedIn) {
        const session = await checkSession();
        log(describeResult(session));
        add([session]);
      } else {
        add([
          {
            name: 'Sessão no servidor (GET /api/auth/me)',
            status: 'skipped',
            ms: null,
            detail: 'Nenhum usuário conectado',
          },
        ]);
      }
      add(await testDatabase('saved-flights'));
      add(await testDatabase('price-alerts'));
      const failed = all.filter((r) => r.status === 'error').length;
      log(
        failed === 0
          ? 'Todos os testes terminaram sem falhas.'
          : `Testes terminados: ${failed} ${failed === 1 ? 'falha' : 'falhas'}.`,
      );
    } finally {
      setRunningAll(false);
    }
  }, [log, signedIn, testConnection, testDatabase]);

  return {
    auth,
    signedIn,
    logs,
    log,
    clearLogs,
    connection,
    testConnection,
    results,
    runAll,
    runningAll,
    database,
    testDatabase,
  };
}

export type Diagnostics = ReturnType<typeof useDiagnostics>;
