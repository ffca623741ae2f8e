// /api/price-alerts/stop: the e-mail's 'Parar este alerta' link, without a session: GET checks it, POST stops.
import { alertStopReplySchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';

export function stopAlertByToken(token: string) {
  return api('/api/price-alerts/stop', alertStopReplySchema, { body: { token }, auth: false });
}

export function checkStopLink(token: string, signal?: AbortSignal) {
  return api(`/api/price-alerts/stop?token=${encodeURIComponent(token)}`, alertStopReplySchema, {
    auth: false,
    signal,
  });
}
