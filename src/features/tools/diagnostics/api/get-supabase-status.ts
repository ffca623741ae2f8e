// GET /api/auth/supabase/status: Supabase Auth as the server sees it, for the integration page's card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabaseStatus } from '@core/contract/auth';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export function getSupabaseStatus(signal?: AbortSignal) {
  return call(supabaseStatus, { signal });
}

export const supabaseStatusQueryOptions = () =>
  queryOptions({ queryKey: ['diagnostics', 'supabase'], queryFn: ({ signal }) => getSupabaseStatus(signal) });

export function useSupabaseStatus() {
  return useQuery(supabaseStatusQueryOptions(), queryClient);
}
