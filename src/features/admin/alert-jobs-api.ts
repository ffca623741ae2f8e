// GET /api/admin/alert-jobs: the price-alert job's last run and the alerts waiting.
import { alertJobStatusSchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';

export function getAlertJobStatus(signal?: AbortSignal) {
  return api('/api/admin/alert-jobs', alertJobStatusSchema, { signal });
}
