// Bonus alerts that fire: each live alert whose pair has a campaign running today, and whose threshold the bonus
// that traveller gets reaches (their club tiers counted), yields one notification per (alert, campaign), ever.
// Run when an admin saves a campaign and on every round of the alert job, so a campaign entered before an alert
// still reaches it. "Once" is the database's: a unique index and ON CONFLICT DO NOTHING, so runs on several
// instances at once never announce a campaign twice.
import { formatDate } from '@core/format/dates';
import { WALLET_PATH } from '@core/links/paths';
import { formatMiles } from '@core/format/miles';
import { formatPercent } from '@core/format/numbers';
import { bonusFor } from '@core/miles/transfer-math';
import { walletProgramName } from '@core/miles/wallet-programs';
import { campaignDay, type StoredBonusCampaign } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import type { AppDeps } from '../app-env';
import type { Db } from '../db/client';
import { notify } from '../notifications/in-app';
import { activeCampaigns } from './campaign-store';

const candidateRows = z.array(
  z.object({
    alert_id: z.string(),
    user_id: z.string(),
    campaign_id: z.string(),
    min_bonus_percent: z.union([z.string(), z.number()]).transform(Number),
    tiers: z.array(z.string().nullable()).nullable(),
  }),
);

/** 'Livelo → Smiles com 100% de bônus até 30/11 (seu bônus: 100%)' and the campaign's terms. */
export function bonusAlertText(c: StoredBonusCampaign, yours: number) {
  const pair = `${walletProgramName(c.from)} → ${walletProgramName(c.to)}`;
  const until = formatDate(c.validUntil).slice(0, 5);
  const tiers = c.tiers.map((t) => `${t.tier}: ${formatPercent(t.bonusPercent)}`).join(', ');
  return {
    title: `${pair} com ${formatPercent(c.bonusPercent)} de bônus até ${until} (seu bônus: ${formatPercent(yours)})`,
    body: [
      `De ${formatDate(c.validFrom)} a ${formatDate(c.validUntil)}`,
      tiers ? `Categorias: ${tiers}` : null,
      c.capPerCpf === null ? null : `Limite de ${formatMiles(c.capPerCpf)} milhas de bônus por CPF`,
    ]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 500),
  };
}

/**
 * Owes the notification unless this alert already has one for this campaign; true when owed. Its delivery (push,
 * e-mail, Telegram) is owed in the same transaction, as for price alerts.
 */
async function notifyOnce(
  db: Db,
  row: { alert_id: string; user_id: string; campaign_id: string },
  text: { title: string; body: string },
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const id = await notify(tx, {
      userId: row.user_id,
      ...text,
      url: WALLET_PATH,
      at,
      announces: { kind: 'bonus_alert', bonusAlertId: row.alert_id, campaignId: row.campaign_id },
    });
    return id !== null;
  });
}

export interface BonusAlertRunOptions {
  now?: Date;
  /** Only this campaign (right after an admin saved it). */
  campaignId?: string;
}

/** One pass over the running campaigns; how many notifications it created. */
export async function fireBonusAlerts(
  deps: Pick<AppDeps, 'db' | 'kickDelivery'>,
  options: BonusAlertRunOptions = {},
): Promise<number> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const day = campaignDay(now);
  const campaigns = new Map((await activeCampaigns(db, day)).map((c) => [c.id, c]));
  if (campaigns.size === 0) return 0;
  // Live alerts of subscribers on a running campaign's pair that have not heard of it, with the tiers the
  // traveller holds in either programme of the pair.
  const candidates = candidateRows.parse(
    await db.query(
      `SELECT a.id AS alert_id, a.user_id, c.id AS campaign_id, a.min_bonus_percent::text AS min_bonus_percent,
         (SELECT array_agg(w.tier) FROM wallet w
          WHERE w.user_id = a.user_id AND w.member_id IS NULL AND w.program IN (c.from_program, c.to_program)
            AND w.deleted_at IS NULL AND w.tier IS NOT NULL) AS tiers
       FROM bonus_campaigns c
       JOIN bonus_alerts a ON a.from_program = c.from_program AND a.to_program = c.to_program AND a.deleted_at IS NULL
       JOIN users u ON u.id = a.user_id
       WHERE c.ended_at IS NULL AND c.valid_from <= $1::date AND c.valid_until >= $1::date
         AND ($2::uuid IS NULL OR c.id = $2::uuid)
         AND (u.subscription_expires IS NULL OR u.subscription_expires > now())
         AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.bonus_alert_id = a.id AND n.campaign_id = c.id)
       ORDER BY c.id, a.id`,
      [day, options.campaignId ?? null],
    ),
  );
  let fired = 0;
  for (const row of candidates) {
    const campaign = campaigns.get(row.campaign_id);
    if (!campaign) continue;
    const yours = bonusFor(campaign, row.tiers ?? []);
    if (yours < row.min_bonus_percent) continue;
    if (await notifyOnce(db, row, bonusAlertText(campaign, yours), now)) fired++;
  }
  if (fired > 0) deps.kickDelivery?.();
  return fired;
}
