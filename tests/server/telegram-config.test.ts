import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { startTelegramUpdates } from '../../server/telegram/poller';
import { FAKE_BOT_TOKEN, startFakeTelegram } from '../helpers/fake-telegram';

// TELEGRAM_*: both token and username or neither; webhook only with an https PUBLIC_URL and a secret.

const base = { DATA_DIR: '/nonexistent', TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN, TELEGRAM_BOT_USERNAME: '@BussolaBot' };

describe('Telegram configuration', () => {
  it('is not configured without token and username, and refuses one without the other', () => {
    expect(loadConfig({ DATA_DIR: '/nonexistent' }).telegram).toBeNull();
    expect(() => loadConfig({ DATA_DIR: '/nonexistent', TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TELEGRAM_BOT_TOKEN: 'não-é-token' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    expect(() => loadConfig({ ...base, TELEGRAM_POLL_TIMEOUT_SECONDS: '51' })).toThrow(/TELEGRAM_POLL_TIMEOUT_SECONDS/);
  });

  it('polls by default and takes the webhook with an https PUBLIC_URL and a secret', () => {
    const polling = loadConfig(base).telegram;
    expect(polling).toMatchObject({
      username: 'BussolaBot',
      updates: 'polling',
      apiBaseUrl: 'https://api.telegram.org',
      pollTimeoutSeconds: 25,
    });
    const secret = 'um-segredo-de-webhook-longo';
    expect(loadConfig({ ...base, TELEGRAM_WEBHOOK_SECRET: secret }).telegram?.updates).toBe('polling');
    const hook = loadConfig({
      ...base,
      TELEGRAM_WEBHOOK_SECRET: secret,
      PUBLIC_URL: 'https://bussola.exemplo.com.br/',
    });
    expect(hook.telegram).toMatchObject({
      updates: 'webhook',
      webhookUrl: 'https://bussola.exemplo.com.br/api/telegram/webhook',
      webhookSecret: secret,
    });
    expect(() => loadConfig({ ...base, TELEGRAM_WEBHOOK_SECRET: 'curto' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
  });
});

describe('webhook mode', () => {
  it('registers the webhook with its secret_token at start, and never polls', async () => {
    const telegram = await startFakeTelegram();
    try {
      const config = loadConfig({
        DATA_DIR: '/nonexistent',
        PUBLIC_URL: 'https://bussola.exemplo.com.br',
        ...telegram.env({ TELEGRAM_WEBHOOK_SECRET: 'um-segredo-de-webhook-longo' }),
      });
      // Webhook mode touches no database.
      const updates = startTelegramUpdates({ db: {} as Db, config, log: createLogger('silent') });
      await telegram.standIn.until(() => telegram.standIn.webhookCalls.length === 1);
      await updates.stop();
      expect(telegram.standIn.webhookCalls).toEqual([
        {
          method: 'setWebhook',
          params: {
            url: 'https://bussola.exemplo.com.br/api/telegram/webhook',
            secret_token: 'um-segredo-de-webhook-longo',
            allowed_updates: ['message'],
          },
        },
      ]);
      expect(telegram.standIn.calls).not.toContain('getUpdates');
    } finally {
      await telegram.close();
    }
  });
});
