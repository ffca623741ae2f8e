// GET /api/price-alerts/:id/history: what each check saw (newest last), for the alert's price chart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertPriceHistory } from '@core/contract/price-alerts';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';
import type { HistoryPoint } from '@/shared/price-history-chart';

export function getAlertHistory(id: string, signal?: AbortSignal) {
  return call(alertPriceHistory, { params: { id }, signal });
}

export const alertHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['price-alerts', id, 'history'],
    queryFn: ({ signal }) => getAlertHistory(id, signal),
  });

export type HistoryState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: HistoryPoint[] };

/**
 * An alert's price history, fetched while online (it lives on the server) and again when the connection comes
 * back; `reload` after 'Verificar agora'.
 */
export function useAlertHistory(alertId: string, enabled: boolean) {
  const online = useOnline();
  const query = useQuery({ ...alertHistoryQueryOptions(alertId), enabled: enabled && online }, queryClient);
  const state: HistoryState = !enabled
    ? { status: 'loading' }
    : !online || (query.isError && isOffline(query.error))
      ? { status: 'offline' }
      : query.isError
        ? { status: 'error', message: toUserMessage(query.error, 'Erro inesperado') }
        : query.data
          ? { status: 'ready', items: query.data.items }
          : { status: 'loading' };
  const { refetch } = query;
  return { state, reload: () => void refetch() };
}
