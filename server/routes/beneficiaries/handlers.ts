import * as ops from '@core/contract/beneficiaries';
import { campaignDay } from '@core/schemas/wallet';
import { currentAuth } from '../../auth/guards';
import { limitsOfUser } from '../../wallet/beneficiary-limits';
import { listBeneficiaryRules, putBeneficiaryRule as storeRule } from '../../wallet/beneficiary-rule-store';
import { type OperationHandler, readBody, readParams, sendReply } from '../../openapi/contract';

// Beneficiary limits: each subscriber's own standing; the rules, which admins correct. Days are Brasília's, as the
// programmes count them.

export const getBeneficiaryLimits: OperationHandler<typeof ops.getBeneficiaryLimits> = async (c) =>
  sendReply(c, ops.getBeneficiaryLimits, {
    limits: await limitsOfUser(c.var.deps.db, currentAuth(c).user.id, campaignDay()),
  });

export const adminBeneficiaryRules: OperationHandler<typeof ops.adminBeneficiaryRules> = async (c) =>
  sendReply(c, ops.adminBeneficiaryRules, { rules: await listBeneficiaryRules(c.var.deps.db, campaignDay()) });

export const putBeneficiaryRule: OperationHandler<typeof ops.putBeneficiaryRule> = async (c) => {
  const { program } = readParams(c, ops.putBeneficiaryRule);
  const body = await readBody(c, ops.putBeneficiaryRule);
  return sendReply(c, ops.putBeneficiaryRule, { rule: await storeRule(c.var.deps.db, program, body, campaignDay()) });
};
