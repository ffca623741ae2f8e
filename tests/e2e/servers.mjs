// The e2e suite's servers, started at once: playwright.config.ts runs this as its one webServer. Playwright starts
// its webServer entries one after the other, each waited for before the next; the two app servers (each creating
// and migrating its PGlite database) and the providers' stand-in took 45–60 s that way on a busy 2-core host.
// E2E_SERVERS (set by the config): [{ name, args, env, health, after? }], each run as `node ...args`, once the
// server named in `after` answers (the live app server talks to the providers' stand-in from its start). Prints
// "e2e: servidores prontos" once every health URL answers 200; exits 1 if one is already taken or a server stops.
import { spawn } from 'node:child_process';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
if (servers.length === 0) {
  console.error('E2E_SERVERS vazio: rode pelo playwright.config.ts');
  process.exit(1);
}

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
};

// A server left over from another run would answer in our place (Playwright's own check, kept).
for (const server of servers) {
  if (await answers(server.health)) {
    console.error(`${server.health} já está em uso: pare o que está nessa porta (ou use outra E2E_PORT).`);
    process.exit(1);
  }
}

let stopping = false;
const children = [];
function start(server) {
  const child = spawn(process.execPath, server.args, {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`servidor e2e "${server.name}" parou (${code ?? signal})`);
    stop(1);
  });
  children.push(child);
}

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(0));

// Each health URL polled until it answers; Playwright's webServer timeout bounds the whole wait.
const ready = new Map();
const up = async (server) => {
  while (!(await answers(server.health))) await new Promise((resolve) => setTimeout(resolve, 100));
};
for (const server of servers) {
  const before = ready.get(server.after) ?? Promise.resolve();
  ready.set(
    server.name,
    before.then(() => {
      start(server);
      return up(server);
    }),
  );
}
await Promise.all(ready.values());
console.log('e2e: servidores prontos');
