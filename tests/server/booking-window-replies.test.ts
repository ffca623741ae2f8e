import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingOpensText, opensInLabel } from '../../core/format/booking-window';
import { cellOpening, closedPrograms } from '../../core/miles/booking-window';
import { bookingWindowReplySchema } from '../../core/schemas/booking-window';
import { calendarReplySchema } from '../../core/schemas/calendar';
import { dateAwardReplySchema } from '../../core/schemas/miles';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// A day beyond a programme's booking window (Seats.aero's routes list, NumDaysOut) says when it opens, in the award
// search by date and in the calendar; a near day asks nothing more of Seats.aero.

let seats: FakeSeatsAero;
let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
const today = todayIsoDate();

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  db = await createTestDb();
  app = createTestApp(db, {
    env: { SEATS_AERO_API_KEY: 'pro_chave-de-teste-123', SEATS_AERO_BASE_URL: seats.baseUrl },
  }).app;
});
afterAll(async () => {
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  seats.reset();
  await resetDb(db);
  const user = await createUser(db);
  headers = (await login(app, user.email, user.password)).bearer;
  // Smiles scans GRU→LIS 330 days ahead; the other sources list no such route; no award is cached anywhere.
  seats.respond((request) => {
    if (request.path.endsWith('/routes'))
      return { json: request.query.get('source') === 'smiles' ? seatsAeroFixture('routes-smiles.json') : [] };
    return { json: seatsAeroFixture('search-empty.json') };
  });
});

const routeCalls = () => seats.requests.filter((r) => r.path.endsWith('/routes'));

async function awardsOn(departureDate: string) {
  const res = await app.request(
    '/api/seatsaereo2-data',
    jsonRequest('POST', { origin: 'GRU', destination: 'LIS', departureDate }, headers),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return dateAwardReplySchema.parse(await res.json());
}

describe('booking windows in the replies', () => {
  it('a day beyond Smiles’ window: the award search says when its seats open', async () => {
    const day = addDaysIso(today, 340);
    const reply = await awardsOn(day);
    expect(reply.flights).toEqual([]);
    expect(reply.bookingWindows).toEqual([{ program: 'SMILES', numDaysOut: 330 }]);
    const [smiles] = closedPrograms(reply.bookingWindows, day, today);
    expect(smiles && bookingOpensText(smiles, today)).toMatch(/^Reservas da Smiles para .* abrem em 10 dias \(/);
    // Once per source, whatever the searches after it.
    await awardsOn(addDaysIso(today, 341));
    expect(
      routeCalls()
        .map((r) => r.query.get('source'))
        .sort(),
    ).toEqual(['american', 'azul', 'smiles', 'virginatlantic']);
  });

  it('a near day asks no window', async () => {
    const reply = await awardsOn(addDaysIso(today, 30));
    expect(reply.bookingWindows).toBeUndefined();
    expect(routeCalls()).toHaveLength(0);
  });

  it("the calendar's days beyond the window open later, the days within it do not", async () => {
    const from = addDaysIso(today, 325);
    const to = addDaysIso(today, 345);
    const res = await app.request(
      `/api/calendar?${new URLSearchParams({ origin: 'GRU', destination: 'LIS', from, to, programs: 'SMILES' })}`,
      jsonRequest('GET', undefined, headers),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const reply = calendarReplySchema.parse(await res.json());
    expect(reply.bookingWindows).toEqual([{ program: 'SMILES', numDaysOut: 330 }]);
    const last = cellOpening(reply.bookingWindows, to, today);
    expect(last && opensInLabel(last.daysLeft)).toBe('abre em 15 dias');
    expect(cellOpening(reply.bookingWindows, addDaysIso(today, 330), today)).toBeNull();
  });

  it('GET /api/miles/booking-window: the known windows for a far day, none for a near one', async () => {
    const ask = async (date: string) => {
      const res = await app.request(
        `/api/miles/booking-window?${new URLSearchParams({ origin: 'SAO', destination: 'LIS', date })}`,
        jsonRequest('GET', undefined, headers),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      return bookingWindowReplySchema.parse(await res.json());
    };
    expect(await ask(addDaysIso(today, 300))).toEqual({
      success: true,
      configured: true,
      bookingWindows: [{ program: 'SMILES', numDaysOut: 330 }],
    });
    expect(await ask(addDaysIso(today, 10))).toEqual({ success: true, configured: true, bookingWindows: [] });
    for (const date of ['amanhã', addDaysIso(today, -1)]) {
      const res = await app.request(
        `/api/miles/booking-window?${new URLSearchParams({ origin: 'GRU', destination: 'LIS', date })}`,
        jsonRequest('GET', undefined, headers),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Data|data da viagem/);
    }
  });

  it('bad input is a pt-BR 400 that asks Seats.aero nothing', async () => {
    const res = await app.request(
      '/api/seatsaereo2-data',
      jsonRequest('POST', { origin: 'GRU', destination: 'LIS', departureDate: 'amanhã' }, headers),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/data/i);
    expect(seats.requests).toHaveLength(0);
  });
});
