// POST /api/price-alerts/:id/check: 'Verificar agora', one check for its owner (429 within ALERT_MANUAL_CHECK_MINUTES).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { alertCheckReplySchema } from '@core/schemas/alerts';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export function checkAlertNow(id: string) {
  return api(`/api/price-alerts/${encodeURIComponent(id)}/check`, alertCheckReplySchema, { method: 'POST', body: {} });
}

export const checkAlertMutationOptions = () =>
  mutationOptions({ mutationKey: ['price-alerts', 'check'], mutationFn: checkAlertNow });

export function useCheckAlert() {
  return useMutation(checkAlertMutationOptions(), queryClient);
}
