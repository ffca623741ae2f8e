// The admin stand-in's beneficiary rules (GET /api/admin/beneficiary-rules, PUT /{program}): the core data, then the
// corrections put, the latest begun one in force, as the server does. Each reply is typed by its operation.
import { adminBeneficiaryRules, putBeneficiaryRule } from '@core/contract/beneficiaries';
import { rulesWithDefaults, type StoredBeneficiaryRule } from '@core/schemas/beneficiary';
import { campaignDay } from '@core/schemas/wallet';
import { bodyFor, type FakeReply, type FakeRequest, replyWith, requestFor } from './contract-fake';

export const beneficiaryRules = { corrections: [] as StoredBeneficiaryRule[] };

const list = () => rulesWithDefaults(beneficiaryRules.corrections, campaignDay());

/** The reply for a beneficiary-rules request, or null when it is not one of theirs. */
export function beneficiaryRulesReply(request: FakeRequest): FakeReply | null {
  if (requestFor(adminBeneficiaryRules, request)) return replyWith(adminBeneficiaryRules, { rules: list() });
  const program = requestFor(putBeneficiaryRule, request)?.program as StoredBeneficiaryRule['program'] | undefined;
  if (!program) return null;
  const stored = {
    ...bodyFor(putBeneficiaryRule, request),
    program,
    origin: 'admin',
    inForce: false,
    updatedAt: '2026-11-26T10:00:00.000Z',
  } as StoredBeneficiaryRule;
  const same = (r: StoredBeneficiaryRule) => r.program === program && r.effectiveFrom === stored.effectiveFrom;
  beneficiaryRules.corrections = [...beneficiaryRules.corrections.filter((r) => !same(r)), stored];
  return replyWith(putBeneficiaryRule, { rule: list().find((r) => r.origin === 'admin' && same(r)) ?? stored });
}
