// GET /api/price-alerts/status: whether alerts can be checked here, and the key to subscribe to Web Push with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertStatus } from '@core/contract/price-alerts';
import type { ReplyOf } from '@core/contract/operation';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';

export type AlertServiceStatus = ReplyOf<typeof alertStatus>;

export function getAlertStatus(signal?: AbortSignal) {
  return call(alertStatus, { signal });
}

export const alertStatusQueryOptions = () =>
  queryOptions({ queryKey: ['price-alerts', 'status'], queryFn: ({ signal }) => getAlertStatus(signal) });

/** Asked once online: null until known (offline, or the server did not answer); a later failure keeps what was known. */
export function useAlertStatus(): AlertServiceStatus | null {
  const online = useOnline();
  return useQuery({ ...alertStatusQueryOptions(), enabled: online }, queryClient).data ?? null;
}
