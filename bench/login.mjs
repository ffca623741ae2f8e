// `npm run bench:login`: a burst of LOGINS concurrent sign-ins (default 40, each a distinct e-mail from a
// distinct address, as a spread-out attack would send) against the production server (dist/server/index.js,
// PGlite in a temp DATA_DIR, real scrypt cost), while one client polls GET /api/health every 20 ms.
// Prints ONE JSON object: health latency during the burst (budget p99 < 250 ms, issue 10), the login replies
// by status (503 = hashing queue full, answered at once), and the server's peak RSS. Requires `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOGINS = Number(process.env.LOGINS ?? 40);
const BUDGET = { healthP99Ms: 250 };

if (!existsSync('dist/server/index.js')) {
  process.stderr.write('bench:login: rode `npm run build` antes\n');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-login-'));
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    ADMIN_PASSWORD: 'bench-login-123',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('o servidor não respondeu em 30 s');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = (i) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i % 250}` },
      body: JSON.stringify({ email: `ninguem-${i}@exemplo.com.br`, password: 'chute-qualquer' }),
    }).then((r) => r.status);
  // Warm the dummy hash once, as a running server would have.
  await login(999);

  const health = [];
  let burstDone = false;
  const poller = (async () => {
    while (!burstDone) {
      const t0 = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const t0 = performance.now();
  const statuses = await Promise.all(Array.from({ length: LOGINS }, (_, i) => login(i)));
  const burstMs = performance.now() - t0;
  burstDone = true;
  await poller;

  const sorted = health.sort((a, b) => a - b);
  const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
  const byStatus = {};
  for (const s of statuses) byStatus[s] = (byStatus[s] ?? 0) + 1;
  const peakRssMb = Math.round(
    Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );
  const healthP99 = pct(99);
  process.stdout.write(
    `${JSON.stringify({
      logins: LOGINS,
      burstMs: Math.round(burstMs),
      loginStatuses: byStatus,
      health: { samples: sorted.length, p50Ms: pct(50), p99Ms: healthP99, maxMs: Math.round(sorted.at(-1) ?? 0) },
      serverPeakRssMb: peakRssMb,
      budget: { healthP99Ms: BUDGET.healthP99Ms, within: healthP99 < BUDGET.healthP99Ms },
    })}\n`,
  );
} finally {
  await stop();
}
