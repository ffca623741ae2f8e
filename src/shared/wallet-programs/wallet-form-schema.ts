// The "Meus programas" form: text fields read into the shared wallet row's fields (core/schemas/wallet.ts),
// so the messages beside the fields are the schema's own.
import { formatDecimal } from '@core/format/numbers';
import { balanceSchema, milheiroSchema, walletProgramSchema, walletRowSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { numberText } from '@/shared/number-text';
import type { WalletEntry } from '@/shared/wallet';

/** The row's club field without its default: the form always sends a value (null when blank). */
const tierField = walletRowSchema.unwrap().shape.tier.unwrap();

export const walletFormSchema = z.object({
  program: walletProgramSchema,
  balance: numberText(balanceSchema, 'Saldo inválido: escreva, por exemplo, 45.000'),
  milheiro: numberText(milheiroSchema.nullable(), 'Valor inválido: escreva, por exemplo, 17,50', true),
  tier: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(tierField),
});

export type WalletFormInput = z.input<typeof walletFormSchema>;
export type WalletFormOutput = WalletEntry;

/** A number back into the field as a Brazilian would type it ('45000' → '45.000', 17.5 → '17,50'). */
export function balanceText(value: number): string {
  return formatDecimal(value);
}
export function moneyText(value: number | null): string {
  return value === null ? '' : formatDecimal(value, 2, 2);
}
