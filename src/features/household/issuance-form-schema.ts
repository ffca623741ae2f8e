// The "Emissões para terceiros" form: selects and text read into the shared issue fields (core/schemas/household.ts),
// so the messages beside the fields are the schema's own.
import { type IssuanceEntry, issuanceEntrySchema, outsiderNameSchema, ticketsSchema } from '@core/schemas/household';
import { z } from '@core/schemas/zod-locale';
import { numberText } from '@/shared/number-text';

/** The "for whom" choice of someone outside the household, whose name is then typed. */
export const OUTSIDER = 'outra';

export const issuanceFormSchema = z
  .object({
    program: z.string(),
    /** '' = the holder's account. */
    account_member_id: z.string(),
    /** '' = the holder, a member's id, or OUTSIDER. */
    who: z.string(),
    beneficiary_name: z.string(),
    issued_on: z.string(),
    tickets: numberText(ticketsSchema, 'Informe um número de passagens, por exemplo 2.'),
  })
  .superRefine((form, ctx) => {
    if (form.who !== OUTSIDER) return;
    const name = outsiderNameSchema.safeParse(form.beneficiary_name);
    if (!name.success)
      ctx.addIssue({ code: 'custom', path: ['beneficiary_name'], message: name.error.issues[0]?.message ?? '' });
  })
  // The programme is checked by the pipe below; the cast only lets the select's text through to it.
  .transform(
    (form): z.input<typeof issuanceEntrySchema> => ({
      program: form.program as IssuanceEntry['program'],
      account_member_id: form.account_member_id || null,
      beneficiary: form.who === OUTSIDER ? form.beneficiary_name.trim() : form.who || null,
      issued_on: form.issued_on,
      tickets: form.tickets,
    }),
  )
  .pipe(issuanceEntrySchema);

export type IssuanceFormInput = z.input<typeof issuanceFormSchema>;
export type { IssuanceEntry };
