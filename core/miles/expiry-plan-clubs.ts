// What a loyalty club does to a lot's expiry, as a note on the plan: Clube Livelo points do not expire while the
// subscription runs, Clube Azul points last longer. Said with the club data's source (core/miles/clubs.ts), and
// first person when the account's tier is that club; never used to drop the lot's options, as the tier is typed text.
import { expirySourceText } from './expiry-rules';
import { CLUB_PLANS, type ClubPlan } from './clubs';
import { normalizeProgramName } from './programs';
import type { WalletProgram } from './wallet-programs';

/** One note per distinct expiry rule of the programme's clubs: 'Clube Livelo 500 ou Clube Livelo 7.000: …'. */
export function clubExpiryNotes(
  program: WalletProgram,
  tier: string | null,
  clubs: readonly ClubPlan[] = CLUB_PLANS,
): string[] {
  const mine = clubs.filter((c) => c.program === program && c.expiry !== null);
  const byRule = new Map<string, ClubPlan[]>();
  for (const club of mine) byRule.set(club.expiry ?? '', [...(byRule.get(club.expiry ?? '') ?? []), club]);
  const held = tier ? normalizeProgramName(tier) : null;
  return [...byRule.entries()].map(([rule, plans]) => {
    const member = plans.find((p) => held !== null && normalizeProgramName(p.planName) === held);
    const who = member ? `Você está no ${member.planName}` : plans.map((p) => p.planName).join(' ou ');
    const first = plans[0] as ClubPlan;
    return `${who}: ${rule} Fonte: ${expirySourceText(first)}`;
  });
}
