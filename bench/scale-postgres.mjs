// bench:scale's database: a throw-away PostgreSQL server on loopback in a private temp directory, started as the
// DATABASE_URL tests start theirs (tests/helpers/postgres-server.ts; benches may not import tests/): Debian's
// binaries (PG_BIN to choose others), as the `postgres` user when we are root since initdb refuses root. Unlike the
// tests it keeps fsync on, so the alert job's commits cost what they cost in production.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './built-server.mjs';

function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL não encontrado: `apt-get install -y postgresql` ou defina PG_BIN');
  return bin;
}

/**
 * Starts the server with `settings` (name → value, passed as -c flags); resolves with its URL, the postmaster's
 * PID (for cpuTicks) and stop(), which stops it with pg_ctl and removes the directory.
 */
export async function startScalePostgres(settings) {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'bussola-scale-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args,
      { stdio: 'pipe', timeout: 120_000 },
    );
  if (asRoot) {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    ...['-D', dataDir, '-w', '-l', path.join(dir, 'log')],
    ...['-o', [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...flags].join(' '), 'start'],
  ]);
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * CPU clock ticks (user + system, 100 a second) used so far by the process `pid` and, when `withChildren`, its
 * living children (the postmaster's backends and workers). Backends that already exited are not counted, so read
 * it around a phase whose connections stay open (the instances' pools).
 */
export function cpuTicks(pid, withChildren = false) {
  let total = 0;
  for (const name of withChildren ? readdirSync('/proc') : [String(pid)]) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(name) === pid || Number(fields[1]) === pid) total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
