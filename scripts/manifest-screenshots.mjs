// `node scripts/manifest-screenshots.mjs`: the manifest's screenshots (public/screenshots/), which Chrome shows in its
// richer install dialog: the search screen with a finished search, at a phone's size (390×844, form_factor narrow)
// and a desktop's (1280×800, wide), taken from the built app (`npm run build` first) on the demo provider, signed in
// as a subscriber the bootstrap admin creates on a temp database (an admin's header would show 'Painel Admin', which
// no installing visitor sees). Run it again when the screen changes.
import { mkdir, stat } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { startBuiltServer } from '../bench/built-server.mjs';

const ADMIN = { email: 'admin@bussola.local', password: 'screenshots-manifest-123' };
const SUBSCRIBER = { email: 'paula@bussola.local', password: 'screenshots-assinante-123' };
const SHOTS = [
  { file: 'public/screenshots/buscador-390x844.png', width: 390, height: 844 },
  { file: 'public/screenshots/buscador-1280x800.png', width: 1280, height: 800 },
];

const server = await startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** The admin creates the subscriber through the admin API, as in the panel, with a year of access. */
async function createSubscriber() {
  const admin = await (await fetch(`${server.base}/api/login`, jsonPost(ADMIN))).json();
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const reply = await fetch(`${server.base}/api/admin/users`, {
    ...jsonPost({ ...SUBSCRIBER, fullName: 'Paula Viajante', expiresAt: inAYear, isAdmin: false }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.user.access_token}` },
  });
  if (reply.status !== 201) throw new Error(`admin/users: ${reply.status} ${await reply.text()}`);
}

function jsonPost(body) {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

try {
  await createSubscriber();
  await mkdir('public/screenshots', { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
      locale: 'pt-BR',
    });
    const reply = await context.request.post(`${server.base}/api/login`, { data: SUBSCRIBER });
    const { user } = await reply.json();
    const page = await context.newPage();
    await page.goto(`${server.base}/api/health`);
    await page.evaluate((u) => {
      localStorage.setItem('subscription_user', JSON.stringify(u));
      // The install banner and the iPhone hint would cover the screen.
      localStorage.setItem('bussola_install_banner_dismissed', '1');
    }, user);
    await page.goto(`${server.base}/`);
    const form = page.getByRole('form', { name: 'Buscar voos' });
    await form.getByRole('button', { name: 'Buscar voos' }).click();
    await page.getByText('Busca concluída').first().waitFor({ timeout: 30_000 });
    // The search's toast closed, the results settled and the page at its top, as a visitor first sees it.
    const toastClose = page.getByRole('button', { name: 'Fechar' });
    if (await toastClose.count()) await toastClose.first().click();
    await page.waitForTimeout(800);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot.file, animations: 'disabled', caret: 'hide' });
    process.stderr.write(`${shot.file}: ${(await stat(shot.file)).size} B\n`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
