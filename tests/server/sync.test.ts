import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

/** A flight day ahead of the test's clock (saved flights and logs carry the day of a flight still to come). */
const FLIGHT_DAY = addDaysIso(todayIsoDate(), 22);

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let ana: Record<string, string>;
let bia: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
});
beforeEach(async () => {
  await resetDb(db);
  const a = await createUser(db);
  const b = await createUser(db);
  ana = (await login(app, a.email, a.password)).bearer;
  bia = (await login(app, b.email, b.password)).bearer;
});
afterAll(() => db.close());

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, minutes)).toISOString();

function flight(id: string, updatedAt: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    origin: 'gru',
    destination: 'MIA',
    program: 'LATAM Pass',
    companhia: 'LATAM',
    cabine: 'ECONOMY',
    milhas: 57000,
    reais_estimado: 1546.5,
    data_voo: FLIGHT_DAY,
    saved_at: at(0),
    updated_at: updatedAt,
    deleted_at: null,
    ...overrides,
  };
}

const put = (who: Record<string, string>, body: { id: string }) =>
  app.request(`/api/saved-flights/${body.id}`, jsonRequest('PUT', body, who));
const pull = async (who: Record<string, string>, since?: string) =>
  (
    await app.request(`/api/saved-flights${since ? `?updated_since=${encodeURIComponent(since)}` : ''}`, {
      headers: who,
    })
  ).json();

