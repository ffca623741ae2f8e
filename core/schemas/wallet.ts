// "Minhas milhas": one row per programme the traveller holds (synced like saved flights) and the transfer-bonus
// campaigns "como pagar" reads. Messages in pt-BR; every bound below says why it is where it is.
import { WALLET_PROGRAM_INFO, WALLET_PROGRAMS, type WalletProgram } from '../miles/wallet-programs';
import { formatMiles } from '../format/miles';
import { isoDateTime, isoDay, safeText } from './bounds';
import { uuidSchema } from './ids';
import { todayIsoDate } from './search';
import { z } from './zod-locale';

/**
 * 100 million: above the largest balances travellers report (a few million), well inside int4, and a
 * typed-twice number (45000045000) is refused instead of making every cost on the screen absurd.
 */
export const MAX_BALANCE = 100_000_000;
/**
 * R$ 200 per 1,000: points list at ~R$ 70 (DOMAIN.md) and nobody pays more than list, so almost three times
 * the list price is room for a pessimistic value while '1750' typed for 17,50 is refused.
 */
export const MAX_MILHEIRO = 200;
/** 400 %: the largest bonus DOMAIN.md reports is 100 %; four times that leaves room without accepting a typo. */
export const MAX_BONUS_PERCENT = 400;

/**
 * The day campaigns run by, on the server and on every device: their dates are the programmes' own, announced in
 * Brasília time (at 23:30 in Brasília a campaign starting "tomorrow" has not started, whatever the device's zone).
 */
export const campaignDay = (now: Date = new Date()) => todayIsoDate('America/Sao_Paulo', now);

const PROGRAM_MESSAGE = 'Programa inválido';
export const walletProgramSchema = z.enum(WALLET_PROGRAMS, PROGRAM_MESSAGE);

/**
 * A transfer goes from a points programme into an airline's: the refines below say it of the pair, the document of
 * each end (a refine is invisible to JSON Schema).
 */
const transferEnd = (kind: 'points' | 'airline') =>
  walletProgramSchema.meta({ enum: WALLET_PROGRAMS.filter((p) => WALLET_PROGRAM_INFO[p].kind === kind) });

/** Two decimals at most, read on the number as written (17.5 and 17.55 pass, 17.555 does not). */
function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export const balanceSchema = z
  .number('Informe o saldo')
  .int('O saldo deve ser um número inteiro de milhas ou pontos.')
  .nonnegative('O saldo não pode ser negativo.')
  .max(MAX_BALANCE, `Saldo grande demais (máximo ${formatMiles(MAX_BALANCE)}).`);

export const milheiroSchema = z
  .number('Informe o milheiro em reais')
  .positive('O milheiro deve ser maior que zero.')
  .max(MAX_MILHEIRO, `Milheiro alto demais (máximo R$ ${MAX_MILHEIRO} por 1.000).`)
  .refine(hasAtMostTwoDecimals, 'Use no máximo duas casas decimais no milheiro.');

/** A club or status name as the programme writes it ('Clube Smiles 20.000', 'Diamante'). */
const tierSchema = safeText({ min: 1, max: 60, minMessage: 'Informe o nome da categoria.' });

/**
 * The id of a wallet row is the UUID v5 of this name (the PWA's stableUuid): one row per user, household member and
 * programme, so adding Smiles twice, on two devices, edits the same row. The holder's (no member) keeps the name
 * rows had before members existed, so their ids do not change.
 */
export function walletRowIdName(userId: string, program: WalletProgram, memberId: string | null = null): string {
  return memberId === null ? `wallet|${userId}|${program}` : `wallet|${userId}|${memberId}|${program}`;
}

/** One programme in the wallet. user_id comes from the session, never from the body. */
export const walletRowSchema = z.lazy(() =>
  z.object({
    id: uuidSchema,
    program: walletProgramSchema,
    /** Whose account: a household member's id, or null for the holder (rows from before members are the holder's). */
    member_id: uuidSchema.nullable().default(null),
    balance: balanceSchema,
    /** R$ per 1,000; null = use the programme's default (core/miles/wallet-programs.ts). */
    milheiro: milheiroSchema.nullable().default(null),
    tier: tierSchema.nullable().default(null),
    created_at: isoDateTime(),
    updated_at: isoDateTime(),
    deleted_at: isoDateTime().nullable().default(null),
  }),
);
export type WalletRow = z.infer<typeof walletRowSchema>;

/**
 * Two decimals at most, as the columns keep them (numeric(6, 2)): 0.001 would otherwise be stored as 0 without a
 * word, an alert at "0,001 %" becoming one that fires on every campaign.
 */
