// `npm run bench:login`: a burst of LOGINS concurrent sign-ins (default 40, each a distinct e-mail from a
// distinct address, as a spread-out attack would send) against the production server (dist/server/index.js,
// PGlite in a temp DATA_DIR, real scrypt cost), while one client polls GET /api/health every 20 ms.
// Prints ONE JSON object: health latency during the burst (budget p99 < 250 ms), the login replies
// by status (503 = hashing queue full, answered at once), and the server's peak RSS. Requires `npm run build`.
import { readFileSync } from 'node:fs';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const LOGINS = Number(process.env.LOGINS ?? 40);
const BUDGET = { healthP99Ms: 250 };

requireBuild('bench:login');

// TRUST_PROXY: each login says its own address (X-Forwarded-For), as the spread-out attack would.
const server = await startBuiltServer({ TRUST_PROXY: 'true', ADMIN_PASSWORD: 'bench-login-123' });
const { base } = server;

try {
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
  await server.stop();
}
