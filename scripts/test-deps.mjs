// `npm test` runs this first: the programs the tests drive besides Node (Chromium and its headless shell for the
// e2e tests, a PostgreSQL server for the DATABASE_URL tests, PgBouncer for the pooler tests). When one is missing
// and this runs as root on Debian/Ubuntu, it installs it with apt-get (as .ci/run did); otherwise it says how and
// stops before the suite's first minute is spent. Nothing to do, it prints nothing.
// `node scripts/test-deps.mjs --check` only reports (exit 1 when something required is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChrome } from './find-chrome.mjs';

const checkOnly = process.argv.includes('--check');

const postgresBin = () => {
  if (process.env.PG_BIN) return existsSync(`${process.env.PG_BIN}/initdb`) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const found = readdirSync(root).find((version) => existsSync(`${root}/${version}/bin/initdb`));
  return found ? `${root}/${found}/bin` : null;
};

// Each program: how the tests find it (the same places they look) and the Debian package that provides it.
// `required: false`: the suite runs without it (without the headless shell every e2e spec runs in full Chromium).
const programs = [
  {
    name: 'Chromium',
    apt: 'chromium',
    env: 'CHROME_PATH',
    required: true,
    present: async () => !!(await findChrome()),
  },
  {
    name: 'Chromium headless shell',
    apt: 'chromium-headless-shell',
    env: 'CHROME_HEADLESS_SHELL_PATH',
    required: false,
    present: async () => existsSync(process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'),
  },
  { name: 'PostgreSQL', apt: 'postgresql', env: 'PG_BIN', required: true, present: async () => !!postgresBin() },
  {
    name: 'PgBouncer',
    apt: 'pgbouncer',
    env: 'PGBOUNCER_BIN',
    required: true,
    present: async () => existsSync(process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer'),
  },
];

async function missingPrograms() {
  const missing = [];
  for (const program of programs) if (!(await program.present())) missing.push(program);
  return missing;
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

const missing = await missingPrograms();
if (missing.length === 0) process.exit(0);

const packages = missing.map((program) => program.apt);
if (!checkOnly && isRoot() && hasAptGet()) {
  console.log(`Instalando do Debian o que os testes usam: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args[0]} falhou (status ${result.status ?? result.signal}).`);
      break;
    }
  }
}

const still = await missingPrograms();
for (const program of still) {
  const what = program.required ? 'falta' : 'opcional, ausente';
  console.error(`${program.name} (${what}): apt-get install -y ${program.apt}, ou defina ${program.env}.`);
}
if (still.some((program) => program.required)) {
  console.error(
    `Os testes precisam desses programas. No Debian/Ubuntu, como root:\n` +
      `  apt-get update && apt-get install -y ${still.map((program) => program.apt).join(' ')}\n` +
      `(\`npm test\` como root instala sozinho.)`,
  );
  process.exit(1);
}
