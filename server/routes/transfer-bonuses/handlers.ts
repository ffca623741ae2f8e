import type { Context } from 'hono';
import * as ops from '@core/contract/wallet';
import { TRANSFER_PARTNERS } from '@core/miles/transfer-partners';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, readParams, sendReply } from '../../openapi/contract';
import { fireBonusAlerts } from '../../wallet/bonus-alerts';
import {
  activeCampaigns,
  allCampaigns,
  endCampaign,
  insertCampaign,
  updateCampaign,
} from '../../wallet/campaign-store';
import { campaignDay } from '@core/schemas/wallet';

// Transfer partners and bonus campaigns: the subscribers' reading, the admins' writing.

const NOT_FOUND = 'Campanha não encontrada.';

export const transferPartners: OperationHandler<typeof ops.transferPartners> = (c) =>
  sendReply(c, ops.transferPartners, { partners: [...TRANSFER_PARTNERS] });

export const transferBonuses: OperationHandler<typeof ops.transferBonuses> = async (c) =>
  sendReply(c, ops.transferBonuses, { campaigns: await activeCampaigns(c.var.deps.db, campaignDay()) });

export const adminTransferBonuses: OperationHandler<typeof ops.adminTransferBonuses> = async (c) =>
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

export const createTransferBonus: OperationHandler<typeof ops.createTransferBonus> = async (c) => {
  const body = await readBody(c, ops.createTransferBonus);
  const campaign = await insertCampaign(c.var.deps.db, body, currentAuth(c).user.id);
  await announce(c, campaign.id);
  return sendReply(c, ops.createTransferBonus, { campaign });
};

export const updateTransferBonus: OperationHandler<typeof ops.updateTransferBonus> = async (c) => {
  const { id } = readParams(c, ops.updateTransferBonus);
  const body = await readBody(c, ops.updateTransferBonus);
  const campaign = await updateCampaign(c.var.deps.db, id, body);
  if (!campaign) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  await announce(c, campaign.id);
  return sendReply(c, ops.updateTransferBonus, { campaign });
};

export const deleteTransferBonus: OperationHandler<typeof ops.deleteTransferBonus> = async (c) => {
  const { id } = readParams(c, ops.deleteTransferBonus);
  if (!(await endCampaign(c.var.deps.db, id))) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
  return sendReply(c, ops.deleteTransferBonus, { success: true });
};
