// POST /api/magic-link/verify: a sign-in link, spent once; the reply is the signed-in user.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { verifyMagicLink as verifyMagicLinkOp } from '@core/contract/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function verifyMagicLink({ token, type }: { token: string; type: string }) {
  return call(verifyMagicLinkOp, { body: { token, type }, auth: false });
}

// A mutation, not a query: the link is single use, so it is never asked twice (no cache, no refetch).
export const verifyMagicLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'magic-link'], mutationFn: verifyMagicLink });

export function useVerifyMagicLink() {
  return useMutation(verifyMagicLinkMutationOptions(), queryClient);
}
