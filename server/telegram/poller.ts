// How updates reach the bot: Telegram's webhook (setWebhook with secret_token, when PUBLIC_URL is https and a
// secret is set) or long polling. Long polling runs on one instance at a time: the one holding the lease in
// telegram_bot_state, renewed before each getUpdates; the offset moves on with each handled update, so a restart
// replays at most the update in hand.
import { randomUUID } from 'node:crypto';
import { telegramUpdateSchema } from '@core/schemas/telegram';
import { z } from '@core/schemas/zod-locale';
import { BotApiError, callBotApi, logCappedPause } from './bot-api';
import { releasePollLease, saveOffset, takePollLease } from './bot-state';
import { handleUpdateOnce, type UpdateDeps } from './commands';
import { POLL_LEASE_EXTRA_SECONDS, POLL_MARGIN_SECONDS, type TelegramSettings } from './settings';

/** A follower looks again this often whether the leader's lease ran out. */
const FOLLOWER_RETRY_MS = 5000;
/** After a failed poll (network, Telegram 5xx). */
const ERROR_RETRY_MS = 5000;

export interface PollerOptions {
  instance?: string;
  followerRetryMs?: number;
}

export interface TelegramUpdates {
  stop(): Promise<void>;
}

/** Resolves after `ms` or as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const leaseSeconds = (s: TelegramSettings) => s.pollTimeoutSeconds + POLL_MARGIN_SECONDS + POLL_LEASE_EXTRA_SECONDS;

/** One getUpdates as the leader, each update handled and recorded; the delay before the next poll. */
async function pollOnce(deps: UpdateDeps, s: TelegramSettings, instance: string, stop: AbortSignal): Promise<number> {
  const offset = await takePollLease(deps.db, instance, leaseSeconds(s));
  if (offset === null) return -1;
  // Aborted well before the lease just taken runs out: no request of ours is open once another may poll.
  const signal = AbortSignal.any([stop, AbortSignal.timeout((s.pollTimeoutSeconds + POLL_MARGIN_SECONDS) * 1000)]);
  const result = await callBotApi(
    s,
    'getUpdates',
    { offset, timeout: s.pollTimeoutSeconds, allowed_updates: ['message'] },
    signal,
  );
  const updates = z.array(z.unknown()).parse(result);
  for (const raw of updates) {
    const id = z.looseObject({ update_id: z.number().int().nonnegative() }).safeParse(raw);
    if (!id.success) continue;
    const update = telegramUpdateSchema.safeParse(raw);
    if (update.success) await handleUpdateOnce(deps, update.data);
    else deps.log.warn('update do Telegram fora do formato', { update_id: id.data.update_id });
    if (!(await saveOffset(deps.db, instance, id.data.update_id + 1, leaseSeconds(s)))) break;
  }
  return 0;
}

/** Webhook mode: tells Telegram where to post; polling mode: takes part in the leader election and polls. */
export function startTelegramUpdates(deps: UpdateDeps, options: PollerOptions = {}): TelegramUpdates {
  const s = deps.config.telegram;
  if (!s) return { stop: async () => {} };
  if (s.updates === 'webhook') {
    callBotApi(s, 'setWebhook', {
      url: s.webhookUrl,
      secret_token: s.webhookSecret,
      allowed_updates: ['message'],
    }).then(
      () => deps.log.info('webhook do Telegram registrado', { url: s.webhookUrl }),
      (err: unknown) => deps.log.warn('setWebhook falhou', { error: err instanceof Error ? err.message : String(err) }),
    );
    return { stop: async () => {} };
  }
  const instance = options.instance ?? randomUUID();
  const stopper = new AbortController();
  const loop = async () => {
    // getUpdates answers 409 while a webhook is set: polling mode drops one left from an earlier configuration.
    let webhookCleared = false;
    while (!stopper.signal.aborted) {
      let delay = 0;
      try {
        if (!webhookCleared) {
          await callBotApi(s, 'deleteWebhook', { drop_pending_updates: false });
          webhookCleared = true;
        }
        delay = await pollOnce(deps, s, instance, stopper.signal);
        if (delay < 0) delay = options.followerRetryMs ?? FOLLOWER_RETRY_MS;
      } catch (err) {
        if (stopper.signal.aborted) break;
        if (err instanceof BotApiError) logCappedPause(err, deps.log);
        delay = err instanceof BotApiError && err.retryAfter !== null ? err.retryAfter * 1000 : ERROR_RETRY_MS;
        deps.log.warn('getUpdates do Telegram falhou', { error: err instanceof Error ? err.message : String(err) });
      }
      if (delay > 0) await pause(delay, stopper.signal);
    }
    await releasePollLease(deps.db, instance);
  };
  const running = loop().catch((err: unknown) =>
    deps.log.error('leitura do Telegram parou', { error: err instanceof Error ? err.message : String(err) }),
  );
  return {
    async stop() {
      stopper.abort();
      await running;
    },
  };
}
