// `npm run bench:airports`: GET /api/airports/complete on the built server (PGlite, temp DATA_DIR), signed in as
// the bootstrap admin. One cold request (the catalog is built and compressed on first use), then REQUESTS warm
// ones per encoding a browser may accept. Prints ONE JSON object: bytes and p50/p99 ms per encoding, and the
// budget (brotli, warm p50 ≤ 3 ms). Requires `npm run build`.
import { request } from 'node:http';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const BUDGET = { brotliWarmP50Ms: 3 };
const ADMIN = { email: 'admin@bussola.local', password: 'bench-airports-123' };

requireBuild('bench:airports');
const server = await startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const { base } = server;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 100) / 100;

try {
  const signIn = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await signIn.json()).user?.access_token;
  if (!token) throw new Error(`login falhou (${signIn.status})`);

  // node:http, not fetch(): fetch decodes the body, and the bytes on the wire are what the client pays for.
  const get = (encoding) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = request(
        `${base}/api/airports/complete`,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({ ms: performance.now() - t0, encoding: res.headers['content-encoding'] ?? null, bytes }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  const cold = await get('br');
  const results = {};
  for (const accept of ['br', 'gzip', 'identity']) {
    const times = [];
    let last;
    for (let i = 0; i < REQUESTS; i++) {
      last = await get(accept);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    results[accept] = {
      contentEncoding: last.encoding,
      bytes: last.bytes,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
    };
  }
  process.stdout.write(
    `${JSON.stringify(
      {
        requests: REQUESTS,
        coldMs: round(cold.ms),
        results,
        budget: BUDGET,
        within: results.br.p50Ms <= BUDGET.brotliWarmP50Ms && results.br.contentEncoding === 'br',
        measuredAt: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await server.stop();
}
