// GET /api/auth/me: the server accepts this device's session and says who it belongs to.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { whoAmI } from '@core/contract/session';
import { queryClient } from '@/lib/query-client';
import { type CheckResult, readReply, timed } from '../diagnostics-api';

export const SESSION_CHECK = `Sessão no servidor (GET ${whoAmI.path})`;

export function checkSession(): Promise<CheckResult> {
  return timed(SESSION_CHECK, async () => {
    const reply = await readReply(whoAmI, whoAmI.path);
    return `Sessão válida para ${reply.user.email}`;
  });
}

export const checkSessionMutationOptions = () =>
  mutationOptions({ mutationKey: ['diagnostics', 'session'], mutationFn: checkSession });

export function useCheckSession() {
  return useMutation(checkSessionMutationOptions(), queryClient);
}
