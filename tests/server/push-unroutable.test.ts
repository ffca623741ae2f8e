import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A subscriber's push endpoint whose name resolves to an address this host has no route to (ENETUNREACH) once
// crashed the server at the send. Checked for real: the server runs in a private network namespace (root, `unshare
// -n -m`) where only loopback exists and a bind-mounted hosts file names the push services.

// The SMTP relay, Telegram, then the push services (the runner's order).
const UNROUTABLE_HOSTS = {
  'smtp.sem-rota.com.br': '8.8.4.4',
  'telegram.sem-rota.com.br': '2001:4860:4860::8844',
  'push4.sem-rota.com.br': '8.8.8.8',
  'push6.sem-rota.com.br': '2001:4860:4860::8888',
};
// What the namespace needs: root's unshare, and iproute2 to bring its loopback up.
const canUnshare = spawnSync('unshare', ['-n', '-m', 'ip', 'link', 'set', 'lo', 'up']).status === 0;
if (!canUnshare) {
  console.warn(
    'push-unroutable: sem `unshare -n -m` com `ip` (precisa de root, namespaces e iproute2): teste não executado aqui.',
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'bussola-netns-'));
const hosts = path.join(dir, 'hosts');
writeFileSync(
  hosts,
  `${readFileSync('/etc/hosts', 'utf8')}\n${Object.entries(UNROUTABLE_HOSTS)
    .map(([name, address]) => `${address} ${name}`)
    .join('\n')}\n`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The runner's one JSON line, from inside its namespace. */
function runIsolated(mode: 'pglite' | 'postgres'): Promise<Record<string, unknown>> {
  const script = `ip link set lo up && mount --bind ${hosts} /etc/hosts && exec "${process.execPath}" --import tsx tests/helpers/unroutable-push-run.ts ${mode}`;
  const child = spawn('unshare', ['-n', '-m', 'sh', '-c', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, UNROUTABLE_HOSTS: Object.keys(UNROUTABLE_HOSTS).join(',') },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += String(d)));
  child.stderr.on('data', (d: Buffer) => (err += String(d)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`runner saiu com ${code}: ${err.slice(-3000)}`));
      else resolve(JSON.parse(line) as Record<string, unknown>);
    });
  });
}

describe.skipIf(!canUnshare)(
  'push endpoints, SMTP relay and Telegram on unroutable addresses (private network namespace)',
  () => {
    for (const mode of ['pglite', 'postgres'] as const) {
      it(`fail those sends and leave the server up 20 s later and after a restart, on ${mode}`, async () => {
        const result = await runIsolated(mode);
        expect(result).toEqual({
          mode,
          // The IPv4 and the IPv6 endpoint both reached the network, which had no route.
          failedPushes: 2,
          upAfterFire: true,
          healthAfterFire: 200,
          stopCode: 0,
          healthAfterRestart: 200,
          restartExit: 0,
          // The pushes are not owed again (nothing to fail at every start); the e-mail and the Telegram message
          // are, with the reason of their last failure, until they are given up.
          owed: [
            { email_pending: true, telegram_pending: true, last_error: expect.stringMatching(/^(e-mail|Telegram)$/) },
          ],
          notifications: 1,
          output: '',
        });
      }, 240_000);
    }
  },
);
