// Telegram as an alert channel, end to end: on the live e2e server (its Bot API is the loopback stand-in in
// tests/e2e/live-providers.ts, read by long polling) 'Receber no Telegram' yields the bot's deep link, the chat
// sends /start <token>, and /alertas shows the linked state; on the other server the channel is not configured.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const providers = process.env.E2E_PROVIDERS_URL ?? '';

/** window.open records the URL instead of leaving for t.me. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.defineProperty(window, '__opened', { value: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

test.describe('on the server with a bot', () => {
  test.use({ baseURL: process.env.E2E_LIVE_BASE_URL });

  test('Receber no Telegram → deep link → /start in the chat → linked; then stopped', async ({
    subscriberPage: page,
    request,
  }) => {
    await recordWindowOpen(page);
    await page.goto('/alertas');
    const section = page.getByRole('region', { name: 'Telegram' });
    await section.getByRole('button', { name: 'Receber no Telegram' }).click();

    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    const [url] = await openedUrls(page);
    const token = /^https:\/\/t\.me\/BussolaE2eBot\?start=([\w-]{43})$/.exec(url ?? '')?.[1];
    expect(token, url).toBeDefined();
    await expect(section.getByRole('link', { name: 'Abrir o Telegram' })).toHaveAttribute('href', url ?? '');

    // The user taps Start in Telegram: the stand-in hands the message to the app's long poll.
    const chatId = 100_000 + Math.floor(Math.random() * 1_000_000_000);
    const fed = await request.post(`${providers}/stand-in/telegram/messages`, {
      data: { chat_id: chatId, text: `/start ${token}` },
    });
    expect(fed.ok()).toBe(true);
    await expect(section.getByText('Alertas chegando no Telegram')).toBeVisible();
    const sent = (await (await request.get(`${providers}/stand-in/telegram/messages`)).json()) as {
      chat_id: number;
      text: string;
    }[];
    expect(sent.filter((m) => m.chat_id === chatId).map((m) => m.text)).toEqual([
      'Pronto! Você vai receber seus alertas da Bússola das Passagens aqui.',
    ]);

    await section.getByRole('button', { name: 'Parar de receber no Telegram' }).click();
    await expect(section.getByRole('button', { name: 'Receber no Telegram' })).toBeVisible();
  });
});

test('on the server without a bot: Telegram: não configurado', async ({ subscriberPage: page }) => {
  await page.goto('/alertas');
  const section = page.getByRole('region', { name: 'Telegram' });
  await expect(section.getByText('Telegram: não configurado')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Receber no Telegram' })).toHaveCount(0);
});
