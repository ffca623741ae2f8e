// /api/price-alerts/stop: the e-mail's 'Parar este alerta' link, without a session: GET checks it, POST stops.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { checkAlertStopLink, stopAlertFromLink } from '@core/contract/price-alerts';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function stopAlertByToken(token: string) {
  return call(stopAlertFromLink, { query: {}, body: { token }, auth: false });
}

export function checkStopLink(token: string, signal?: AbortSignal) {
  return call(checkAlertStopLink, { query: { token }, auth: false, signal });
}

export const stopLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['price-alerts', 'stop-link', token],
    queryFn: ({ signal }) => checkStopLink(token, signal),
    enabled: token !== '',
  });

export const stopAlertMutationOptions = () =>
  mutationOptions({ mutationKey: ['price-alerts', 'stop'], mutationFn: stopAlertByToken });

/** Whether the link still works, asked when the page opens (an empty token is never asked about). */
export function useStopLink(token: string) {
  return useQuery(stopLinkQueryOptions(token), queryClient);
}

export function useStopAlert() {
  return useMutation(stopAlertMutationOptions(), queryClient);
}
