// The club form: text fields (a price in reais, points, an optional members' bonus, one source per line) read into a
// plan, then checked by the shared schema (core/schemas/clubs.ts), whose pt-BR messages land beside the fields. A
// blank price is "preço a confirmar" (null), never zero.
import { formatDecimal } from '@core/format/numbers';
import { BENEFICIARY_CONFIDENCES } from '@core/miles/beneficiary-rules';
import type { ClubPlan } from '@core/miles/clubs';
import { type ClubBody, clubBodySchema } from '@core/schemas/clubs';
import { z } from '@core/schemas/zod-locale';
import { numberText } from '@/shared/number-text';
import { readSources, sourcesText } from './rule-form-parts';

export const BONUS_KIND_LABELS = {
  none: 'Sem bônus para membros',
  extra: 'Soma ao bônus da campanha (+ pontos percentuais)',
  tier: 'Substitui o bônus da campanha (faixa dos membros)',
} as const;

const optionalNumber = (example: string) =>
  numberText(z.number().nullable(), `Valor inválido: escreva, por exemplo, ${example}`, true);
const blankIsNull = z.string().transform((text) => text.trim() || null);

export const clubFormSchema = z
  .object({
    planName: z.string(),
    monthlyPriceBRL: optionalNumber('54,90'),
    pointsPerMonth: numberText(z.number('Informe os pontos por mês.'), 'Valor inválido: escreva, por exemplo, 1.000'),
    bonusKind: z.enum(['none', 'extra', 'tier']),
    bonusPercent: optionalNumber('10'),
    bonusAppliesTo: z.string(),
    expiry: blankIsNull,
    minimumStayMonths: optionalNumber('6'),
    effectiveFrom: z.string(),
    confidence: z.enum(BENEFICIARY_CONFIDENCES),
    sources: z.string(),
    notes: z.string(),
  })
  // The shared schema's own issues (bounds, no source), each at its field's path.
  .transform((values, ctx): ClubBody => {
    const { bonusKind, bonusPercent, bonusAppliesTo, ...rest } = values;
    const memberBonus =
      bonusKind === 'none' ? null : { percent: bonusPercent, kind: bonusKind, appliesTo: bonusAppliesTo.trim() };
    const checked = clubBodySchema.safeParse({ ...rest, memberBonus, sources: readSources(values.sources) });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [head, sub] = issue.path;
      const path =
        head !== 'memberBonus' ? [head ?? 'planName'] : [sub === 'appliesTo' ? 'bonusAppliesTo' : 'bonusPercent'];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });

export type ClubFormInput = z.input<typeof clubFormSchema>;

const text = (n: number | null, decimals = 0) => (n === null ? '' : formatDecimal(n, decimals, decimals));

/** The form starts from the plan in force, dated today: a correction applies from the day it is made unless moved. */
export function clubFormValues(plan: ClubPlan, today: string): ClubFormInput {
  return {
    planName: plan.planName,
    monthlyPriceBRL: text(plan.monthlyPriceBRL, 2),
    pointsPerMonth: text(plan.pointsPerMonth),
    bonusKind: plan.memberBonus?.kind ?? 'none',
    bonusPercent: plan.memberBonus ? text(plan.memberBonus.percent) : '',
    bonusAppliesTo: plan.memberBonus?.appliesTo ?? '',
    expiry: plan.expiry ?? '',
    minimumStayMonths: text(plan.minimumStayMonths),
    effectiveFrom: today,
    confidence: plan.confidence,
    sources: sourcesText(plan.sources),
    notes: plan.notes,
  };
}
