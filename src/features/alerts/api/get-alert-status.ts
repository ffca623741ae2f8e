// GET /api/price-alerts/status: whether alerts can be checked here, and the key to subscribe to Web Push with.
import { alertStatusReplySchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';

export function getAlertStatus(signal?: AbortSignal) {
  return api('/api/price-alerts/status', alertStatusReplySchema, { signal });
}
