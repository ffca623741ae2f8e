// POST /api/price-alerts/:id/check: 'Verificar agora', one check for its owner (429 within ALERT_MANUAL_CHECK_MINUTES).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkAlertNow as checkAlertNowOp } from '@core/contract/price-alerts';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function checkAlertNow(id: string) {
  return call(checkAlertNowOp, { params: { id } });
}

export const checkAlertMutationOptions = () =>
  mutationOptions({ mutationKey: ['price-alerts', 'check'], mutationFn: checkAlertNow });

export function useCheckAlert() {
  return useMutation(checkAlertMutationOptions(), queryClient);
}
