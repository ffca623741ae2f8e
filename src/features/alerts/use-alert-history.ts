import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api';
import { useOnline } from '@/lib/use-online';
import { getAlertHistory } from './api/get-alert-history';
import type { HistoryPoint } from './price-history-chart';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: HistoryPoint[] };

/** An alert's price history, fetched while online (it lives on the server); `reload` after 'Verificar agora'. */
export function useAlertHistory(alertId: string, enabled: boolean) {
  const online = useOnline();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the reload trigger.
  useEffect(() => {
    if (!enabled) return;
    if (!online) {
      setState({ status: 'offline' });
      return;
    }
    const controller = new AbortController();
    getAlertHistory(alertId, controller.signal).then(
      (reply) => setState({ status: 'ready', items: reply.items }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 0) setState({ status: 'offline' });
        else setState({ status: 'error', message: err instanceof Error ? err.message : 'Erro inesperado' });
      },
    );
    return () => controller.abort();
  }, [alertId, enabled, online, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
