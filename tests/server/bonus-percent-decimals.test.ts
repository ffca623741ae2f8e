import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { bonusCampaignBody } from '../helpers/request-seeds';
import { setupTestApp } from '../helpers/setup-test-app';

// Bonus percentages are kept with two decimals (numeric(6, 2)): more is refused with a pt-BR 400, never rounded
// away by the database (0.001 % stored as 0 % would make an alert fire on every campaign).

const server = setupTestApp({ resetEachTest: true });
const TWO_DECIMALS = 'Use no máximo duas casas decimais no bônus.';

async function signedIn(role: 'user' | 'admin' = 'user') {
  const user = await createUser(server.db, role === 'admin' ? { role, expires: null } : {});
  return (await login(server.app, user.email, user.password)).bearer;
}

const putAlert = (bearer: Record<string, string>, minBonus: number) => {
  const id = randomUUID();
  const at = new Date().toISOString();
  const body = { id, from: 'LIVELO', to: 'SMILES', min_bonus_percent: minBonus, created_at: at, updated_at: at };
  return server.app.request(`/api/bonus-alerts/${id}`, jsonRequest('PUT', body, bearer));
};

describe('bonus percentages', () => {
  it('a bonus alert at 0.001 % is a 400 in pt-BR and nothing is stored; 82.55 % is kept as written', async () => {
    const bearer = await signedIn();
    const refused = await putAlert(bearer, 0.001);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(TWO_DECIMALS);
    expect(await server.db.query('SELECT 1 FROM bonus_alerts')).toEqual([]);
    expect((await putAlert(bearer, 82.55)).status).toBe(200);
    const rows = await server.db.query<{ pct: string }>('SELECT min_bonus_percent::text AS pct FROM bonus_alerts');
    expect(rows).toEqual([{ pct: '82.55' }]);
  });

  it("an admin's campaign with three decimals, in the base or in a tier, is a 400 and is not created", async () => {
    const admin = await signedIn('admin');
    const post = (body: Record<string, unknown>) =>
      server.app.request('/api/admin/transfer-bonuses', jsonRequest('POST', body, admin));
    for (const body of [
      { ...bonusCampaignBody(), bonusPercent: 80.125 },
      { ...bonusCampaignBody(), tiers: [{ tier: 'Clube Smiles', bonusPercent: 0.001 }] },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(TWO_DECIMALS);
    }
    expect(await server.db.query('SELECT 1 FROM bonus_campaigns')).toEqual([]);
    expect((await post({ ...bonusCampaignBody(), bonusPercent: 80.5 })).status).toBe(200);
  });
});
