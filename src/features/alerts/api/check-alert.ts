// POST /api/price-alerts/:id/check: 'Verificar agora', one check for its owner (429 within ALERT_MANUAL_CHECK_MINUTES).
import { alertCheckReplySchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';

export function checkAlertNow(id: string) {
  return api(`/api/price-alerts/${encodeURIComponent(id)}/check`, alertCheckReplySchema, { method: 'POST', body: {} });
}
