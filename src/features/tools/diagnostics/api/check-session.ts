// GET /api/auth/me: the server accepts this device's session and says who it belongs to.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { sessionUserSchema } from '@core/schemas/auth-replies';
import { z } from '@core/schemas/zod-locale';
import { queryClient } from '@/lib/query-client';
import { type CheckResult, readReply, timed } from '../diagnostics-api';

const meReply = z.object({ success: z.literal(true), user: sessionUserSchema });

export const SESSION_CHECK = 'Sessão no servidor (GET /api/auth/me)';

export function checkSession(): Promise<CheckResult> {
  return timed(SESSION_CHECK, async () => {
    const reply = await readReply('/api/auth/me', meReply, '/api/auth/me');
    return `Sessão válida para ${reply.user.email}`;
  });
}

export const checkSessionMutationOptions = () =>
  mutationOptions({ mutationKey: ['diagnostics', 'session'], mutationFn: checkSession });

export function useCheckSession() {
  return useMutation(checkSessionMutationOptions(), queryClient);
}
