// The lot form: text read into the shared lot fields (core/schemas/wallet-lots.ts), so the messages beside the fields
// are the schema's own. The credit date only proposes the expiry (core/miles/expiry-rules.ts); it is not kept.
import type { WalletProgram } from '@core/miles/wallet-programs';
import { type LotKind, lotAmountSchema, lotEntrySchema } from '@core/schemas/wallet-lots';
import { z } from '@core/schemas/zod-locale';
import { numberText } from '@/shared/number-text';
import type { LotEntry } from '@/shared/wallet-lots';

export function lotFormSchema(program: WalletProgram, memberId: string | null) {
  return (
    z
      .object({
        amount: numberText(lotAmountSchema, 'Quantidade inválida: escreva, por exemplo, 12.000'),
        credited_on: z.string(),
        expires_on: z.string(),
        kind: z.string(),
      })
      .transform((form) => ({
        program,
        member_id: memberId,
        amount: form.amount,
        expires_on: form.expires_on,
        // The select offers only the kinds; the pipe checks it all the same.
        kind: form.kind as LotKind,
      }))
      // The entry schema takes a missing member too (its default); what the transform hands it always has one.
      .pipe(lotEntrySchema as unknown as z.ZodType<LotEntry, LotEntry>) as z.ZodType<LotEntry, LotFormInput>
  );
}

export interface LotFormInput {
  amount: string;
  credited_on: string;
  expires_on: string;
  kind: string;
}
