// A wallet lot: points or miles of one programme credited together, with the day they expire and their kind
// (base, bonus, club), in the holder's account (null member) or a household member's. Synced like the wallet.
// Messages in pt-BR; every bound says why it is where it is.
import { formatMiles } from '../format/miles';
import { addDaysIso, todayIsoDate } from './search';
import { isoDateTime, isoDay } from './bounds';
import { uuidSchema } from './ids';
import { MAX_BALANCE, walletProgramSchema } from './wallet';
import { z } from './zod-locale';

export const LOT_KINDS = ['base', 'bonus', 'club'] as const;
export type LotKind = (typeof LOT_KINDS)[number];
export const LOT_KIND_LABELS: Readonly<Record<LotKind, string>> = {
  base: 'Básico',
  bonus: 'Bônus',
  club: 'Clube',
};

/**
 * 300 live lots per account: a traveller crediting every month in five programmes for two years, for the holder and
 * a couple of members, stays below it; past it the rows are more likely a script than a wallet, and the reminder job
 * reads every live lot.
 */
export const MAX_WALLET_LOTS = 300;
export const LOTS_FULL = `Sua conta já tem ${MAX_WALLET_LOTS} lotes com validade, o máximo. Zere ou remova lotes vencidos antes de adicionar outros.`;

/** The longest validity a programme states is 24 months; 10 years ahead is room for a typed date, not a typo year. */
export const LOT_YEARS_AHEAD = 10;
/** A lot that expired up to a year ago can still be recorded (or corrected); older ones have nothing to remind. */
export const LOT_DAYS_BACK = 366;

/** The day expiry is read by: the programmes', Brasília time. */
export const expiryToday = (now: Date = new Date()) => todayIsoDate('America/Sao_Paulo', now);

export const lotAmountSchema = z
  .number('Informe a quantidade')
  .int('A quantidade deve ser um número inteiro de milhas ou pontos.')
  .nonnegative('A quantidade não pode ser negativa.')
  .max(MAX_BALANCE, `Quantidade grande demais (máximo ${formatMiles(MAX_BALANCE)}).`);

const lotFields = () => ({
  id: uuidSchema,
  program: walletProgramSchema,
  /** Whose account: a household member's id, or null for the holder. */
  member_id: uuidSchema.nullable().default(null),
  amount: lotAmountSchema,
  expires_on: isoDay(),
  kind: z.enum(LOT_KINDS, 'Escolha o tipo do lote: básico, bônus ou clube.'),
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
  deleted_at: isoDateTime().nullable().default(null),
});

/** A lot as the server keeps and sends it (its date is not re-checked: it ages). */
export const walletLotRowSchema = z.lazy(() => z.object(lotFields()));
export type WalletLotRow = z.infer<typeof walletLotRowSchema>;

/** The expiry's bounds: no more than a year back nor 10 years ahead, today read at parse. */
function expiryChecks<T extends z.ZodType<{ expires_on: string }>>(schema: T) {
  return schema
    .refine((row) => row.expires_on >= addDaysIso(expiryToday(), -LOT_DAYS_BACK), {
      message: 'A data de expiração está mais de um ano no passado.',
      path: ['expires_on'],
    })
    .refine((row) => row.expires_on <= addDaysIso(expiryToday(), LOT_YEARS_AHEAD * 366), {
      message: `A data de expiração não pode passar de ${LOT_YEARS_AHEAD} anos à frente.`,
      path: ['expires_on'],
    });
}

/** What a device writes: the row, with its expiry checked. */
export const walletLotSchema = z.lazy(() => expiryChecks(z.object(lotFields())));
export type WalletLot = z.infer<typeof walletLotSchema>;

/** What the lot form yields: the row's fields a person types, with the same checks. */
export const lotEntrySchema = z.lazy(() => {
  const { program, member_id, amount, expires_on, kind } = lotFields();
  return expiryChecks(z.object({ program, member_id, amount, expires_on, kind }));
});
export type LotEntryFields = z.output<typeof lotEntrySchema>;
