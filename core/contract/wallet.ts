import { idParamsSchema } from '../schemas/ids';
import { z } from '../schemas/zod-locale';
import { bonusCampaignListSchema, bonusCampaignSchema, storedBonusCampaignSchema } from '../schemas/wallet';
import { operation } from './operation';

// The wallet rows (GET/PUT/DELETE /api/wallet) and the bonus alerts (GET/PUT/DELETE /api/bonus-alerts) are
// synced tables, declared like saved flights (server/openapi/synced-routes.ts); what is below is the rest.

const ratioSchema = z.object({ points: z.number(), miles: z.number() });
const fact = <T extends z.ZodType>(value: T) => z.object({ value, unsure: z.boolean(), why: z.string().optional() });

/** One row of core/miles/transfer-partners.ts as the API shows it. */
export const transferPartnerSchema = z.object({
  from: z.string(),
  to: z.string(),
  ratio: fact(ratioSchema),
  minimumPoints: fact(z.number().nullable()),
  step: fact(z.number()),
  creditTime: fact(z.string().nullable()),
  checkedOn: z.string(),
  source: z.string(),
  unsure: z.boolean(),
});

/** GET /api/transfer-partners: the reference table, for subscribers. */
export const transferPartners = operation({
  method: 'GET',
  path: '/api/transfer-partners',
  reply: z.object({ partners: z.array(transferPartnerSchema) }),
});

/** GET /api/transfer-bonuses: the campaigns running today (expired ones are gone by themselves). */
export const transferBonuses = operation({
  method: 'GET',
  path: '/api/transfer-bonuses',
  reply: bonusCampaignListSchema,
});

/** GET /api/admin/transfer-bonuses: every campaign, ended ones included, newest first. */
export const adminTransferBonuses = operation({
  method: 'GET',
  path: '/api/admin/transfer-bonuses',
  reply: bonusCampaignListSchema,
});

export const createTransferBonus = operation({
  method: 'POST',
  path: '/api/admin/transfer-bonuses',
  body: bonusCampaignSchema,
  reply: z.object({ campaign: storedBonusCampaignSchema }),
});

export const updateTransferBonus = operation({
  method: 'PUT',
  path: '/api/admin/transfer-bonuses/{id}',
  params: idParamsSchema,
  body: bonusCampaignSchema,
  reply: z.object({ campaign: storedBonusCampaignSchema }),
});

/** Ends a campaign now: it leaves the subscribers' list and no bonus alert fires for it from then on. */
export const deleteTransferBonus = operation({
  method: 'DELETE',
  path: '/api/admin/transfer-bonuses/{id}',
  params: idParamsSchema,
  reply: z.object({ success: z.literal(true) }),
});
