// Who flies and whose wallets pay: the request's travellers (a count, or household members), each member's
// wallet rows (balance, milheiro, tier per programme; member_id null = the holder) and the beneficiary check of
// their accounts, all read once per plan.
import { type BeneficiaryLimit, canIssueFor, type HouseholdPerson } from '@core/miles/beneficiary-limits';
import type { Holding } from '@core/miles/how-to-pay';
import { isWalletProgram } from '@core/miles/wallet-programs';
import type { TripPlanRequest } from '@core/schemas/trip-plan';
import { z } from '@core/schemas/zod-locale';
import { ALWAYS_ALLOWED, type IssueCheck, type MemberWallet, type Traveller } from '@core/trips/inputs';
import type { Queryable } from '../db/client';
import { AppError } from '../http/errors';

export const HOLDER_NAME = 'Eu';
export const UNKNOWN_TRAVELLER = 'Membro da família não encontrado nesta conta.';

/** Where an account stands against its programme's beneficiary rule (the limits of GET /api/beneficiary-limits). */
export type LimitsLoader = (db: Queryable, userId: string, day: string) => Promise<readonly BeneficiaryLimit[]>;

export interface Party {
  travellers: Traveller[];
  wallets: MemberWallet[];
  issueCheck: IssueCheck;
}

const memberRows = z.array(z.object({ id: z.string(), name: z.string() }));
const walletRows = z.array(
  z.object({
    member_id: z.string().nullable(),
    program: z.string(),
    balance: z.coerce.number(),
    milheiro: z.coerce.number().nullable(),
    tier: z.string().nullable(),
  }),
);

/** The travellers of the request: the members named (null = the holder), or the holder and companions by number. */
function travellersOf(request: TripPlanRequest, members: readonly HouseholdPerson[]): Traveller[] {
  if (request.memberIds) {
    return request.memberIds.map((id, index) => {
      if (id === null) return { memberId: null, name: HOLDER_NAME };
      const member = members.find((m) => m.id === id);
      if (!member)
        throw new AppError(
          400,
          UNKNOWN_TRAVELLER,
          [{ path: `memberIds.${index}`, message: UNKNOWN_TRAVELLER }],
          'unknown_member',
        );
      return { memberId: member.id, name: member.name };
    });
  }
  const count = request.passengers ?? 1;
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? { memberId: null, name: HOLDER_NAME } : { memberId: null, name: `Acompanhante ${i + 1}`, guest: true },
  );
}

/** The holder's wallet first, then each live member's (a member with no rows holds nothing). */
function walletsOf(rows: z.output<typeof walletRows>, members: readonly HouseholdPerson[]): MemberWallet[] {
  const owners: { memberId: string | null; name: string }[] = [
    { memberId: null, name: HOLDER_NAME },
    ...members.map((m) => ({ memberId: m.id, name: m.name })),
  ];
  return owners.map((owner) => ({
    ...owner,
    holdings: rows.flatMap((row): Holding[] =>
      row.member_id === owner.memberId && isWalletProgram(row.program)
        ? [{ program: row.program, balance: row.balance, milheiro: row.milheiro, tier: row.tier }]
        : [],
    ),
  }));
}

export async function readParty(
  db: Queryable | null,
  userId: string,
  request: TripPlanRequest,
  ctx: { today: string; limits?: LimitsLoader },
): Promise<Party> {
  if (!db) return { travellers: travellersOf(request, []), wallets: walletsOf([], []), issueCheck: ALWAYS_ALLOWED };
  const members = memberRows.parse(
    await db.query(
      'SELECT id::text AS id, name FROM household_members WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at, id',
      [userId],
    ),
  );
  const travellers = travellersOf(request, members);
  const rows = walletRows.parse(
    await db.query(
      `SELECT member_id::text AS member_id, program, balance, milheiro::text AS milheiro, tier FROM wallet
       WHERE user_id = $1 AND deleted_at IS NULL`,
      [userId],
    ),
  );
  const limits = ctx.limits ? await ctx.limits(db, userId, ctx.today) : [];
  const names = new Map(members.map((m) => [m.id, m.name]));
  const issueCheck: IssueCheck = (program, account, beneficiaries) =>
    canIssueFor(
      limits,
      program,
      account,
      // A companion counted by number is someone new to every account: named, never a member.
      beneficiaries.map((t) => (t.guest ? t.name : t.memberId)),
      { accountName: account === null ? null : (names.get(account) ?? null), members },
    );
  return { travellers, wallets: walletsOf(rows, members), issueCheck: limits.length > 0 ? issueCheck : ALWAYS_ALLOWED };
}
