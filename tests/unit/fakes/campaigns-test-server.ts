// The admin stand-in's transfer-bonus campaigns (GET/POST/PUT/DELETE /api/admin/transfer-bonuses), kept apart
// from the users' routes so each file stays small.
import type { StoredBonusCampaign } from '@core/schemas/wallet';

export const campaigns = { list: [] as StoredBonusCampaign[] };

const T0 = '2026-11-26T10:00:00.000Z';
const PATH = /^\/api\/admin\/transfer-bonuses(?:\/(.+))?$/;

/** The reply for a campaigns request, or null when the path is not one of theirs. */
export function campaignsReply(method: string, path: string, body: unknown): { status: number; body: unknown } | null {
  const match = path.match(PATH);
  if (!match) return null;
  const id = match[1] ? decodeURIComponent(match[1]) : null;
  if (!id && method === 'GET') return { status: 200, body: { campaigns: campaigns.list } };
  if (!id && method === 'POST') {
    const n = campaigns.list.length + 1;
    const stored = {
      ...(body as object),
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      createdAt: T0,
      updatedAt: T0,
      endedAt: null,
    };
    campaigns.list = [stored as StoredBonusCampaign, ...campaigns.list];
    return { status: 201, body: { campaign: stored } };
  }
  const target = campaigns.list.find((c) => c.id === id);
  if (!target) return { status: 404, body: { error: 'Campanha não encontrada' } };
  if (method === 'PUT') {
    const updated = { ...target, ...(body as object) };
    campaigns.list = campaigns.list.map((c) => (c.id === id ? updated : c));
    return { status: 200, body: { campaign: updated } };
  }
  campaigns.list = campaigns.list.map((c) => (c.id === id ? { ...c, endedAt: T0 } : c));
  return { status: 200, body: { success: true } };
}
