// One user's beneficiary limits: their live issues, household and wallet tiers, against the rules in force today.
import { beneficiaryLimits } from '@core/miles/beneficiary-limits';
import type { z } from '@core/schemas/zod-locale';
import type { beneficiaryLimitSchema } from '@core/schemas/beneficiary';
import type { Queryable } from '../db/client';
import { rulesInForce } from './beneficiary-rule-store';

type LimitReply = z.input<typeof beneficiaryLimitSchema>;

interface IssuanceDbRow {
  program: string;
  account_member_id: string | null;
  beneficiary: string | null;
  issued_on: string;
  tickets: number;
}

/** Per account (the holder, then each live member by name) and programme with a rule, on Brasília's `day`. */
export async function limitsOfUser(db: Queryable, userId: string, day: string): Promise<LimitReply[]> {
  const members = await db.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM household_members WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at, id',
    [userId],
  );
  // A removed member's account is gone from the screen; issues for them (their id as beneficiary) still count.
  const issuances = await db.query<IssuanceDbRow>(
    `SELECT i.program, i.account_member_id::text AS account_member_id, i.beneficiary, i.issued_on::text AS issued_on,
       i.tickets
     FROM issuances i LEFT JOIN household_members m ON m.id = i.account_member_id
     WHERE i.user_id = $1 AND i.deleted_at IS NULL AND (i.account_member_id IS NULL OR m.deleted_at IS NULL)`,
    [userId],
  );
  const tiers = await db.query<{ member_id: string | null; program: string; tier: string | null }>(
    `SELECT member_id::text AS member_id, program, tier FROM wallet
     WHERE user_id = $1 AND deleted_at IS NULL AND tier IS NOT NULL`,
    [userId],
  );
  const names = new Map(members.map((m) => [m.id, m.name]));
  return beneficiaryLimits({
    issuances: issuances.map((i) => ({
      program: i.program,
      accountMemberId: i.account_member_id,
      beneficiary: i.beneficiary,
      issuedOn: i.issued_on,
      tickets: i.tickets,
    })),
    rules: await rulesInForce(db, day),
    today: day,
    members,
    tiers: tiers.map((t) => ({ memberId: t.member_id, program: t.program, tier: t.tier })),
  }).map((limit) => ({ ...limit, accountName: limit.memberId === null ? null : (names.get(limit.memberId) ?? null) }));
}
