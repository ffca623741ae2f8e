// The admin stand-in's transfer-bonus campaigns (GET/POST/PUT/DELETE /api/admin/transfer-bonuses), kept apart
// from the users' routes so each file stays small. Each reply is typed by its operation (./contract-fake.ts).
import {
  adminTransferBonuses,
  createTransferBonus,
  deleteTransferBonus,
  updateTransferBonus,
} from '@core/contract/wallet';
import type { StoredBonusCampaign } from '@core/schemas/wallet';
import { bodyFor, type FakeReply, type FakeRequest, replyWith, requestFor } from './contract-fake';

export const campaigns = { list: [] as StoredBonusCampaign[] };

const T0 = '2026-11-26T10:00:00.000Z';

/** The reply for a campaigns request, or null when it is not one of theirs. */
export function campaignsReply(request: FakeRequest): FakeReply | null {
  if (requestFor(adminTransferBonuses, request)) return replyWith(adminTransferBonuses, { campaigns: campaigns.list });
  if (requestFor(createTransferBonus, request)) {
    const n = campaigns.list.length + 1;
    const stored = {
      ...(bodyFor(createTransferBonus, request) as StoredBonusCampaign),
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      createdAt: T0,
      updatedAt: T0,
      endedAt: null,
    };
    campaigns.list = [stored, ...campaigns.list];
    return replyWith(createTransferBonus, { campaign: stored });
  }
  const id = (requestFor(updateTransferBonus, request) ?? requestFor(deleteTransferBonus, request))?.id;
  if (id === undefined) return null;
  const target = campaigns.list.find((c) => c.id === id);
  if (!target) return { status: 404, body: { error: 'Campanha não encontrada' } };
  if (requestFor(updateTransferBonus, request)) {
    const updated = { ...target, ...(bodyFor(updateTransferBonus, request) as Partial<StoredBonusCampaign>) };
    campaigns.list = campaigns.list.map((c) => (c.id === id ? updated : c));
    return replyWith(updateTransferBonus, { campaign: updated });
  }
  campaigns.list = campaigns.list.map((c) => (c.id === id ? { ...c, endedAt: T0 } : c));
  return replyWith(deleteTransferBonus, { success: true });
}
