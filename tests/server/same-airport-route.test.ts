import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// A flight from an airport to itself is no search: every search, award search and alert says so (400, pt-BR),
// before any provider is asked.

const SAME = 'Destino deve ser diferente da origem';
const day = addDaysIso(todayIsoDate(), 30);
let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let auth: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
  const user = await createUser(db);
  auth = (await login(app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await db.close();
});

const get = (path: string) => app.request(path, { headers: auth });

describe('a route from an airport to itself is refused everywhere', () => {
  it.each([
    ['POST /api/search/async', () => app.request('/api/search/async', jsonRequest('POST', body(), auth))],
    ['POST /api/search/buscador', () => app.request('/api/search/buscador', jsonRequest('POST', body(), auth))],
    ['GET /api/miles/search', () => get('/api/miles/search?origin=MIA&destination=mia&source=smiles')],
    [
      'GET /api/test/trip-details',
      () => get(`/api/test/trip-details?id=abc&origin=MIA&destination=MIA&departureDate=${day}`),
    ],
    [
      'POST /api/seatsaereo2-data',
      () =>
        app.request(
          '/api/seatsaereo2-data',
          jsonRequest('POST', { origin: 'MIA', destination: 'MIA', departureDate: day }, auth),
        ),
    ],
    ['GET /api/seats-aero-proxy', () => get(`/api/seats-aero-proxy?origin=MIA&destination=MIA&departureDate=${day}`)],
    [
      'PUT /api/price-alerts/:id',
      () => {
        const id = randomUUID();
        const at = new Date().toISOString();
        const alert = { id, origin: 'MIA', destination: 'MIA', max_price: 3500, alert_type: 'reais' };
        return app.request(
          `/api/price-alerts/${id}`,
          jsonRequest('PUT', { ...alert, created_at: at, updated_at: at }, auth),
        );
      },
    ],
  ])('%s answers 400 with the reason', async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(SAME);
  });
});

function body() {
  return { origin: 'MIA', destination: 'MIA', departureDate: day, passengers: 1 };
}
