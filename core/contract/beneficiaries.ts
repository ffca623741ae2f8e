import {
  beneficiaryLimitsReplySchema,
  beneficiaryProgramParamsSchema,
  beneficiaryRuleBodySchema,
  beneficiaryRuleListSchema,
  storedBeneficiaryRuleSchema,
} from '../schemas/beneficiary';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

// Beneficiary (CPF) limits: where each of the household's accounts stands, and the rules behind it, which admins
// correct (a dated row per correction; the core data stands where none applies).

/** GET /api/beneficiary-limits: per account (the holder and each member) and programme with a rule. */
export const getBeneficiaryLimits = operation({
  method: 'GET',
  path: '/api/beneficiary-limits',
  reply: beneficiaryLimitsReplySchema,
});

/** GET /api/admin/beneficiary-rules: the core data and every correction, each marked if it is the one in force. */
export const adminBeneficiaryRules = operation({
  method: 'GET',
  path: '/api/admin/beneficiary-rules',
  reply: beneficiaryRuleListSchema,
});

/** PUT /api/admin/beneficiary-rules/{program}: a programme's rule from a day on (the same day again replaces it). */
export const putBeneficiaryRule = operation({
  method: 'PUT',
  path: '/api/admin/beneficiary-rules/{program}',
  params: beneficiaryProgramParamsSchema,
  body: beneficiaryRuleBodySchema,
  reply: z.object({ rule: storedBeneficiaryRuleSchema }),
});
