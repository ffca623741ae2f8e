// Loyalty clubs at the boundary: an admin's dated correction of a plan, the plans as the admin list shows them, and
// each plan valued for one traveller as GET /api/clubs answers it. Messages in pt-BR.
import { BENEFICIARY_CONFIDENCES } from '../miles/beneficiary-rules';
import { CLUB_IDS, CLUB_PLANS, CLUB_PROGRAMS, type ClubPlan } from '../miles/clubs';
import { isoDateTime, isoDay, safeText } from './bounds';
import { sourceSchema } from './beneficiary';
import { MAX_BONUS_PERCENT, walletProgramSchema } from './wallet';
import { z } from './zod-locale';

/** R$ 5.000 a month: the dearest plan reported is R$ 839,90; a typo of a few zeros is refused. */
export const MAX_CLUB_PRICE = 5000;
/** 100.000 points a month: five times the largest plan reported (20.000). */
export const MAX_CLUB_POINTS = 100_000;
/** Two years: the longest minimum stay reported is 10 months. */
export const MAX_STAY_MONTHS = 24;

export const clubIdSchema = z.enum(CLUB_IDS, 'Clube desconhecido.');
export const clubIdParamsSchema = z.object({ id: clubIdSchema });

const centsOnly = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const clubFields = {
  planName: safeText({ min: 1, max: 80, minMessage: 'Informe o nome do plano.' }),
  monthlyPriceBRL: z
    .number('Informe o preço mensal em reais.')
    .positive('O preço mensal deve ser maior que zero.')
    .max(MAX_CLUB_PRICE, `Preço mensal acima de R$ ${MAX_CLUB_PRICE}; confira o valor.`)
    .refine(centsOnly, 'Use no máximo duas casas decimais no preço.')
    .nullable()
    .default(null),
  pointsPerMonth: z
    .number('Informe os pontos por mês.')
    .int('Os pontos por mês devem ser um número inteiro.')
    .positive('Os pontos por mês devem ser maiores que zero.')
    .max(MAX_CLUB_POINTS, 'Pontos por mês grandes demais; confira o valor.'),
  memberBonus: z
    .object({
      percent: z
        .number('Informe o bônus dos membros em %.')
        .positive('O bônus dos membros deve ser maior que zero.')
        .max(MAX_BONUS_PERCENT, `Bônus acima de ${MAX_BONUS_PERCENT}% não existe; confira o valor.`),
      kind: z.enum(['extra', 'tier'], 'Diga se o bônus soma ao da campanha ou o substitui.'),
      appliesTo: safeText({ min: 1, max: 120, minMessage: 'Diga onde o bônus vale.' }),
    })
    .nullable()
    .default(null),
  expiry: safeText({ max: 300 }).nullable().default(null),
  minimumStayMonths: z
    .number('Informe a permanência mínima em meses.')
    .int('A permanência mínima deve ser um número inteiro de meses.')
    .min(1, 'A permanência mínima deve ser de ao menos 1 mês.')
    .max(MAX_STAY_MONTHS, `Permanência mínima acima de ${MAX_STAY_MONTHS} meses; confira o valor.`)
    .nullable()
    .default(null),
  effectiveFrom: isoDay(),
  confidence: z.enum(BENEFICIARY_CONFIDENCES, 'Confiança inválida.'),
  sources: z.array(sourceSchema).min(1, 'Informe ao menos uma fonte.').max(10, 'No máximo 10 fontes.'),
  notes: safeText({ max: 1000, multiline: true }).default(''),
};

/** PUT /api/admin/clubs/{id}: a plan's figures from `effectiveFrom` on (the plan and programme are the path's). */
export const clubBodySchema = z.lazy(() => z.object(clubFields));
export type ClubBody = z.infer<typeof clubBodySchema>;

/** A plan as the admin list shows it: the core data ('default') or an admin's dated correction ('admin'). */
export const storedClubSchema = z.lazy(() =>
  z.object({
    id: clubIdSchema,
    program: z.enum(CLUB_PROGRAMS),
    ...clubFields,
    origin: z.enum(['default', 'admin']),
    /** The figures counted today for this plan. */
    inForce: z.boolean(),
    updatedAt: isoDateTime().nullable(),
  }),
);
export type StoredClub = z.infer<typeof storedClubSchema>;

export const clubListSchema = z.lazy(() => z.object({ clubs: z.array(storedClubSchema) }));

/**
 * Per plan the core data, then the admins' corrections newest first. The latest correction begun on `day`
 * (yyyy-MM-dd) is in force; until one has begun, the core data is.
 */
export function clubsWithDefaults(corrections: readonly StoredClub[], day: string): StoredClub[] {
  return CLUB_PLANS.flatMap((plan) => {
    const own = corrections
      .filter((c) => c.id === plan.id)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
    const current = own.find((c) => c.effectiveFrom <= day);
    const core: StoredClub = {
      ...plan,
      sources: [...plan.sources],
      origin: 'default',
      inForce: current === undefined,
      updatedAt: null,
    };
    return [core, ...own.map((c) => ({ ...c, origin: 'admin' as const, inForce: c === current }))];
  });
}

/** The core data's shape, so a stored plan is a plan the arithmetic reads. */
export const toClubPlan = (c: StoredClub): ClubPlan => ({
  id: c.id,
  program: c.program,
  planName: c.planName,
  monthlyPriceBRL: c.monthlyPriceBRL,
  pointsPerMonth: c.pointsPerMonth,
  memberBonus: c.memberBonus,
  expiry: c.expiry,
  minimumStayMonths: c.minimumStayMonths,
  effectiveFrom: c.effectiveFrom,
  confidence: c.confidence,
  sources: c.sources,
  notes: c.notes,
});

/** One plan as GET /api/clubs shows it to a subscriber: the figures in force, valued with their milheiros. */
export const valuedClubSchema = z.object({
  id: clubIdSchema,
  program: z.enum(CLUB_PROGRAMS),
  planName: z.string(),
  monthlyPriceBRL: z.number().nullable(),
  pointsPerMonth: z.number().int(),
  memberBonus: z.object({ percent: z.number(), kind: z.enum(['extra', 'tier']), appliesTo: z.string() }).nullable(),
  expiry: z.string().nullable(),
  minimumStayMonths: z.number().int().nullable(),
  effectiveFrom: isoDay(),
  confidence: z.enum(BENEFICIARY_CONFIDENCES),
  sources: z.array(z.object({ site: z.string(), date: z.string().nullable() })),
  notes: z.string(),
  costPerThousandBRL: z.number().nullable(),
  milesProgram: walletProgramSchema.nullable(),
  bonusPercent: z.number(),
  campaign: z
    .object({ id: z.string(), from: walletProgramSchema, to: walletProgramSchema, validUntil: isoDay() })
    .nullable(),
  milesCostPerThousandBRL: z.number().nullable(),
  milheiro: z.object({ value: z.number(), reference: z.boolean(), program: walletProgramSchema }).nullable(),
  buyPerThousandBRL: z.number().nullable(),
  verdict: z.enum(['sim', 'nao', 'depende']),
  why: z.string(),
});
export type ValuedClub = z.infer<typeof valuedClubSchema>;

export const clubsReplySchema = z.object({ clubs: z.array(valuedClubSchema) });
