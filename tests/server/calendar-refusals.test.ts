import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { pagedRange } from '../helpers/calendar-stand-ins';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { json, serpApiFixture, setupFakeSerpApi } from '../helpers/fake-serpapi';
import { converseOver } from '../helpers/live-server';
import { setupTestApp } from '../helpers/setup-test-app';

// What no provider could price is refused in pt-BR before a single paid call, over HTTP and over /ws: a period that
// already ended, a past day, made-up codes, a route within one city. Every date is relative to today's.

const serp = setupFakeSerpApi();
let seats: FakeSeatsAero;
beforeAll(async () => {
  seats = await startFakeSeatsAero();
});
afterAll(() => seats.close());

const PER_HOUR = 3;
// The stand-ins' addresses are read when the app is built (setupTestApp's beforeAll, after the two above).
const server = setupTestApp({
  listen: true,
  resetEachTest: true,
  env: {
    SEATS_AERO_API_KEY: 'pro_chave-de-teste-123',
    get SEATS_AERO_BASE_URL() {
      return seats.baseUrl;
    },
    SERPAPI_API_KEY: 'chave-secreta-serpapi-0123456789abcdef',
    get SERPAPI_BASE_URL() {
      return serp.baseUrl;
    },
    CALENDAR_MAX_CASH_DATES: '3',
    CALENDAR_PER_HOUR: String(PER_HOUR),
    CALENDAR_DAY_CASH_PER_HOUR: String(PER_HOUR),
  },
});

const today = todayIsoDate();
const yesterday = addDaysIso(today, -1);
/** The whole month before this one. */
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
})();
const ahead = addDaysIso(today, 30);

let headers: Record<string, string>;
beforeEach(async () => {
  seats.reset();
  seats.respond(pagedRange(0));
  serp.handler = json(200, serpApiFixture('one-way-gru-mia.json'));
  const user = await createUser(server.db);
  headers = (await login(server.app, user.email, user.password)).bearer;
});

const providerCalls = () => seats.requests.length + serp.requests.length;
const get = (path: string, params: Record<string, string>) =>
  server.app.request(`${path}?${new URLSearchParams(params)}`, jsonRequest('GET', undefined, headers));

const refused: [string, Record<string, string>, string][] = [
  ['last month', { origin: 'GRU', destination: 'MIA', ...lastMonth }, 'Este período já passou'],
  ['yesterday alone', { origin: 'GRU', destination: 'MIA', from: yesterday, to: yesterday }, 'Este período já passou'],
  ['made-up codes', { origin: 'XXQ', destination: 'YYQ', from: ahead, to: ahead }, 'Aeroporto desconhecido'],
  // YYQ is Churchill (Canada), a real airport: the made-up end here is the destination.
  ['a made-up destination', { origin: 'SAO', destination: 'ZZQ', from: ahead, to: ahead }, 'Aeroporto desconhecido'],
  ['a city to its own airport', { origin: 'SAO', destination: 'GRU', from: ahead, to: ahead }, 'mesma cidade'],
  ['an airport to its city', { origin: 'gig', destination: 'RIO', from: ahead, to: ahead }, 'mesma cidade'],
];

describe('GET /api/calendar refuses what no provider could price', () => {
  it.each(refused)('%s: 400 in pt-BR, no provider call, no hour used', async (_name, params, message) => {
    for (let i = 0; i <= PER_HOUR; i++) {
      const res = await get('/api/calendar', params);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toContain(message);
    }
    expect(providerCalls()).toBe(0);
    // Refusals spent none of the account's calendars: the next good one is answered.
    expect((await get('/api/calendar', { origin: 'GRU', destination: 'MIA', from: ahead, to: ahead })).status).toBe(
      200,
    );
  });

  it('answers a period that started before today, but pays for no past day and offers none to ask', async () => {
    const res = await get('/api/calendar', {
      origin: 'GRU',
      destination: 'MIA',
      from: yesterday,
      to: addDaysIso(today, 4),
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { days: { date: string }[]; cash: { asked: number; unasked: string[] } };
    expect(reply.days.map((d) => d.date)[0]).toBe(yesterday);
    const asked = serp.requests.map((u) => u.searchParams.get('outbound_date'));
    expect(asked).toHaveLength(3);
    expect(asked).not.toContain(yesterday);
    expect(reply.cash.unasked).not.toContain(yesterday);
    expect(reply.cash.unasked).toHaveLength(6 - 1 - 3);
  });

  it('says when the hourly limit frees in Retry-After', async () => {
    const params = { origin: 'GRU', destination: 'MIA', from: ahead, to: ahead };
    for (let i = 0; i < PER_HOUR; i++) expect((await get('/api/calendar', params)).status).toBe(200);
    const limited = await get('/api/calendar', params);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toContain('limite de calendários por hora');
    const seconds = Number(limited.headers.get('retry-after'));
    // The window is an hour and began a moment ago.
    expect(seconds).toBeGreaterThan(3000);
    expect(seconds).toBeLessThanOrEqual(3600);
  });
});

describe('GET /api/calendar/day', () => {
  it.each([
    ['a day in 2020', { origin: 'GRU', destination: 'MIA', date: '2020-06-15' }, 'não pode estar no passado'],
    ['yesterday', { origin: 'GRU', destination: 'MIA', date: yesterday }, 'não pode estar no passado'],
    ['made-up codes', { origin: 'XXQ', destination: 'YYQ', date: ahead }, 'Aeroporto desconhecido'],
    ['a city to its own airport', { origin: 'SAO', destination: 'CGH', date: ahead }, 'mesma cidade'],
  ])('refuses %s with 400 in pt-BR and no SerpApi call', async (_name, params, message) => {
    const res = await get('/api/calendar/day', params);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(providerCalls()).toBe(0);
  });

  it('says when its hourly limit frees in Retry-After', async () => {
    const params = { origin: 'GRU', destination: 'MIA', date: ahead };
    for (let i = 0; i < PER_HOUR; i++) expect((await get('/api/calendar/day', params)).status).toBe(200);
    const limited = await get('/api/calendar/day', params);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

describe('the calendar over /ws', () => {
  it.each(refused)('refuses %s with the same pt-BR reason and no provider call', async (_name, params, message) => {
    const got = await converseOver(server.live.wsUrl, headers, [{ type: 'calendar', query: params }], (m) =>
      ['error', 'calendar-complete'].includes(m.type),
    );
    expect(got).toHaveLength(1);
    expect(got[0]?.type).toBe('error');
    expect(got[0]?.error).toContain(message);
    expect(providerCalls()).toBe(0);
  });
});
