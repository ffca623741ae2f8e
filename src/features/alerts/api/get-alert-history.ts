// GET /api/price-alerts/:id/history: what each check saw (newest last), for the alert's price chart.
import { alertHistoryReplySchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';

export function getAlertHistory(id: string, signal?: AbortSignal) {
  return api(`/api/price-alerts/${encodeURIComponent(id)}/history`, alertHistoryReplySchema, { signal });
}
