import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clockEnv } from '../helpers/clock-env';

let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-proc-'));
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts server/index.ts as `npm start` would, and resolves once it says it is listening. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...clockEnv(),
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('no ar') && resolve());
    child.once('exit', (code) => reject(new Error(`saiu com ${code}: ${output}`)));
  });
  return { child, output: () => output };
}

async function postJson(url: string, body: unknown): Promise<{ user?: { access_token?: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { user?: { access_token?: string } };
}

/** The first start's administrator: its printed password changed, then a normal sign-in; returns the access token. */
async function signInPrintedAdmin(port: number, output: string): Promise<string> {
  const [, email, password] =
    /administrador criada: (\S+)\n\s+Senha provisória \(mostrada só agora\): (\S+)/.exec(output) ?? [];
  if (!email || !password) throw new Error(`admin não impresso: ${output}`);
  const base = `http://127.0.0.1:${port}/api`;
  const first = await postJson(`${base}/login`, { email, password });
  await postJson(`${base}/user/change-password`, {
    access_token: first.user?.access_token,
    newPassword: 'nova-senha-do-admin',
  });
  const signedIn = await postJson(`${base}/login`, { email, password: 'nova-senha-do-admin' });
  if (!signedIn.user?.access_token) throw new Error('login sem token');
  return signedIn.user.access_token;
}

describe('the server process', () => {
  it('starts on a new DATA_DIR, prints the admin once, keeps the dev mailbox closed, and stops gracefully on SIGTERM', async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.output()).toContain('Senha provisória (mostrada só agora)');
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ ok: true });
    // A default start never opens the development mailbox (it hands out reset links).
    const mailbox = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`);
    await mailbox.arrayBuffer();
    expect(mailbox.status).toBe(404);

    // /ws takes signed-in callers only: the printed admin changes the provisional password and signs in.
    const token = await signInPrintedAdmin(port, first.output());
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { authorization: `Bearer ${token}` } });
    await new Promise((resolve) => ws.once('open', resolve));
    const closeCode = new Promise<number>((resolve) => ws.once('close', resolve));
    const exitCode = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGTERM');
    expect(await closeCode).toBe(1001);
    expect(await exitCode).toBe(0);

    // Same DATA_DIR: data kept, no new admin, no password printed again.
    const second = await startServer(port);
    expect(second.output()).not.toContain('Senha provisória');
    expect(second.output()).not.toContain('migrações aplicadas');
    const stopped = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGINT');
    expect(await stopped).toBe(0);
    // Two starts (one initdb) and four password hashes at the production cost: slow on a busy 2-core machine.
  }, 60_000);
});
