// GET /api/admin/alert-jobs: the price-alert job's last run and the alerts waiting.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertJobs } from '@core/contract/admin';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function getAlertJobStatus(signal?: AbortSignal) {
  return call(alertJobs, { signal });
}

export const alertJobStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'alert-jobs'], queryFn: ({ signal }) => getAlertJobStatus(signal) });

export function useAlertJobStatus() {
  return useQuery(alertJobStatusQueryOptions(), queryClient);
}
