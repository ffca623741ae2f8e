// The household (/familia): the people a traveller issues tickets for and runs accounts of, and the tickets issued
// for them, which the programmes' beneficiary limits count (DOMAIN.md, Beneficiaries). The account holder is never a
// row: a null member, account or beneficiary is the holder, shown as "Eu". Messages in pt-BR.
import { WALLET_PROGRAM_INFO, WALLET_PROGRAMS } from '../miles/wallet-programs';
import { ISO_DAY_DOC, isoDateTime, isoDay, safeText } from './bounds';
import { isUuid, uuidSchema } from './ids';
import { todayIsoDate } from './search';
import { z } from './zod-locale';

/** How the holder is shown wherever a member could be named. */
export const HOLDER_LABEL = 'Eu';

/**
 * A household big enough for grandparents, children and in-laws; past it rows are more likely a misuse (a
 * reseller's client list) than a family, and every list on the screen stays short.
 */
export const MAX_HOUSEHOLD_MEMBERS = 20;
export const MEMBERS_FULL = `Sua família já tem ${MAX_HOUSEHOLD_MEMBERS} pessoas, o máximo. Remova alguém antes de adicionar outra.`;

export const RELATIONS = ['conjuge', 'filho', 'pai_mae', 'irmao', 'outro'] as const;
export type Relation = (typeof RELATIONS)[number];
export const RELATION_LABELS: Readonly<Record<Relation, string>> = {
  conjuge: 'Cônjuge',
  filho: 'Filho(a)',
  pai_mae: 'Pai/Mãe',
  irmao: 'Irmão(ã)',
  outro: 'Outro',
};

const relationSchema = z.enum(RELATIONS, 'Escolha o parentesco.');
export const memberNameSchema = safeText({ min: 1, max: 60, minMessage: 'Informe o nome.' });

/** One person of the household. user_id comes from the session, never from the body. */
export const householdMemberSchema = z.lazy(() =>
  z.object({
    id: uuidSchema,
    name: memberNameSchema,
    relation: relationSchema,
    created_at: isoDateTime(),
    updated_at: isoDateTime(),
    deleted_at: isoDateTime().nullable().default(null),
  }),
);
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** Tickets are issued with airline miles; bank points are transferred first and issue nothing. */
export const ISSUANCE_PROGRAMS = WALLET_PROGRAMS.filter((p) => WALLET_PROGRAM_INFO[p].kind === 'airline');
const issuanceProgramSchema = z.enum(
  ISSUANCE_PROGRAMS as [(typeof ISSUANCE_PROGRAMS)[number], ...(typeof ISSUANCE_PROGRAMS)[number][]],
  'Escolha um programa de companhia aérea.',
);

/** A member of the household by id; null is the holder. */
export const memberRefSchema = uuidSchema.nullable().default(null);

/** The name of someone outside the household an issue was for. */
export const outsiderNameSchema = safeText({ min: 1, max: 80, minMessage: 'Informe para quem foi a emissão.' });

/** Who flew: null = the holder, a member's id, or the name of someone outside the household. */
export const beneficiarySchema = z.union([uuidSchema, outsiderNameSchema]).nullable().default(null);

/** A beneficiary that names a household member (its id) rather than someone outside it. */
export const isMemberBeneficiary = (beneficiary: string | null): beneficiary is string =>
  beneficiary !== null && isUuid(beneficiary);

export const MAX_TICKETS = 9;
/** How far back an issue may be recorded: the longest window a programme counts is 12 months; 3 years is room. */
export const ISSUANCE_YEARS_BACK = 3;

export const ticketsSchema = z
  .number('Informe o número de passagens.')
  .int('Informe um número inteiro de passagens.')
  .min(1, 'Informe ao menos 1 passagem.')
  .max(MAX_TICKETS, `No máximo ${MAX_TICKETS} passagens por emissão.`);

/** What the traveller says of one issue; the row adds its id and times. */
const entryFields = () => ({
  program: issuanceProgramSchema,
  account_member_id: memberRefSchema,
  beneficiary: beneficiarySchema,
  // The document says in words (and 'x-past-day') what a refine relative to today cannot say in JSON Schema.
  issued_on: isoDay().meta({
    ...ISO_DAY_DOC,
    description: `Dia da emissão, no horário de Brasília: não no futuro, nem de mais de ${ISSUANCE_YEARS_BACK} anos atrás.`,
    'x-past-day': true,
  }),
  tickets: ticketsSchema,
});

const issuanceFields = () => ({
  id: uuidSchema,
  ...entryFields(),
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
  deleted_at: isoDateTime().nullable().default(null),
});

/** A recorded issue as the server keeps and sends it (its day is not re-checked: it ages). */
export const issuanceRowSchema = z.lazy(() => z.object(issuanceFields()));
export type IssuanceRow = z.infer<typeof issuanceRowSchema>;

/** The earliest day an issue may be recorded on, given today (yyyy-MM-dd). */
export function earliestIssuanceDay(today: string): string {
  return `${Number(today.slice(0, 4)) - ISSUANCE_YEARS_BACK}${today.slice(4)}`;
}

/** The day issues are dated by: the programmes', Brasília time. */
export const issuanceToday = (now: Date = new Date()) => todayIsoDate('America/Sao_Paulo', now);

/** Not in the future nor more than 3 years back, today read at every parse (the server's, or the device's). */
function dayChecks<T extends z.ZodType<{ issued_on: string }>>(schema: T) {
  return schema
    .refine((row) => row.issued_on <= issuanceToday(), {
      message: 'A data da emissão não pode estar no futuro.',
      path: ['issued_on'],
    })
    .refine((row) => row.issued_on >= earliestIssuanceDay(issuanceToday()), {
      message: `A data da emissão não pode ser de mais de ${ISSUANCE_YEARS_BACK} anos atrás.`,
      path: ['issued_on'],
    });
}

/** What the /familia form checks before a row is made of it. */
export const issuanceEntrySchema = z.lazy(() => dayChecks(z.object(entryFields())));
export type IssuanceEntry = z.output<typeof issuanceEntrySchema>;

/** What a device writes: the row, with its day checked. */
export const issuanceSchema = z.lazy(() => dayChecks(z.object(issuanceFields())));
export type Issuance = z.infer<typeof issuanceSchema>;
