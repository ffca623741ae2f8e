// What the benches share: a free loopback port, and the production build started on a temp DATA_DIR, stopped by PID.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Exits with a hint when `npm run build` has not run. */
export function requireBuild(bench) {
  if (existsSync('dist/server/index.js') && existsSync('dist/client/index.html')) return;
  process.stderr.write(`${bench}: rode \`npm run build\` antes\n`);
  process.exit(1);
}

/**
 * Starts dist/server/index.js with `env` on a free port (on `dataDir`, else a new temp one) and waits until
 * /api/health answers. `stop()` ends it by PID and removes the temp directory it made.
 */
export async function startBuiltServer(env = {}, dataDir = null) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ownDir = dataDir ? null : await mkdtemp(path.join(tmpdir(), 'bussola-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? ownDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('o servidor não respondeu em 60 s');
      if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode})`);
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: child.pid, readyMs: Math.round(performance.now() - started), stop };
}
