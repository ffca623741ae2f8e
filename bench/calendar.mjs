// `npm run bench:calendar`: a 62-day price calendar on the built server (PGlite, temp DATA_DIR) against stand-ins
// of Seats.aero and SerpApi on loopback that answer every request after LATENCY_MS (default 150). Cold: the
// calendar over /ws, time to the first priced cells and to the finished calendar. Warm: the same calendar again
// by GET /api/calendar, from the reply cache (the server's own time, from its Server-Timing header). Prints ONE
// JSON object with the figures and the budgets (first cells ≤ 1 s, complete ≤ 3 s, from cache ≤ 200 ms server
// time). Requires `npm run build`.
import { createServer } from 'node:http';
import { WebSocket } from 'ws';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const DAYS = 62;
const BUDGET = { firstCellsMs: 1000, completeMs: 3000, cacheServerMs: 200 };
const ADMIN = { email: 'admin@bussola.local', password: 'bench-calendar-123' };

const addDays = (iso, n) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** One Availability per day of the asked range and source, as the Partner API documents its /search reply. */
function seatsAeroReply(url) {
  const start = url.searchParams.get('start_date');
  const end = url.searchParams.get('end_date');
  const origin = url.searchParams.get('origin_airport').split(',')[0];
  const destination = url.searchParams.get('destination_airport').split(',')[0];
  const data = [];
  for (let day = start, i = 0; day <= end; day = addDays(day, 1), i++) {
    for (const source of ['smiles', 'azul']) {
      data.push({
        ID: `bench-${source}-${origin}-${destination}-${day}`,
        Route: { OriginAirport: origin, DestinationAirport: destination, Source: source },
        Date: day,
        ParsedDate: `${day}T00:00:00Z`,
        YAvailable: true,
        YMileageCost: String(20000 + (i % 9) * 1500),
        YTotalTaxes: 15075,
        YRemainingSeats: 4,
        YAirlines: 'G3',
        YDirect: true,
        TaxesCurrency: 'BRL',
        Source: source,
      });
    }
  }
  return { data, count: data.length, hasMore: false, cursor: 1 };
}

/** A one-way SerpApi google_flights reply with two fares on the asked day. */
function serpApiReply(url) {
  const day = url.searchParams.get('outbound_date');
  const from = url.searchParams.get('departure_id').split(',')[0];
  const to = url.searchParams.get('arrival_id').split(',')[0];
  const row = (price, number) => ({
    flights: [
      {
        departure_airport: { id: from, time: `${day} 22:10` },
        arrival_airport: { id: to, time: `${addDays(day, 1)} 11:30` },
        duration: 620,
        airline: 'LATAM',
        flight_number: `LA ${number}`,
      },
    ],
    total_duration: 620,
    price,
  });
  return { search_metadata: { status: 'Success' }, best_flights: [row(3890, 8084)], other_flights: [row(4210, 8112)] };
}

function standIn(reply) {
  const calls = { count: 0 };
  const server = createServer((req, res) => {
    calls.count += 1;
    const url = new URL(req.url, 'http://127.0.0.1');
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply(url)));
    }, LATENCY_MS);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, calls, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

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
const seats = await standIn(seatsAeroReply);
const serp = await standIn(serpApiReply);
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
