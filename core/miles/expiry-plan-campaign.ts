// The transfer bonus an expiring lot can still get: the running campaign that gives this traveller the most, else the
// first one announced to start before the lot's last day. The device hears only running campaigns today; an announced
// one counts wherever a caller knows it.
import type { Campaign } from './how-to-pay';
import { bonusFor } from './transfer-math';
import type { WalletProgram } from './wallet-programs';

/**
 * The bonus a transfer gets before the lot expires: the running campaign giving this traveller the most, else the
 * first one announced to start before the last day (the best of that day); null when none is known.
 */
export function campaignFor(
  campaigns: readonly Campaign[],
  from: WalletProgram,
  to: WalletProgram,
  tiers: readonly (string | null)[],
  today: string,
  expiresOn: string,
): { campaign: Campaign; bonus: number; running: boolean } | null {
  const pair = campaigns.filter((c) => c.from === from && c.to === to && c.validUntil >= today);
  const best = (list: Campaign[]) =>
    list.reduce<{ campaign: Campaign; bonus: number } | null>((top, c) => {
      const bonus = bonusFor(c, tiers);
      return top === null || bonus > top.bonus ? { campaign: c, bonus } : top;
    }, null);
  const running = best(pair.filter((c) => c.validFrom <= today));
  if (running) return { ...running, running: true };
  const upcoming = pair.filter((c) => c.validFrom > today && c.validFrom <= expiresOn);
  const first = upcoming.map((c) => c.validFrom).sort()[0];
  const next = best(upcoming.filter((c) => c.validFrom === first));
  return next ? { ...next, running: false } : null;
}