describe('saved flights sync', () => {
  it('upserts by the device UUID and pulls with a server cursor', async () => {
    const id = randomUUID();
    const res = await put(ana, flight(id, at(1)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      applied: true,
      item: { id, origin: 'GRU', milhas: 57000, reais_estimado: 1546.5, data_voo: FLIGHT_DAY },
    });

    const first = await pull(ana);
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(first.items[0]).not.toHaveProperty('sync_version');
    expect((await pull(ana, first.cursor)).items).toEqual([]);
  });

  it('keeps the passenger count; an old device that sends none saves one passenger', async () => {
    const [group, old] = [randomUUID(), randomUUID()];
    expect((await put(ana, flight(group, at(1), { passengers: 3 }))).status).toBe(200);
    expect((await put(ana, flight(old, at(1)))).status).toBe(200);
    const items = (await pull(ana)).items as { id: string; passengers: number }[];
    expect(items.find((i) => i.id === group)?.passengers).toBe(3);
    expect(items.find((i) => i.id === old)?.passengers).toBe(1);
    const tooMany = await put(ana, flight(randomUUID(), at(1), { passengers: 10 }));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toBe('Máximo de 9 passageiros');
  });

  it("gives a saved flight's card back as it was saved; a card jsonb cannot store is refused in pt-BR", async () => {
    const card = {
      id: `demo-miles-LA2992-${FLIGHT_DAY}`,
      airline: 'LATAM',
      departure: { time: '20:25', airport: 'GRU', city: 'São Paulo', date: FLIGHT_DAY },
      stopAirports: ['BSB'],
      miles: 61500,
      fees: 363.37,
      price: null,
      note: 'ida ✈️ volta',
    };
    const [withCard, without] = [randomUUID(), randomUUID()];
    expect((await put(ana, flight(withCard, at(1), { flight: card }))).status).toBe(200);
    expect((await put(ana, flight(without, at(1)))).status).toBe(200);
    const items = (await pull(ana)).items as { id: string; flight: unknown }[];
    expect(items.find((i) => i.id === withCard)?.flight).toEqual(card);
    expect(items.find((i) => i.id === without)?.flight).toBeNull();

    const refused = await put(ana, flight(randomUUID(), at(1), { flight: { note: 'x\u0000' } }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('O texto contém caracteres não permitidos.');
  });

  it('a device still holding an old timestamp cursor (or any unknown one) pulls everything once, then goes on', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await put(ana, flight(id, at(1)));
    for (const old of [new Date(Date.now() + 3_600_000).toISOString(), 'nao-e-um-cursor']) {
      const full = await pull(ana, old);
      expect(full.items.map((i: { id: string }) => i.id).sort()).toEqual([...ids].sort());
      expect(full.cursor).toMatch(/^v1:\d+$/);
      expect((await pull(ana, full.cursor)).items).toEqual([]);
    }
  });

  it('pages through more than one reply without skipping or repeating a row', async () => {
    const ids = Array.from({ length: 520 }, () => randomUUID());
    for (const id of ids) await put(ana, flight(id, at(1)));
    const first = await pull(ana);
    expect(first).toMatchObject({ hasMore: true });
    const second = await pull(ana, first.cursor);
    expect(second.hasMore).toBe(false);
    const seen = [...first.items, ...second.items].map((i: { id: string }) => i.id);
    expect(seen).toHaveLength(520);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it('is idempotent: the same write twice leaves one row and reports it as kept', async () => {
    const id = randomUUID();
    await put(ana, flight(id, at(1)));
    const again = await (await put(ana, flight(id, at(1)))).json();
    expect(again.applied).toBe(false);
    expect(await db.query('SELECT id FROM saved_flights')).toHaveLength(1);
  });

  it('keeps the later edit whatever order the edits arrive in', async () => {
    const id = randomUUID();
    await put(ana, flight(id, at(5), { milhas: 50000 }));
    const older = await (await put(ana, flight(id, at(3), { milhas: 99000 }))).json();
    expect(older).toMatchObject({ applied: false, item: { milhas: 50000 } });
    const newer = await (await put(ana, flight(id, at(7), { milhas: 45000 }))).json();
    expect(newer).toMatchObject({ applied: true, item: { milhas: 45000 } });
  });

  it('never resurrects a deleted row with an older edit, and the delete reaches other devices', async () => {
    const id = randomUUID();
    await put(ana, flight(id, at(1)));
    const { cursor } = await pull(ana);
    const deleted = await app.request(`/api/saved-flights/${id}`, jsonRequest('DELETE', undefined, ana));
    expect(deleted.status).toBe(200);
    const stale = await (await put(ana, flight(id, at(2)))).json();
    expect(stale.applied).toBe(false);
    expect(stale.item.deleted_at).not.toBeNull();
    const changes = await pull(ana, cursor);
    expect(changes.items).toHaveLength(1);
    expect(changes.items[0].deleted_at).not.toBeNull();
  });

  it("answers someone else's id with 404 and never shows or changes their rows", async () => {
    const id = randomUUID();
    await put(ana, flight(id, at(1)));
    expect((await put(bia, flight(id, at(9), { milhas: 1 }))).status).toBe(404);
    expect((await app.request(`/api/saved-flights/${id}`, jsonRequest('DELETE', undefined, bia))).status).toBe(404);
    expect((await pull(bia)).items).toEqual([]);
    const [row] = await db.query<{ milhas: number; deleted_at: Date | null }>(
      'SELECT milhas, deleted_at FROM saved_flights',
    );
    expect(row).toEqual({ milhas: 57000, deleted_at: null });
  });

  it('rejects bad input in pt-BR, never a 500', async () => {
    const bad = await app.request('/api/saved-flights/nao-uuid', jsonRequest('PUT', flight('nao-uuid', at(1)), ana));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Identificador inválido');
    const id = randomUUID();
    const mismatch = await app.request(
      `/api/saved-flights/${id}`,
      jsonRequest('PUT', flight(randomUUID(), at(1)), ana),
    );
    expect(mismatch.status).toBe(400);
    const airport = await put(ana, flight(id, at(1), { origin: 'São Paulo' }));
    expect((await airport.json()).error).toBe('Código de aeroporto inválido');
  });
});

describe('price alerts and search logs', () => {
  it('syncs an alert and refuses a zero price', async () => {
    const id = randomUUID();
    const alert = {
      id,
      origin: 'GRU',
      destination: 'LIS',
      max_price: 60000,
      alert_type: 'milhas',
      created_at: at(0),
      updated_at: at(0),
    };
    const ok = await app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', alert, ana));
    expect(await ok.json()).toMatchObject({ applied: true, item: { max_price: 60000, active: true } });
    const zero = await app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', { ...alert, max_price: 0 }, ana));
    expect((await zero.json()).error).toBe('O preço máximo deve ser maior que zero');
  });

  it('an alert keeps its passenger count (1 when an old device sends none)', async () => {
    const base = { origin: 'GRU', destination: 'LIS', max_price: 3500, alert_type: 'reais', created_at: at(0) };
    const [group, old] = [randomUUID(), randomUUID()];
    for (const [id, extra] of [
      [group, { passengers: 2 }],
      [old, {}],
    ] as const) {
      const res = await app.request(
        `/api/price-alerts/${id}`,
        jsonRequest('PUT', { id, ...base, ...extra, updated_at: at(0) }, ana),
      );
      expect(res.status).toBe(200);
    }
    const items = (await (await app.request('/api/price-alerts', { headers: ana })).json()).items as {
      id: string;
      passengers: number;
    }[];
    expect(items.find((i) => i.id === group)?.passengers).toBe(2);
    expect(items.find((i) => i.id === old)?.passengers).toBe(1);
  });

  it('takes search logs in batches, each once', async () => {
    const item = {
      id: randomUUID(),
      origin: 'GRU',
      destination: 'MIA',
      search_type: 'milhas',
      departure_date: FLIGHT_DAY,
      created_at: at(0),
    };
    const send = () => app.request('/api/search-logs', jsonRequest('POST', { items: [item] }, ana));
    expect(await (await send()).json()).toEqual({ success: true, inserted: 1 });
    expect(await (await send()).json()).toEqual({ success: true, inserted: 0 });
  });
});
