import { type ChildProcess, spawn } from 'node:child_process';
import { clockEnv } from './clock-env';

/** server/index.ts as `npm start` runs it (from sources, through tsx), on loopback, for tests that kill it. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** kill -9, resolved once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful stop); resolves with the exit code. */
  stop(): Promise<number | null>;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Starts the server with `env` (plus PATH, HOST and a free PORT given by the caller) and waits for 'no ar'. */
export async function startServerProcess(env: Record<string, string>, started: ChildProcess[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...clockEnv(), PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += String(d);
      if (output.includes('no ar')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`saiu com ${code}: ${output}`)));
  });
  await ready;
  return {
    child,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
