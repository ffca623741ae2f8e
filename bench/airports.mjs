// `npm run bench:airports`: GET /api/airports/complete on the built server (PGlite, temp DATA_DIR), signed in as
// the bootstrap admin. One cold request (the catalog is built and compressed on first use), then REQUESTS warm
// ones per encoding a browser may accept. Prints ONE JSON object: bytes and p50/p99 ms per encoding, and the
// budget (issue 14: brotli, warm p50 ≤ 3 ms). Requires `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const BUDGET = { brotliWarmP50Ms: 3 };
const ADMIN = { email: 'admin@bussola.local', password: 'bench-airports-123' };

if (!existsSync('dist/server/index.js')) {
  process.stderr.write('bench:airports: rode `npm run build` antes\n');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-airports-'));
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 100) / 100;

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('o servidor não respondeu em 60 s');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
