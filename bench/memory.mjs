// `npm run bench:memory`: the production server's memory on embedded PGlite. Starts
// dist/server/index.js on an empty DATA_DIR (first start: initdb and migrations), waits until /api/health answers
// and the process settles, reads its RSS and peak RSS (VmHWM) from /proc; then restarts on the same DATA_DIR and
// reads the idle RSS again. RUNS (default 3) fresh directories; prints ONE JSON object with every run and the
// budgets (first start < 400 MB, idle after restart < 300 MB). Requires `npm run build` and Linux's /proc.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3000);
const BUDGET_MB = { firstStartRss: 400, idleAfterRestartRss: 300 };

requireBuild('bench:memory');

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Starts the server on dataDir, waits for health and SETTLE_MS, measures, stops it. */
async function measureStart(dataDir) {
  const server = await startBuiltServer({ ADMIN_PASSWORD: 'bench-memory-123' }, dataDir);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { readyMs: server.readyMs, ...memoryOf(server.pid) };
  } finally {
    await server.stop();
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
