import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-server';

export interface Pooler {
  /** The pooled URL (as Supabase's transaction pooler, port 6543, would be). */
  url: string;
  stop(): Promise<void>;
}

/** Debian's pgbouncer, else PGBOUNCER_BIN. */
function pgbouncerBin(): string {
  const bin = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
  try {
    execFileSync(bin, ['--version'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      'pgbouncer não encontrado para os testes de pooler: instale com `apt-get install -y pgbouncer` ou defina PGBOUNCER_BIN.',
    );
  }
  return bin;
}

/**
 * PgBouncer in transaction mode on loopback in front of `upstreamUrl` (a throw-away PostgreSQL with trust
 * auth): every transaction may get another server connection, as behind Supabase's Supavisor on 6543.
 * Stopped by its PID. pgbouncer refuses to run as root.
 */
export async function startPgbouncer(upstreamUrl: string, serverConnections = 3): Promise<Pooler> {
  const bin = pgbouncerBin();
  const upstream = new URL(upstreamUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'bussola-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `postgres = host=127.0.0.1 port=${upstream.port} dbname=postgres user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      // Fewer server connections than the instances' clients: transactions really do change connections.
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
    ].join('\n'),
  );
  // As root it runs as the `postgres` user (its own process, so its PID is the one to stop).
  const user =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
      : {};
  if (user.uid !== undefined) {
    chownSync(dir, user.uid, user.gid);
    chownSync(ini, user.uid, user.gid);
  }
  const child: ChildProcess = spawn(bin, [ini], { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
  // Up once it logs that it listens; gone if it exits first or stays silent for 15 s.
  await new Promise<void>((resolve, reject) => {
    let stderr = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`pgbouncer não subiu (${why}): ${stderr.slice(-500)}`));
    };
    const timer = setTimeout(() => fail('15 s'), 15_000);
    const exitedEarly = (code: number | null) => fail(`saiu com ${code}`);
    child.once('exit', exitedEarly);
    const watch = (chunk: Buffer) => {
      stderr += String(chunk);
      if (!stderr.includes(`listening on 127.0.0.1:${port}`)) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      child.stderr?.off('data', watch);
      child.stderr?.resume();
      resolve();
    };
    child.stderr?.on('data', watch);
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
