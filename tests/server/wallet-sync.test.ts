// Minhas milhas: the wallet and the bonus alerts sync like saved flights (idempotent puts, the later edit wins,
// tombstones, someone else's id never touched), and bad input is a pt-BR 400 with nothing stored.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRAM_TAKEN } from '../../server/wallet/wallet-sync';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

const server = setupTestApp({ resetEachTest: true });
let ana: Record<string, string>;
let bia: Record<string, string>;

beforeEach(async () => {
  const a = await createUser(server.db);
  const b = await createUser(server.db);
  ana = (await login(server.app, a.email, a.password)).bearer;
  bia = (await login(server.app, b.email, b.password)).bearer;
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, minutes)).toISOString();

function row(id: string, updatedAt: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    program: 'SMILES',
    balance: 52000,
    milheiro: 17.5,
    tier: 'Clube Smiles 1.000',
    created_at: at(0),
    updated_at: updatedAt,
    deleted_at: null,
    ...overrides,
  };
}

const put = (who: Record<string, string>, body: { id: string }, path = '/api/wallet') =>
  server.app.request(`${path}/${body.id}`, jsonRequest('PUT', body, who));
const pull = async (who: Record<string, string>, path = '/api/wallet', since?: string) =>
  (
    await server.app.request(`${path}${since ? `?updated_since=${encodeURIComponent(since)}` : ''}`, { headers: who })
  ).json();
const count = async (table: string) => (await server.db.query(`SELECT id FROM ${table}`)).length;

describe('wallet sync', () => {
  it('puts, pulls and deletes a programme with a server cursor', async () => {
    const id = randomUUID();
    const res = await put(ana, row(id, at(1)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      applied: true,
      item: { id, program: 'SMILES', balance: 52000, milheiro: 17.5, tier: 'Clube Smiles 1.000', deleted_at: null },
    });
    const first = await pull(ana);
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await pull(ana, '/api/wallet', first.cursor)).items).toEqual([]);

    const removed = await server.app.request(`/api/wallet/${id}`, jsonRequest('DELETE', undefined, ana));
    expect(removed.status).toBe(200);
    const after = await pull(ana, '/api/wallet', first.cursor);
    expect(after.items).toHaveLength(1);
    expect(after.items[0].deleted_at).not.toBeNull();
  });

  it('is idempotent and keeps the later edit whatever order the edits arrive in', async () => {
    const id = randomUUID();
    await put(ana, row(id, at(5), { balance: 50000 }));
    const again = await (await put(ana, row(id, at(5), { balance: 50000 }))).json();
    expect(again.applied).toBe(false);
    const older = await (await put(ana, row(id, at(3), { balance: 99000 }))).json();
    expect(older).toMatchObject({ applied: false, item: { balance: 50000 } });
    const newer = await (await put(ana, row(id, at(7), { balance: 45000, milheiro: null }))).json();
    expect(newer).toMatchObject({ applied: true, item: { balance: 45000, milheiro: null } });
    expect(await count('wallet')).toBe(1);
  });

  it("never touches another user's row: a write or delete of Ana's id by Bia is a 404", async () => {
    const id = randomUUID();
    await put(ana, row(id, at(1)));
    const write = await put(bia, row(id, at(9), { balance: 1 }));
    expect(write.status).toBe(404);
    expect((await server.app.request(`/api/wallet/${id}`, jsonRequest('DELETE', undefined, bia))).status).toBe(404);
    const [stored] = await server.db.query<{ balance: number; deleted_at: Date | null }>(
      'SELECT balance, deleted_at FROM wallet WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ balance: 52000, deleted_at: null });
    expect((await pull(bia)).items).toEqual([]);
  });

  it('keeps one live row per programme: a second id for Smiles is a 409; after a delete it may come back', async () => {
    const first = randomUUID();
    await put(ana, row(first, at(1)));
    const second = await put(ana, row(randomUUID(), at(2)));
    expect(second.status).toBe(409);
    expect((await second.json()).error).toBe(PROGRAM_TAKEN);
    // Bia has her own Smiles row.
    expect((await put(bia, row(randomUUID(), at(2)))).status).toBe(200);
    await server.app.request(`/api/wallet/${first}`, jsonRequest('DELETE', undefined, ana));
    expect((await put(ana, row(randomUUID(), at(3)))).status).toBe(200);
  });

  it.each([
    ['negative balance', { balance: -1 }, 'O saldo não pode ser negativo.'],
    ['milheiro 0', { milheiro: 0 }, 'O milheiro deve ser maior que zero.'],
    ['milheiro 1750 (17,50 typed without the comma)', { milheiro: 1750 }, 'Milheiro alto demais'],
    ['unknown programme', { program: 'MILHAS_X' }, 'Programa inválido'],
  ])('refuses %s with a pt-BR 400 and stores nothing', async (_name, change, message) => {
    const res = await put(ana, row(randomUUID(), at(1), change));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await count('wallet')).toBe(0);
  });
});

describe('bonus alert sync', () => {
  const alert = (id: string, updatedAt: string, overrides: Record<string, unknown> = {}) => ({
    id,
    from: 'LIVELO',
    to: 'SMILES',
    min_bonus_percent: 80,
    created_at: at(0),
    updated_at: updatedAt,
    deleted_at: null,
    ...overrides,
  });

  it('puts, pulls and deletes with the contract names (from, to)', async () => {
    const id = randomUUID();
    const res = await put(ana, alert(id, at(1)), '/api/bonus-alerts');
    expect(res.status).toBe(200);
    expect((await res.json()).item).toMatchObject({ id, from: 'LIVELO', to: 'SMILES', min_bonus_percent: 80 });
    const [stored] = await server.db.query('SELECT from_program, to_program FROM bonus_alerts WHERE id = $1', [id]);
    expect(stored).toEqual({ from_program: 'LIVELO', to_program: 'SMILES' });
    expect((await put(bia, alert(id, at(5)), '/api/bonus-alerts')).status).toBe(404);
    const older = await (await put(ana, alert(id, at(0), { min_bonus_percent: 10 }), '/api/bonus-alerts')).json();
    expect(older).toMatchObject({ applied: false, item: { min_bonus_percent: 80 } });
    expect((await server.app.request(`/api/bonus-alerts/${id}`, jsonRequest('DELETE', undefined, ana))).status).toBe(
      200,
    );
    const items = (await pull(ana, '/api/bonus-alerts')).items;
    expect(items).toHaveLength(1);
    expect(items[0].deleted_at).not.toBeNull();
  });

  it.each([
    ['from an airline programme', { from: 'SMILES', to: 'AZUL' }, 'programa de pontos'],
    ['into a points programme', { to: 'ESFERA' }, 'companhia aérea'],
    ['a bonus of 401 %', { min_bonus_percent: 401 }, 'Bônus acima de 400%'],
  ])('refuses an alert %s with a pt-BR 400 and stores nothing', async (_name, change, message) => {
    const res = await put(ana, alert(randomUUID(), at(1), change), '/api/bonus-alerts');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await count('bonus_alerts')).toBe(0);
  });
});
