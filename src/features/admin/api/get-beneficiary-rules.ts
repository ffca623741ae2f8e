// GET /api/admin/beneficiary-rules: per programme the reference rule and the admins' corrections, the one counted
// today marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminBeneficiaryRules } from '@core/contract/beneficiaries';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const BENEFICIARY_RULES_KEY = ['admin', 'beneficiary-rules'] as const;

export async function listBeneficiaryRules(signal?: AbortSignal) {
  return (await call(adminBeneficiaryRules, { signal })).rules;
}

export const beneficiaryRulesQueryOptions = () =>
  queryOptions({ queryKey: BENEFICIARY_RULES_KEY, queryFn: ({ signal }) => listBeneficiaryRules(signal) });

export function useBeneficiaryRules() {
  return useQuery(beneficiaryRulesQueryOptions(), queryClient);
}
