// GET /api/clubs's reading: the plans in force valued for one traveller, from their own milheiros (the same read as
// every offer's valuation), the tiers and balances in their wallet, the programmes of their saved flights and
// issued tickets, and the transfer-bonus campaigns running today.
import { type ClubTraveller, valueClub } from '@core/miles/club-value';
import { isWalletProgram, type WalletProgram, walletProgramForAward } from '@core/miles/wallet-programs';
import type { ValuedClub } from '@core/schemas/clubs';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { milheirosOf } from '../exchange/user-valuation';
import { activeCampaigns } from './campaign-store';
import { clubsInForce } from './club-store';

const walletRows = z.array(z.object({ program: z.string(), balance: z.number(), tier: z.string().nullable() }));
const programRows = z.array(z.object({ program: z.string().nullable() }));

/** What in the traveller's data says a programme matters to them, and the tiers they hold. */
async function travellerOf(db: Queryable, userId: string): Promise<ClubTraveller> {
  const [milheiros, wallet, saved, issued] = await Promise.all([
    milheirosOf({ db }, userId),
    db.query('SELECT program, balance, tier FROM wallet WHERE user_id = $1 AND deleted_at IS NULL', [userId]),
    db.query('SELECT DISTINCT program FROM saved_flights WHERE user_id = $1 AND deleted_at IS NULL', [userId]),
    db.query('SELECT DISTINCT program FROM issuances WHERE user_id = $1 AND deleted_at IS NULL', [userId]),
  ]);
  const rows = walletRows.parse(wallet);
  const uses = new Set<WalletProgram>();
  for (const row of rows) if (row.balance > 0 && isWalletProgram(row.program)) uses.add(row.program);
  for (const { program } of programRows.parse(saved)) {
    const wallet = program ? walletProgramForAward(program) : null;
    if (wallet) uses.add(wallet);
  }
  for (const { program } of programRows.parse(issued)) if (program && isWalletProgram(program)) uses.add(program);
  return {
    milheiros,
    tiers: rows.flatMap((r) => (r.tier ? [r.tier] : [])),
    uses: [...uses],
  };
}

/** Every plan in force on `day`, with its cost per thousand and verdict for this user. */
export async function clubsForUser(db: Queryable, userId: string, day: string): Promise<ValuedClub[]> {
  const [plans, traveller, campaigns] = await Promise.all([
    clubsInForce(db, day),
    travellerOf(db, userId),
    activeCampaigns(db, day),
  ]);
  return plans.map((plan) => ({ ...plan, ...valueClub(plan, traveller, campaigns) }));
}
