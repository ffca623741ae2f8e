// `npm run bench:explore`: "Para onde dá pra ir" on the built server (PGlite, temp DATA_DIR) against stand-ins of
// SerpApi (google_travel_explore) and Seats.aero (/destinations, /search) on loopback that answer after LATENCY_MS
// (default 150). One cold explore fills the reply caches; then RUNS explores of the same question by GET
// /api/explore, answered from the caches alone (0 provider calls), timed on the wire and by the server's own
// Server-Timing. Prints ONE JSON object with the figures, the load average and the budget (p99 ≤ 150 ms from
// cache). Requires `npm run build`.
import { loadavg } from 'node:os';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { addDays, seatsAeroReply, standIn } from './provider-stand-ins.mjs';

const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const RUNS = Number(process.env.RUNS ?? 200);
const BUDGET = { cacheP99Ms: 150 };
const ADMIN = { email: 'admin@bussola.local', password: 'bench-explore-123' };

/** Real cities from São Paulo with a fare each, as google_travel_explore lists its `destinations[]`. */
const CITIES = [
  ['GIG', 'Rio de Janeiro', 612],
  ['SSA', 'Salvador', 1043],
  ['REC', 'Recife', 1290],
  ['FOR', 'Fortaleza', 1350],
  ['FLN', 'Florianópolis', 701],
  ['POA', 'Porto Alegre', 820],
  ['EZE', 'Buenos Aires', 1689],
  ['SCL', 'Santiago', 1954],
  ['LIM', 'Lima', 2410],
  ['MIA', 'Miami', 4420],
  ['MCO', 'Orlando', 4711],
  ['LIS', 'Lisboa', 4890],
  ['MAD', 'Madri', 5120],
  ['CDG', 'Paris', 5630],
  ['JFK', 'Nova York', 5210],
];

function travelExploreReply(url) {
  const month = Number(url.searchParams.get('month'));
  const year = new Date().getUTCFullYear() + (month < new Date().getUTCMonth() + 1 ? 1 : 0);
  const start = `${year}-${String(month).padStart(2, '0')}-10`;
  return {
    search_metadata: { status: 'Success' },
    search_parameters: { engine: 'google_travel_explore', currency: 'BRL' },
    destinations: CITIES.map(([code, name, price], i) => ({
      name,
      start_date: addDays(start, i % 9),
      end_date: addDays(start, (i % 9) + 7),
      flight_price: price,
      number_of_stops: i % 3 === 0 ? 1 : 0,
      airline: 'LATAM',
      destination_airport: { code },
    })),
  };
}

/** /destinations for an origin airport (the cheapest miles per cabin), else the range search. */
function seatsReply(url) {
  if (!url.pathname.endsWith('/destinations')) return seatsAeroReply(url);
  return {
    success: true,
    origin_airport: url.searchParams.get('origin_airport'),
    destinations: CITIES.map(([airport], i) => ({
      airport,
      economy: 7000 + i * 2500,
      premium: null,
      business: 30000 + i * 5000,
      first: null,
    })),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

requireBuild('bench:explore');
const seats = await standIn(seatsReply, LATENCY_MS);
const serp = await standIn(travelExploreReply, LATENCY_MS);
const server = await startBuiltServer({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEATS_AERO_API_KEY: 'bench-chave',
  SEATS_AERO_BASE_URL: `${seats.url}/partnerapi`,
  SERPAPI_API_KEY: 'bench-chave',
  SERPAPI_BASE_URL: serp.url,
  CALENDAR_PER_HOUR: '10000',
});
let exitCode = 0;
try {
  const signIn = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await signIn.json()).user?.access_token;
  if (!token) throw new Error(`login falhou (${signIn.status})`);
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const query = { origin: 'SAO', month: next.toISOString().slice(0, 7), duration: 'week', passengers: '2' };
  const url = `${server.base}/api/explore?${new URLSearchParams(query)}`;
  const get = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`explore ${res.status}: ${JSON.stringify(body)}`);
    const serverMs = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
    return { wallMs: performance.now() - t0, serverMs, body };
  };

  const cold = await get();
  const callsCold = { seatsAero: seats.calls.count, serpApi: serp.calls.count };
  const wall = [];
  const own = [];
  let calls = 0;
  let destinations = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await get();
    wall.push(run.wallMs);
    own.push(run.serverMs);
    calls += run.body.calls.total;
    destinations = run.body.destinations.length;
  }
  wall.sort((a, b) => a - b);
  own.sort((a, b) => a - b);
  const figures = {
    runs: RUNS,
    destinations,
    coldMs: round(cold.wallMs),
    coldCalls: cold.body.calls,
    providerCallsCold: callsCold,
    providerCallsFromCache: {
      seatsAero: seats.calls.count - callsCold.seatsAero,
      serpApi: serp.calls.count - callsCold.serpApi,
    },
    replyCallsFromCache: calls,
    cacheWallMs: {
      p50: round(percentile(wall, 50)),
      p95: round(percentile(wall, 95)),
      p99: round(percentile(wall, 99)),
      max: round(wall.at(-1)),
    },
    cacheServerMs: {
      p50: round(percentile(own, 50)),
      p95: round(percentile(own, 95)),
      p99: round(percentile(own, 99)),
      max: round(own.at(-1)),
    },
  };
  const within = figures.cacheWallMs.p99 <= BUDGET.cacheP99Ms && calls === 0;
  const load = loadavg().map((n) => Math.round(n * 100) / 100);
  process.stdout.write(
    `${JSON.stringify({ bench: 'explore', latencyMs: LATENCY_MS, ...figures, budget: BUDGET, within, loadAverage: load, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
} catch (err) {
  process.stderr.write(`bench:explore: ${err.message}\n`);
  exitCode = 1;
} finally {
  await server.stop();
  seats.server.close();
  serp.server.close();
}
process.exit(exitCode);
