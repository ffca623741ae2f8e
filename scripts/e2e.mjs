// `npm run test:e2e`: builds the production app, then runs Playwright against the real server in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChrome } from './find-chrome.mjs';

const chrome = await findChrome();
if (!chrome) {
  console.error(
    'Chromium não encontrado para os testes e2e.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  ou defina CHROME_PATH com o caminho de um Chrome/Chromium.',
  );
  process.exit(1);
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
// The headless shell, when installed, runs every test that does not need the full browser (playwright.config.ts).
const shell = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  CHROME_PATH: chrome,
  ...(existsSync(shell) ? { CHROME_HEADLESS_SHELL_PATH: shell } : {}),
});
