// GET /api/health: {ok:true} when the server and its database answer (503 otherwise).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { health } from '@core/contract/health';
import { queryClient } from '@/lib/query-client';
import { type CheckResult, readReply, timed } from '../diagnostics-api';

export function checkConnection(): Promise<CheckResult> {
  return timed(`Conexão com a API (GET ${health.path})`, async () => {
    await readReply(health, health.path, { auth: false });
    return 'Servidor e banco de dados respondendo';
  });
}

// A check the user starts with a button, and may start again: a mutation, never cached as a query.
export const checkConnectionMutationOptions = () =>
  mutationOptions({ mutationKey: ['diagnostics', 'connection'], mutationFn: checkConnection });

export function useCheckConnection() {
  return useMutation(checkConnectionMutationOptions(), queryClient);
}
