// What the benches share: a free loopback port, node children stopped by PID, and the production build started on
// a temp DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Children still running, so an interrupted bench can stop them all (stopAll). */
const running = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
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
 * `node ...args` with exactly `env`. Its stderr is echoed on ours (unless `quiet`) and its last 4 KB kept in
 * `errTail` for error messages; its stdout is `child.stdout` when `stdout: 'pipe'`, else dropped.
 * `stop()` sends SIGTERM by PID (SIGKILL after 10 s) and resolves once it has exited.
 */
export function spawnNode(args, env, { quiet = false, stdout = 'ignore' } = {}) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', stdout, 'pipe'] });
  const handle = {
    child,
    pid: child.pid,
    errTail: '',
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      running.delete(handle);
      await stopChild(child);
    },
  };
  running.add(handle);
  child.stderr.on('data', (chunk) => {
    handle.errTail = (handle.errTail + chunk).slice(-4000);
    if (!quiet) process.stderr.write(chunk);
  });
  return handle;
}

/** SIGTERM by PID, SIGKILL after 10 s; resolves once it has exited. */
export async function stopChild(child) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(
    () => child.exitCode === null && child.signalCode === null && process.kill(child.pid, 'SIGKILL'),
    10_000,
  );
  await exited;
  clearTimeout(timer);
}

/** Stops every child spawnNode started that is still running (SIGINT, time caps). */
export function stopAll() {
  return Promise.all([...running].map((handle) => handle.stop()));
}

/**
 * Starts dist/server/index.js with `env` on a free port (on `dataDir`, else a new temp one) and waits until
 * /api/health answers: up to 60 s, or, given `signal`, until it aborts. `stop()` ends it by PID and removes the temp
 * directory it made. Options: `nodeArgs` (flags before the script), `inheritEnv` (our environment under `env`, e.g.
 * DATABASE_URL), `quiet` (stderr only in the error raised if it exits before answering).
 */
export async function startBuiltServer(env = {}, dataDir = null, options = {}) {
  const { nodeArgs = [], inheritEnv = false, quiet = false, signal } = options;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ownDir = dataDir ? null : await mkdtemp(path.join(tmpdir(), 'bussola-bench-'));
  const started = performance.now();
  const server = spawnNode(
    [...nodeArgs, 'dist/server/index.js'],
    {
      ...(inheritEnv ? process.env : { PATH: process.env.PATH }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? ownDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    { quiet },
  );
  // stopAll() goes through server.stop too: the temp directory goes with the process.
  const stopProcess = server.stop;
  const stop = async () => {
    await stopProcess();
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
  };
  server.stop = stop;
  // Unless quiet, its stderr is already on ours.
  const tail = () => (quiet ? `:\n${server.errTail}` : '');
  const giveUpAt = signal ? Number.POSITIVE_INFINITY : started + 60_000;
  try {
    for (;;) {
      if (server.exited()) throw new Error(`o servidor saiu (código ${server.child.exitCode})${tail()}`);
      if (signal?.aborted || performance.now() > giveUpAt)
        throw new Error(`o servidor não respondeu em ${base}/api/health a tempo${tail()}`);
      if (
        await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
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
  return { base, port, pid: server.pid, readyMs: Math.round(performance.now() - started), stop };
}
