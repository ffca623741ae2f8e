// GET /api/admin/alert-jobs: the price-alert job's last run and the alerts waiting.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertJobStatusSchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export function getAlertJobStatus(signal?: AbortSignal) {
  return api('/api/admin/alert-jobs', alertJobStatusSchema, { signal });
}

export const alertJobStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'alert-jobs'], queryFn: ({ signal }) => getAlertJobStatus(signal) });

export function useAlertJobStatus() {
  return useQuery(alertJobStatusQueryOptions(), queryClient);
}
