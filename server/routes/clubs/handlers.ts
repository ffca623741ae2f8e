import * as ops from '@core/contract/clubs';
import { campaignDay } from '@core/schemas/wallet';
import { currentAuth } from '../../auth/guards';
import { type OperationHandler, readBody, readParams, sendReply } from '../../openapi/contract';
import { listClubs, putClub as storeClub } from '../../wallet/club-store';
import { clubsForUser } from '../../wallet/club-values';

// Loyalty clubs: each subscriber's reading, valued with their own wallet; the plans behind it, which admins correct.
// Days are Brasília's, as the programmes announce prices and campaigns.

export const getClubs: OperationHandler<typeof ops.getClubs> = async (c) =>
  sendReply(c, ops.getClubs, {
    clubs: await clubsForUser(c.var.deps.db, currentAuth(c).user.id, campaignDay()),
  });

export const adminClubs: OperationHandler<typeof ops.adminClubs> = async (c) =>
  sendReply(c, ops.adminClubs, { clubs: await listClubs(c.var.deps.db, campaignDay()) });

export const putClub: OperationHandler<typeof ops.putClub> = async (c) => {
  const { id } = readParams(c, ops.putClub);
  const body = await readBody(c, ops.putClub);
  return sendReply(c, ops.putClub, { club: await storeClub(c.var.deps.db, id, body, campaignDay()) });
};
