import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOpensText } from '../../core/format/booking-window';
import { closedPrograms } from '../../core/miles/booking-window';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { wsCompleteMetadataSchema } from '../../core/schemas/ws';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { converseOver, type LiveServer, listen } from '../helpers/live-server';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// A live search of a day beyond Smiles' booking window ends with the programmes' windows in its complete metadata,
// so the results say when Smiles opens the day instead of only "nenhuma oferta".

const today = todayIsoDate();
const far = addDaysIso(today, 340);

let fake: FakeSeatsAero;
let db: Db;
let live: LiveServer;
let headers: Record<string, string>;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  fake = await startFakeSeatsAero();
  fake.respond((request) =>
    request.path.endsWith('/routes')
      ? { json: request.query.get('source') === 'smiles' ? seatsAeroFixture('routes-smiles.json') : [] }
      : { json: seatsAeroFixture('search-empty.json') },
  );
  db = await createTestDb();
  const built = createTestApp(db, {
    env: { SEATS_AERO_API_KEY: 'pro_chave-de-teste-123', SEATS_AERO_BASE_URL: fake.baseUrl },
  });
  app = built.app;
  live = await listen(built);
  const user = await createUser(db);
  headers = (await login(app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await live.close();
  await fake.close();
  await db.close();
});

describe('the search stream beyond the booking window', () => {
  it("carries Smiles' window in complete, and the day opens in 10 days", async () => {
    const started = await app.request(
      '/api/search/async',
      jsonRequest('POST', { origin: 'GRU', destination: 'LIS', departureDate: far }, headers),
    );
    expect(started.status, await started.clone().text()).toBe(200);
    const { searchId } = (await started.json()) as { searchId: string };
    const messages = await converseOver(
      live.wsUrl,
      headers,
      [{ type: 'subscribe', searchId }],
      (m) => m.type === 'complete' || m.type === 'error',
    );
    const complete = messages.at(-1);
    expect(complete?.type).toBe('complete');
    const metadata = wsCompleteMetadataSchema.parse(complete?.metadata);
    expect(metadata.bookingWindows).toEqual([{ program: 'SMILES', numDaysOut: 330 }]);
    const [smiles] = closedPrograms(metadata.bookingWindows, far, today);
    expect(smiles && bookingOpensText(smiles, today)).toMatch(/^Reservas da Smiles para .* abrem em 10 dias/);
  });
});
