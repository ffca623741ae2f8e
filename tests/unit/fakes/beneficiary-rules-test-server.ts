// The admin stand-in's beneficiary rules (GET /api/admin/beneficiary-rules, PUT /{program}): the core data, then the
// corrections put, the latest begun one in force, as the server does. Each reply is typed by its operation.
import { adminBeneficiaryRules, putBeneficiaryRule } from '@core/contract/beneficiaries';
import { BENEFICIARY_PROGRAMS, BENEFICIARY_RULES } from '@core/miles/beneficiary-rules';
import type { StoredBeneficiaryRule } from '@core/schemas/beneficiary';
import { campaignDay } from '@core/schemas/wallet';
import { bodyFor, type FakeReply, type FakeRequest, replyWith, requestFor } from './contract-fake';

export const beneficiaryRules = { corrections: [] as StoredBeneficiaryRule[] };

function list(): StoredBeneficiaryRule[] {
  const today = campaignDay();
  return BENEFICIARY_PROGRAMS.flatMap((program) => {
    const own = beneficiaryRules.corrections
      .filter((r) => r.program === program)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
    const current = own.find((r) => r.effectiveFrom <= today);
    const core = BENEFICIARY_RULES.filter((r) => r.program === program).map(
      (r): StoredBeneficiaryRule => ({
        ...r,
        tierLimits: [...r.tierLimits],
        sources: [...r.sources],
        origin: 'default',
        inForce: !current,
        updatedAt: null,
      }),
    );
    return [...core, ...own.map((r) => ({ ...r, inForce: r === current }))];
  });
}

/** The reply for a beneficiary-rules request, or null when it is not one of theirs. */
export function beneficiaryRulesReply(request: FakeRequest): FakeReply | null {
  if (requestFor(adminBeneficiaryRules, request)) return replyWith(adminBeneficiaryRules, { rules: list() });
  const program = requestFor(putBeneficiaryRule, request)?.program as StoredBeneficiaryRule['program'] | undefined;
  if (!program) return null;
  const body = bodyFor(putBeneficiaryRule, request);
  const stored = {
    ...body,
    program,
    origin: 'admin',
    inForce: false,
    updatedAt: '2026-11-26T10:00:00.000Z',
  } as StoredBeneficiaryRule;
  beneficiaryRules.corrections = [
    ...beneficiaryRules.corrections.filter((r) => r.program !== program || r.effectiveFrom !== stored.effectiveFrom),
    stored,
  ];
  const rule = list().find(
    (r) => r.program === program && r.origin === 'admin' && r.effectiveFrom === stored.effectiveFrom,
  );
  return replyWith(putBeneficiaryRule, { rule: rule ?? stored });
}
