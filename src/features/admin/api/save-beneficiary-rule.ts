// PUT /api/admin/beneficiary-rules/:program: a programme's rule from a day on; refreshes the list.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { putBeneficiaryRule } from '@core/contract/beneficiaries';
import type { BeneficiaryProgram } from '@core/miles/beneficiary-rules';
import type { BeneficiaryRuleBody } from '@core/schemas/beneficiary';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { BENEFICIARY_RULES_KEY } from './get-beneficiary-rules';

export interface SaveBeneficiaryRule {
  program: BeneficiaryProgram;
  rule: BeneficiaryRuleBody;
}

export async function saveBeneficiaryRule({ program, rule }: SaveBeneficiaryRule) {
  return (await call(putBeneficiaryRule, { params: { program }, body: rule })).rule;
}

export const saveBeneficiaryRuleMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'beneficiary-rules', 'save'],
    mutationFn: saveBeneficiaryRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENEFICIARY_RULES_KEY }),
  });

export function useSaveBeneficiaryRule() {
  return useMutation(saveBeneficiaryRuleMutationOptions(), queryClient);
}
