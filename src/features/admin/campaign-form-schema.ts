// The 'Campanhas de bônus' form: text fields read into numbers, then checked by the shared campaign schema
// (core/schemas/wallet.ts), whose pt-BR messages land beside the fields (bounds, reversed dates, wrong kinds).
import { formatDecimal } from '@core/format/numbers';
import {
  type BonusCampaign,
  bonusCampaignSchema,
  type StoredBonusCampaign,
  walletProgramSchema,
} from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { numberText } from '@/shared/number-text';

const percent = numberText(z.number('Informe o bônus em %'), 'Valor inválido: escreva, por exemplo, 80');
const blankIsNull = z.string().transform((text) => text.trim() || null);

export const campaignFormSchema = z
  .object({
    from: walletProgramSchema,
    to: walletProgramSchema,
    bonusPercent: percent,
    tiers: z.array(z.object({ tier: z.string(), bonusPercent: percent })),
    validFrom: z.string(),
    validUntil: z.string(),
    capPerCpf: numberText(z.number().nullable(), 'Valor inválido: escreva, por exemplo, 500.000', true),
    link: blankIsNull,
    notes: blankIsNull,
  })
  // The shared schema's own issues (bounds, reversed dates, wrong kinds), each at its field's path.
  .transform((values, ctx): BonusCampaign => {
    const checked = bonusCampaignSchema.safeParse(values);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type CampaignFormInput = z.input<typeof campaignFormSchema>;

const text = (n: number | null) => (n === null ? '' : formatDecimal(n, 2));

/** The form's starting values: blank for a new campaign (starting today), or the stored one's. */
export function campaignFormValues(stored: StoredBonusCampaign | null, today: string): CampaignFormInput {
  if (!stored)
    return {
      from: 'LIVELO',
      to: 'SMILES',
      bonusPercent: '',
      tiers: [],
      validFrom: today,
      validUntil: today,
      capPerCpf: '',
      link: '',
      notes: '',
    };
  return {
    from: walletProgramSchema.catch('LIVELO').parse(stored.from),
    to: walletProgramSchema.catch('SMILES').parse(stored.to),
    bonusPercent: text(stored.bonusPercent),
    tiers: stored.tiers.map((t) => ({ tier: t.tier, bonusPercent: text(t.bonusPercent) })),
    validFrom: stored.validFrom,
    validUntil: stored.validUntil,
    capPerCpf: text(stored.capPerCpf),
    link: stored.link ?? '',
    notes: stored.notes ?? '',
  };
}