const bonusPercentSchema = z
  .number('Informe o bônus em %')
  .min(0, 'O bônus não pode ser negativo.')
  .max(MAX_BONUS_PERCENT, `Bônus acima de ${MAX_BONUS_PERCENT}% não existe; confira o valor.`)
  .refine(hasAtMostTwoDecimals, 'Use no máximo duas casas decimais no bônus.');

const linkSchema = z
  .url({ protocol: /^https?$/, message: 'Informe um link http(s) válido.' })
  .max(2000, 'Link longo demais.');

/** A transfer-bonus campaign: from a points programme into an airline programme, for a few days. */
export const bonusCampaignSchema = z.lazy(() =>
  z
    .object({
      from: transferEnd('points'),
      to: transferEnd('airline'),
      /** What everyone gets. */
      bonusPercent: bonusPercentSchema,
      /** Higher bonuses for a club or status, of either programme ('Clube Livelo', 'Diamante'). */
      tiers: z
        .array(z.object({ tier: tierSchema, bonusPercent: bonusPercentSchema }))
        .max(20, 'No máximo 20 categorias.')
        .default([]),
      validFrom: isoDay(),
      /** Inclusive: the campaign still runs on this day. */
      validUntil: isoDay(),
      /** Most bonus miles one CPF receives (DOMAIN.md: Smiles 500.000); null = no cap announced. */
      capPerCpf: z
        .number('Informe o limite por CPF')
        .int('O limite por CPF deve ser um número inteiro.')
        .positive('O limite por CPF deve ser maior que zero.')
        .max(MAX_BALANCE, 'Limite por CPF grande demais.')
        .nullable()
        .default(null),
      link: linkSchema.nullable().default(null),
      notes: safeText({ max: 500, multiline: true }).nullable().default(null),
    })
    .refine((c) => c.validFrom <= c.validUntil, {
      message: 'A data final da campanha deve ser igual ou posterior à inicial.',
      path: ['validUntil'],
    })
    .refine((c) => WALLET_PROGRAM_INFO[c.from].kind === 'points', {
      message: 'A origem da transferência deve ser um programa de pontos.',
      path: ['from'],
    })
    .refine((c) => WALLET_PROGRAM_INFO[c.to].kind === 'airline', {
      message: 'O destino da transferência deve ser um programa de companhia aérea.',
      path: ['to'],
    }),
);
export type BonusCampaign = z.infer<typeof bonusCampaignSchema>;
export type BonusCampaignInput = z.input<typeof bonusCampaignSchema>;

/** A stored campaign as the API shows it: the admin's fields plus its id and times. */
export const storedBonusCampaignSchema = z.lazy(() =>
  z.object({
    id: uuidSchema,
    from: walletProgramSchema,
    to: walletProgramSchema,
    bonusPercent: z.number(),
    tiers: z.array(z.object({ tier: z.string(), bonusPercent: z.number() })),
    validFrom: isoDay(),
    validUntil: isoDay(),
    capPerCpf: z.number().int().nullable(),
    link: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
    /** When an admin ended it ('Encerrar campanha'), so the admin's list can mark it; null while it runs by its dates. */
    endedAt: isoDateTime().nullable().default(null),
  }),
);
export type StoredBonusCampaign = z.infer<typeof storedBonusCampaignSchema>;

export const bonusCampaignListSchema = z.lazy(() => z.object({ campaigns: z.array(storedBonusCampaignSchema) }));

/**
 * "Avise quando Livelo → Smiles tiver bônus ≥ 80%": synced like price alerts (written offline, one row per
 * device-made UUID); the server delivers it once per campaign that reaches the threshold.
 */
export const bonusAlertRowSchema = z.lazy(() =>
  z
    .object({
      id: uuidSchema,
      from: transferEnd('points'),
      to: transferEnd('airline'),
      min_bonus_percent: bonusPercentSchema,
      created_at: isoDateTime(),
      updated_at: isoDateTime(),
      deleted_at: isoDateTime().nullable().default(null),
    })
    .refine((a) => WALLET_PROGRAM_INFO[a.from].kind === 'points', {
      message: 'A origem da transferência deve ser um programa de pontos.',
      path: ['from'],
    })
    .refine((a) => WALLET_PROGRAM_INFO[a.to].kind === 'airline', {
      message: 'O destino da transferência deve ser um programa de companhia aérea.',
      path: ['to'],
    }),
);
export type BonusAlertRow = z.infer<typeof bonusAlertRowSchema>;
