// `npm run bench:memory`: the production server's memory on embedded PGlite (issue 14). Starts
// dist/server/index.js on an empty DATA_DIR (first start: initdb and migrations), waits until /api/health answers
// and the process settles, reads its RSS and peak RSS (VmHWM) from /proc; then restarts on the same DATA_DIR and
// reads the idle RSS again. RUNS (default 3) fresh directories; prints ONE JSON object with every run and the
// budgets (first start < 400 MB, idle after restart < 300 MB). Requires `npm run build` and Linux's /proc.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 3);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3000);
const BUDGET_MB = { firstStartRss: 400, idleAfterRestartRss: 300 };

if (!existsSync('dist/server/index.js')) {
  process.stderr.write('bench:memory: rode `npm run build` antes\n');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Starts the server on dataDir, waits for health and SETTLE_MS, measures, stops it. */
async function measureStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-memory-123',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('o servidor não respondeu em 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readyMs = Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { readyMs, ...memoryOf(server.pid) };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const runs = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-memory-'));
  try {
    const firstStart = await measureStart(dataDir);
    const restart = await measureStart(dataDir);
    runs.push({ firstStart, restart });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const max = (pick) => Math.max(...runs.map(pick));
process.stdout.write(
  `${JSON.stringify(
    {
      runs,
      budgetsMb: BUDGET_MB,
      within: {
        firstStartRss: max((r) => r.firstStart.rssMb) < BUDGET_MB.firstStartRss,
        idleAfterRestartRss: max((r) => r.restart.rssMb) < BUDGET_MB.idleAfterRestartRss,
      },
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
