// Beneficiary (CPF) limits at the boundary: an admin's correction of a programme's rule, the rules as the admin
// list shows them, and each account's standing as GET /api/beneficiary-limits answers it. Messages in pt-BR.
import {
  BENEFICIARY_CONFIDENCES,
  BENEFICIARY_COUNTS,
  BENEFICIARY_PROGRAMS,
  BENEFICIARY_RULE_KINDS,
  BENEFICIARY_RULES,
  type BeneficiaryRule,
} from '../miles/beneficiary-rules';
import { isoDateTime, isoDay, safeText } from './bounds';
import { z } from './zod-locale';

/** No programme lets an account issue for more than a few dozen others; 100 leaves room and refuses a typo. */
export const MAX_BENEFICIARY_LIMIT = 100;
/** Windows are counted in months up to three years (the longest any programme is reported with is 12). */
export const MAX_WINDOW_MONTHS = 36;
export const MAX_WAIT_DAYS = 365;

export const beneficiaryProgramSchema = z.enum(BENEFICIARY_PROGRAMS, 'Programa sem regra de beneficiários.');
export const beneficiaryProgramParamsSchema = z.object({ program: beneficiaryProgramSchema });

const count = (name: string, max: number, min = 1) => {
  const subject = name.charAt(0).toUpperCase() + name.slice(1);
  return z
    .number(`Informe ${name}.`)
    .int(`${subject} deve ser um número inteiro.`)
    .min(min, `${subject} deve ser no mínimo ${min}.`)
    .max(max, `${subject} deve ser no máximo ${max}.`);
};

/** '2024', '2024-04' or '2024-04-01': sources are dated as precisely as they are known. */
const sourceDate = z
  .string()
  .trim()
  .regex(
    /^(19|20)\d\d(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/,
    'Data da fonte inválida (use aaaa, aaaa-mm ou aaaa-mm-dd).',
  );

/** A dated source, as every rule-like table (beneficiary rules, clubs) cites it. */
export const sourceSchema = z.object({
  site: safeText({ min: 1, max: 120, minMessage: 'Informe o site da fonte.' }),
  date: sourceDate.nullable().default(null),
});

const ruleFields = {
  kind: z.enum(BENEFICIARY_RULE_KINDS, 'Tipo de regra inválido.'),
  counts: z.enum(BENEFICIARY_COUNTS, 'Diga se a regra conta pessoas ou passagens.'),
  limit: count('o limite de pessoas', MAX_BENEFICIARY_LIMIT),
  windowMonths: count('a janela em meses', MAX_WINDOW_MONTHS).nullable().default(null),
  waitDays: count('a espera em dias', MAX_WAIT_DAYS, 0).nullable().default(null),
  tierLimits: z
    .array(
      z.object({
        tier: safeText({ min: 1, max: 60, minMessage: 'Informe o nome da categoria.' }),
        limit: count('o limite da categoria', MAX_BENEFICIARY_LIMIT),
      }),
    )
    .max(10, 'No máximo 10 categorias.')
    .default([]),
  effectiveFrom: isoDay(),
  confidence: z.enum(BENEFICIARY_CONFIDENCES, 'Confiança inválida.'),
  sources: z.array(sourceSchema).min(1, 'Informe ao menos uma fonte.').max(10, 'No máximo 10 fontes.'),
  notes: safeText({ max: 1000, multiline: true }).default(''),
};

/** PUT /api/admin/beneficiary-rules/{program}: the rule from `effectiveFrom` on (the programme is the path's). */
export const beneficiaryRuleBodySchema = z.lazy(() =>
  z
    .object(ruleFields)
    .refine((r) => r.kind !== 'rolling' || r.windowMonths !== null, {
      message: 'Informe a janela em meses da regra móvel.',
      path: ['windowMonths'],
    })
    // Only a rolling window has a length; one sent with another kind is left out, not refused.
    .transform((r) => (r.kind === 'rolling' ? r : { ...r, windowMonths: null })),
);
export type BeneficiaryRuleBody = z.infer<typeof beneficiaryRuleBodySchema>;

/** A rule as the admin list shows it: the core data ('default') or an admin's dated correction ('admin'). */
export const storedBeneficiaryRuleSchema = z.lazy(() =>
  z.object({
    program: beneficiaryProgramSchema,
    ...ruleFields,
    origin: z.enum(['default', 'admin']),
    /** The rule counted today for this programme. */
    inForce: z.boolean(),
    updatedAt: isoDateTime().nullable(),
  }),
);
export type StoredBeneficiaryRule = z.infer<typeof storedBeneficiaryRuleSchema>;

export const beneficiaryRuleListSchema = z.lazy(() => z.object({ rules: z.array(storedBeneficiaryRuleSchema) }));

/**
 * What the admin list shows: per programme the core data, then the admins' corrections newest first. The latest
 * correction begun on `day` (yyyy-MM-dd) is in force; until one has begun, the core data is.
 */
export function rulesWithDefaults(corrections: readonly StoredBeneficiaryRule[], day: string): StoredBeneficiaryRule[] {
  return BENEFICIARY_PROGRAMS.flatMap((program) => {
    const own = corrections
      .filter((r) => r.program === program)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
    const current = own.find((r) => r.effectiveFrom <= day);
    const core = BENEFICIARY_RULES.filter((r) => r.program === program).map(
      (r): StoredBeneficiaryRule => ({
        ...r,
        tierLimits: [...r.tierLimits],
        sources: [...r.sources],
        origin: 'default',
        inForce: current === undefined,
        updatedAt: null,
      }),
    );
    return [...core, ...own.map((r) => ({ ...r, origin: 'admin' as const, inForce: r === current }))];
  });
}

/** The core data's shape, so a stored rule is a rule the arithmetic reads. */
export const toBeneficiaryRule = (r: StoredBeneficiaryRule): BeneficiaryRule => ({
  program: r.program,
  kind: r.kind,
  counts: r.counts,
  limit: r.limit,
  windowMonths: r.windowMonths,
  waitDays: r.waitDays,
  tierLimits: r.tierLimits,
  effectiveFrom: r.effectiveFrom,
  confidence: r.confidence,
  sources: r.sources,
  notes: r.notes,
});

/** One account's standing in one programme (core/miles/beneficiary-limits.ts), with the account's name. */
export const beneficiaryLimitSchema = z.object({
  program: beneficiaryProgramSchema,
  memberId: z.string().nullable(),
  /** The member's name; null for the holder ("Eu"). */
  accountName: z.string().nullable(),
  rule: z.string(),
  kind: z.enum(BENEFICIARY_RULE_KINDS),
  counts: z.enum(BENEFICIARY_COUNTS),
  confidence: z.enum(BENEFICIARY_CONFIDENCES),
  source: z.string(),
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  freesOn: isoDay().nullable(),
  periodStart: isoDay().nullable(),
  windowMonths: z.number().int().nullable(),
  waitDays: z.number().int().nullable(),
  counted: z.array(z.string()),
});

export const beneficiaryLimitsReplySchema = z.object({ limits: z.array(beneficiaryLimitSchema) });
