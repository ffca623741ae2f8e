// `npm run bench:calendar`: a 62-day price calendar on the built server (PGlite, temp DATA_DIR) against stand-ins
// of Seats.aero and SerpApi on loopback that answer every request after LATENCY_MS (default 150). Cold: the
// calendar over /ws, time to the first priced cells and to the finished calendar. Warm: the same calendar again
// by GET /api/calendar, from the reply cache (the server's own time, from its Server-Timing header). Prints ONE
// JSON object with the figures and the budgets (first cells ≤ 1 s, complete ≤ 3 s, from cache ≤ 200 ms server
// time). Requires `npm run build`.
import { WebSocket } from 'ws';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { addDays, seatsAeroReply, serpApiReply, standIn } from './provider-stand-ins.mjs';

const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const DAYS = 62;
const BUDGET = { firstCellsMs: 1000, completeMs: 3000, cacheServerMs: 200 };
const ADMIN = { email: 'admin@bussola.local', password: 'bench-calendar-123' };

function calendarOverSocket(base, token, query) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { authorization: `Bearer ${token}` } });
    let firstCells = null;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'calendar', query })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      const priced = (days) => days.some((d) => d.cash !== null || d.miles.length > 0);
      if (m.type === 'calendar-days' && firstCells === null && priced(m.days)) firstCells = performance.now() - t0;
      if (m.type === 'calendar-complete') {
        ws.close();
        resolve({
          firstCellsMs: firstCells ?? performance.now() - t0,
          completeMs: performance.now() - t0,
          reply: m.calendar,
        });
      }
      if (m.type === 'error') reject(new Error(m.error));
    });
    ws.on('error', reject);
  });
}

requireBuild('bench:calendar');
const seats = await standIn(seatsAeroReply, LATENCY_MS);
const serp = await standIn(serpApiReply, LATENCY_MS);
const server = await startBuiltServer({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEATS_AERO_API_KEY: 'bench-chave',
  SEATS_AERO_BASE_URL: `${seats.url}/partnerapi`,
  SERPAPI_API_KEY: 'bench-chave',
  SERPAPI_BASE_URL: serp.url,
  CALENDAR_PER_HOUR: '1000',
});
const round = (ms) => Math.round(ms * 10) / 10;
let exitCode = 0;
try {
  const signIn = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await signIn.json()).user?.access_token;
  if (!token) throw new Error(`login falhou (${signIn.status})`);
  const from = addDays(new Date().toISOString().slice(0, 10), 30);
  const query = { origin: 'SAO', destination: 'LIS', from, to: addDays(from, DAYS - 1) };

  const cold = await calendarOverSocket(server.base, token, query);
  const callsCold = { seatsAero: seats.calls.count, serpApi: serp.calls.count };
  const t0 = performance.now();
  const res = await fetch(`${server.base}/api/calendar?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const warmBody = await res.json();
  const warmWallMs = performance.now() - t0;
  const serverMs = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  const figures = {
    days: cold.reply.days.length,
    firstCellsMs: round(cold.firstCellsMs),
    completeMs: round(cold.completeMs),
    cacheServerMs: round(serverMs),
    cacheWallMs: round(warmWallMs),
    pricedDays: cold.reply.days.filter((d) => d.bestBRL !== null).length,
    cashDaysAsked: cold.reply.cash.asked,
    providerCallsCold: callsCold,
    providerCallsFromCache: {
      seatsAero: seats.calls.count - callsCold.seatsAero,
      serpApi: serp.calls.count - callsCold.serpApi,
    },
    warmStatus: res.status,
    warmDays: warmBody.days?.length ?? 0,
  };
  const within =
    figures.firstCellsMs <= BUDGET.firstCellsMs &&
    figures.completeMs <= BUDGET.completeMs &&
    figures.cacheServerMs <= BUDGET.cacheServerMs;
  process.stdout.write(
    `${JSON.stringify({ bench: 'calendar', latencyMs: LATENCY_MS, ...figures, budget: BUDGET, within, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
} catch (err) {
  process.stderr.write(`bench:calendar: ${err.message}\n`);
  exitCode = 1;
} finally {
  await server.stop();
  seats.server.close();
  serp.server.close();
}
process.exit(exitCode);
