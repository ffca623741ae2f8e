import type { Context, Handler } from 'hono';
import * as ops from '@core/contract/wallet';
import { TRANSFER_PARTNERS } from '@core/miles/transfer-partners';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { parseWith, readJson } from '../../http/validate';
import { sendReply } from '../../openapi/contract';
import { fireBonusAlerts } from '../../wallet/bonus-alerts';
import {
  activeCampaigns,
  allCampaigns,
  endCampaign,
  insertCampaign,
  updateCampaign,
} from '../../wallet/campaign-store';
import { campaignBody, idParam } from './routes';
import { campaignDay } from '@core/schemas/wallet';

// Transfer partners and bonus campaigns: the subscribers' reading, the admins' writing.

const NOT_FOUND = 'Campanha não encontrada.';

export const transferPartners: Handler<AppEnv> = (c) =>
  sendReply(c, ops.transferPartners, { partners: [...TRANSFER_PARTNERS] });

export const transferBonuses: Handler<AppEnv> = async (c) =>
  sendReply(c, ops.transferBonuses, { campaigns: await activeCampaigns(c.var.deps.db, campaignDay()) });

export const adminTransferBonuses: Handler<AppEnv> = async (c) =>
  sendReply(c, ops.adminTransferBonuses, { campaigns: await allCampaigns(c.var.deps.db) });

/**
 * The bonus alerts a saved campaign reaches are told now rather than at the job's next round. The campaign is
 * stored either way: a failure here is logged and the job's round retries it.
 */
async function announce(c: Context<AppEnv>, campaignId: string): Promise<void> {
  const { deps } = c.var;
  try {
    await fireBonusAlerts(deps, { campaignId });
  } catch (err) {
    deps.log.warn('alertas de bônus falharam', { error: err instanceof Error ? err.message : String(err) });
  }
}

export const createTransferBonus: Handler<AppEnv> = async (c) => {
  const body = await readJson(c, campaignBody);
  const campaign = await insertCampaign(c.var.deps.db, body, currentAuth(c).user.id);
  await announce(c, campaign.id);
  return sendReply(c, ops.createTransferBonus, { campaign });
};

export const updateTransferBonus: Handler<AppEnv> = async (c) => {
  const { id } = parseWith(idParam, c.req.param());
  const body = await readJson(c, campaignBody);
  const campaign = await updateCampaign(c.var.deps.db, id, body);
  if (!campaign) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  await announce(c, campaign.id);
  return sendReply(c, ops.updateTransferBonus, { campaign });
};

export const deleteTransferBonus: Handler<AppEnv> = async (c) => {
  const { id } = parseWith(idParam, c.req.param());
  if (!(await endCampaign(c.var.deps.db, id))) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  return sendReply(c, ops.deleteTransferBonus, { success: true });
};
