// GET /api/privacy: what /privacidade states that depends on this server (contact, retention, recipients).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyFacts } from '@core/contract/account';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const privacyFactsQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy-facts'],
    queryFn: ({ signal }) => call(privacyFacts, { signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyFacts() {
  return useQuery(privacyFactsQueryOptions(), queryClient);
}
