// Starts bench/baseline-server.mjs (bench:search's floor) on a port of its choosing, through spawnNode so that
// stopAll() ends it by PID on an interruption.
import { spawnNode } from './built-server.mjs';

/**
 * `node ...nodeArgs bench/baseline-server.mjs`, its results message `payloadFile` when given. Resolves with the
 * spawnNode handle (`server`) and `port` (from its first `{"port":N}` line); rejects with its stderr if it exits first.
 */
export async function startBaseline({ nodeArgs = [], payloadFile = null }) {
  const server = spawnNode(
    [...nodeArgs, 'bench/baseline-server.mjs'],
    { ...process.env, PORT: '0', HOST: '127.0.0.1', ...(payloadFile ? { PAYLOAD_FILE: payloadFile } : {}) },
    { quiet: true, stdout: 'pipe' },
  );
  const port = await new Promise((resolve, reject) => {
    let out = '';
    server.child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve(JSON.parse(line).port);
    });
    server.child.once('exit', (code) => reject(new Error(`baseline saiu (código ${code}):\n${server.errTail}`)));
  });
  return { server, port };
}
