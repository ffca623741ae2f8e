// POST /api/price-alerts/stop { token }: the e-mail's 'Parar este alerta' link, without a session.
import { alertStopReplySchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';

export function stopAlertByToken(token: string) {
  return api('/api/price-alerts/stop', alertStopReplySchema, { body: { token }, auth: false });
}
