// The beneficiary-rule form: text fields (numbers, one source or level per line) read into a rule, then checked by
// the shared schema (core/schemas/beneficiary.ts), whose pt-BR messages land beside the fields.
import {
  BENEFICIARY_CONFIDENCES,
  BENEFICIARY_COUNTS,
  BENEFICIARY_RULE_KINDS,
  type BeneficiaryRule,
} from '@core/miles/beneficiary-rules';
import { type BeneficiaryRuleBody, beneficiaryRuleBodySchema } from '@core/schemas/beneficiary';
import { z } from '@core/schemas/zod-locale';
import { numberText } from '@/shared/number-text';
import { lines, readSources, sourcesText } from './rule-form-parts';

export const KIND_LABELS = {
  calendar_year: 'Por ano-calendário (zera em 1º de janeiro)',
  rolling: 'Janela móvel (últimos N meses)',
  listed: 'Lista de beneficiários cadastrados',
} as const;
export const COUNTS_LABELS = { people: 'Pessoas diferentes', tickets: 'Cada passagem' } as const;

const whole = (message: string, optional = false) =>
  numberText(
    optional ? z.number().nullable() : z.number(message),
    'Escreva um número inteiro, por exemplo 25',
    optional,
  );
/** 'Diamante = 8': a status level and its limit. */
function readTierLimits(text: string, ctx: z.RefinementCtx) {
  return lines(text).map((line) => {
    const match = /^(.+?)\s*[=:]\s*(\d+)$/.exec(line);
    if (!match) ctx.addIssue({ code: 'custom', message: `Use "Categoria = limite" em: ${line}`, path: ['tierLimits'] });
    return { tier: match?.[1] ?? line, limit: Number(match?.[2] ?? 0) };
  });
}

export const beneficiaryRuleFormSchema = z
  .object({
    kind: z.enum(BENEFICIARY_RULE_KINDS),
    counts: z.enum(BENEFICIARY_COUNTS),
    limit: whole('Informe o limite de pessoas.'),
    windowMonths: whole('', true),
    waitDays: whole('', true),
    tierLimits: z.string(),
    effectiveFrom: z.string(),
    confidence: z.enum(BENEFICIARY_CONFIDENCES),
    sources: z.string(),
    notes: z.string(),
  })
  // The shared schema's own issues (bounds, a rolling rule's window, no source), each at its field's path.
  .transform((values, ctx): BeneficiaryRuleBody => {
    const rule = {
      ...values,
      windowMonths: values.kind === 'rolling' ? values.windowMonths : null,
      tierLimits: readTierLimits(values.tierLimits, ctx),
      sources: readSources(values.sources),
    };
    const checked = beneficiaryRuleBodySchema.safeParse(rule);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
    return z.NEVER;
  });

export type BeneficiaryRuleFormInput = z.input<typeof beneficiaryRuleFormSchema>;

const text = (n: number | null) => (n === null ? '' : String(n));

/** The form starts from the rule in force, dated today: a correction applies from the day it is made unless moved. */
export function beneficiaryRuleFormValues(rule: BeneficiaryRule, today: string): BeneficiaryRuleFormInput {
  return {
    kind: rule.kind,
    counts: rule.counts,
    limit: text(rule.limit),
    windowMonths: text(rule.windowMonths),
    waitDays: text(rule.waitDays),
    tierLimits: rule.tierLimits.map((t) => `${t.tier} = ${t.limit}`).join('\n'),
    effectiveFrom: today,
    confidence: rule.confidence,
    sources: sourcesText(rule.sources),
    notes: rule.notes,
  };
}
