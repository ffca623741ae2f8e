import { useCallback, useState } from 'react';
import { formatDateTimeSeconds } from '@core/format/dates';
import { useAuthState } from '@/lib/session-state';
import { useCheckConnection } from './api/check-connection';
import { SESSION_CHECK, useCheckSession } from './api/check-session';
import { useRoundTrip } from './api/run-round-trip';
import { type CheckResult, LOGIN_REQUIRED, RESOURCE_LABELS, type SyncResource } from './diagnostics-api';

export type ConnectionStatus = 'untested' | 'testing' | 'connected' | 'error';

/** '[dd/MM/yyyy HH:mm:ss] message'. */
export function logLine(message: string, at: Date = new Date()): string {
  return `[${formatDateTimeSeconds(at)}] ${message}`;
}

export function describeResult(result: CheckResult): string {
  const mark = result.status === 'ok' ? 'OK' : result.status === 'error' ? 'FALHOU' : 'IGNORADO';
  return `${result.name}: ${mark}${result.ms !== null ? ` em ${result.ms} ms` : ''} — ${result.detail}`;
}

function connectionOf(check: ReturnType<typeof useCheckConnection>): {
  status: ConnectionStatus;
  result?: CheckResult;
} {
  if (check.isPending) return { status: 'testing' };
  if (!check.data) return { status: 'untested' };
  return { status: check.data.status === 'ok' ? 'connected' : 'error', result: check.data };
}

function tripOf(trip: ReturnType<typeof useRoundTrip>): CheckResult[] | 'running' | undefined {
  return trip.isPending ? 'running' : trip.data;
}

/**
 * State and actions of the integration page; every step appends a timestamped line to the log. Each check is a
 * mutation (the user starts it, and may start it again); the log and the 'run all' list are this page's own.
 */
export function useDiagnostics() {
  const auth = useAuthState();
  const signedIn = auth.status === 'signedIn';
  const [logs, setLogs] = useState<string[]>([]);
  const connectionCheck = useCheckConnection();
  const { mutateAsync: checkConnection } = connectionCheck;
  const { mutateAsync: checkSession } = useCheckSession();
  const savedFlightsTrip = useRoundTrip('saved-flights');
  const priceAlertsTrip = useRoundTrip('price-alerts');
  const { mutateAsync: tripSavedFlights } = savedFlightsTrip;
  const { mutateAsync: tripPriceAlerts } = priceAlertsTrip;
  const connection = connectionOf(connectionCheck);
  const database: Partial<Record<SyncResource, CheckResult[] | 'running'>> = {
    'saved-flights': tripOf(savedFlightsTrip),
    'price-alerts': tripOf(priceAlertsTrip),
  };
  const [results, setResults] = useState<CheckResult[]>([]);
  const [runningAll, setRunningAll] = useState(false);

  const log = useCallback((message: string) => setLogs((lines) => [...lines, logLine(message)]), []);
  const clearLogs = useCallback(() => setLogs([]), []);

  const testConnection = useCallback(async (): Promise<CheckResult> => {
    log('Testando a conexão com a API (GET /api/health)...');
    const result = await checkConnection();
    log(describeResult(result));
    return result;
  }, [log, checkConnection]);

  const testDatabase = useCallback(
    async (resource: SyncResource): Promise<CheckResult[]> => {
      if (!signedIn) {
        log(`${RESOURCE_LABELS[resource]}: ${LOGIN_REQUIRED}`);
        return [{ name: RESOURCE_LABELS[resource], status: 'skipped', ms: null, detail: LOGIN_REQUIRED }];
      }
      log(`${RESOURCE_LABELS[resource]}: gravando, lendo de volta e apagando um registro de teste...`);
      const steps = await (resource === 'saved-flights' ? tripSavedFlights() : tripPriceAlerts());
      for (const step of steps) log(describeResult(step));
      return steps;
    },
    [signedIn, log, tripSavedFlights, tripPriceAlerts],
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
            name: SESSION_CHECK,
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
  }, [log, signedIn, testConnection, testDatabase, checkSession]);

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
