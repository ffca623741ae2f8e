// The delivery worker: sends what notifications owe (delivery-store.ts) on each channel (channel.ts: push, e-mail,
// Telegram), kicked right after a notification is owed and polling every ALERT_DELIVERY_POLL_SECONDS, so a restart
// picks up what a crashed instance left owed. Deliveries run in parallel lanes, each claiming one at a time. E-mail
// and Telegram send one message at a time per instance, each marked sent as soon as it is acknowledged, so a crash
// resends at most one message per channel (an e-mail keeps its Message-ID). Push endpoints are the subscriber's own
// servers, so they are never queued behind one another: a notification whose endpoints never answer holds one lane
// for at most PUSH_DEADLINE_MS and delays no other; being best effort, a push is marked done when its send starts, so
// a crash never repeats one. A send's error is a failed delivery of that one message, recorded with its reason;
// after MAX_DELIVERY_ATTEMPTS claims it is given up. A claim's lease is renewed while its sender lives, so a short
// lease only decides how soon a crashed instance's deliveries are taken again.
import type { Channel, ChannelName, DeliveryDeps, OwedNotification } from './channel';
import { emailChannel } from './channels/email';
import { pushChannel } from './channels/push';
import { telegramChannel } from './channels/telegram';
import {
  type ClaimedDelivery,
  claimDelivery,
  deferDelivery,
  finishDelivery,
  markSent,
  recordFailure,
  renewLease,
} from './delivery-store';

/** Every channel a notification is sent on, in the order its failures are recorded. */
const CHANNELS: readonly Channel[] = [pushChannel, emailChannel, telegramChannel];

/** Runs sends one after another, whatever each one's outcome. */
type Queue = <T>(send: () => Promise<T>) => Promise<T>;

function oneAtATime(): Queue {
  let last: Promise<unknown> = Promise.resolve();
  return (send) => {
    const run = last.then(send, send);
    last = run.catch(() => {});
    return run;
  };
}

/**
 * What one instance is sending: its queue per channel, one message at a time (push has none: see above), made when
 * first used, and the deliveries in hand. A stall longer than the lease (a busy host, a long pause of the event loop)
 * lets the claim take again a delivery this instance still holds; it is left to its holder instead of being sent twice.
 */
export interface InstanceSends {
  queues: Map<ChannelName, Queue>;
  inHand: Set<string>;
}

export const instanceSends = (): InstanceSends => ({ queues: new Map(), inHand: new Set() });

function queueFor(sends: InstanceSends, name: ChannelName): Queue {
  let queue = sends.queues.get(name);
  if (!queue) {
    queue = oneAtATime();
    sends.queues.set(name, queue);
  }
  return queue;
}

/** What went wrong, for the admin: the socket's code where there is one, never a URL (Telegram's carries the token). */
function failureReason(channel: string, err: unknown): string {
  if (!(err instanceof Error)) return `${channel}: ${String(err)}`;
  const code = (err as { code?: unknown }).code;
  const cause = (err as { cause?: { code?: unknown } }).cause?.code;
  const tag = typeof code === 'string' ? code : typeof cause === 'string' ? cause : null;
  const message = err.message.replace(/https?:\/\/\S+/g, '…');
  return `${channel}: ${tag && !message.includes(tag) ? `${tag} ` : ''}${message}`;
}

/** Deliveries sent at once by one instance. */
const LANES = 8;

async function deliverOne(deps: DeliveryDeps, sends: InstanceSends, claimed: ClaimedDelivery): Promise<void> {
  const { db, log } = deps;
  const n = claimed.notification;
  // Deleted, or its alert gone: nothing to send, nothing to stop.
  if (!n) return finishDelivery(db, claimed.id, true);
  // Renewed while sending (a slow SMTP server may take longer than the lease): never sent twice by two holders.
  const leaseSeconds = deps.config.ALERT_DELIVERY_LEASE_SECONDS;
  const heartbeat = setInterval(
    () => {
      renewLease(db, claimed.id, leaseSeconds).catch((err: unknown) =>
        log.warn('renovação da entrega falhou', { error: err instanceof Error ? err.message : String(err) }),
      );
    },
    (leaseSeconds * 1000) / 3,
  );
  let retryAfter: number | null;
  try {
    retryAfter = await sendOwed(deps, sends, claimed, n);
  } finally {
    clearInterval(heartbeat);
  }
  // After the heartbeat stopped, so no renewal shortens the wait Telegram asked for.
  if (retryAfter !== null) await deferDelivery(db, claimed.id, retryAfter);
  await finishDelivery(db, claimed.id);
}

/** Sends on each owed channel, each marked sent once it is; seconds a channel asked to wait (Telegram), if any. */
async function sendOwed(
  deps: DeliveryDeps,
  sends: InstanceSends,
  claimed: ClaimedDelivery,
  n: OwedNotification,
): Promise<number | null> {
  const { db, log } = deps;
  const channels: { label: string; sent: Promise<void> }[] = [];
  let retryAfter: number | null = null;
  for (const channel of CHANNELS) {
    if (!claimed[channel.name]) continue;
    const untilAcknowledged = async () => {
      const outcome = await channel.send(deps, n);
      if (outcome.done) return markSent(db, claimed.id, channel.name);
      retryAfter = outcome.retryAfterSeconds;
    };
    const sent = channel.bestEffort
      ? markSent(db, claimed.id, channel.name).then(async () => {
          await channel.send(deps, n);
        })
      : queueFor(sends, channel.name)(untilAcknowledged);
    channels.push({ label: channel.label, sent });
  }
  const outcomes = await Promise.allSettled(channels.map((c) => c.sent));
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.status === 'fulfilled') continue;
    // Still owed: tried again once the lease runs out, up to MAX_DELIVERY_ATTEMPTS claims.
    const reason = failureReason(channels[i]?.label ?? '?', outcome.reason);
    log.warn('entrega de alerta falhou', { error: reason });
    await recordFailure(db, claimed.id, reason);
  }
  return retryAfter;
}

/** Claims and sends one owed delivery after another until none is left; how many it claimed. */
async function runLane(
  deps: DeliveryDeps,
  sends: InstanceSends,
  stopped: () => boolean = () => false,
): Promise<number> {
  let claimedCount = 0;
  while (!stopped()) {
    const claimed = await claimDelivery(deps.db, deps.config.ALERT_DELIVERY_LEASE_SECONDS);
    if (!claimed) break;
    if (sends.inHand.has(claimed.id)) continue;
    claimedCount++;
    sends.inHand.add(claimed.id);
    try {
      await deliverOne(deps, sends, claimed);
    } finally {
      sends.inHand.delete(claimed.id);
    }
  }
  return claimedCount;
}

/** Sends everything owed now (LANES at a time); how many deliveries were claimed. */
export async function deliverOwed(deps: DeliveryDeps, sends = instanceSends()): Promise<number> {
  const counts = await Promise.all(Array.from({ length: LANES }, () => runLane(deps, sends)));
  return counts.reduce((a, b) => a + b, 0);
}

export interface DeliveryWorker {
  /** Look for owed deliveries now: a new lane starts unless LANES are busy (each claims again when done). */
  kick(): void;
  /** Claims nothing more; resolves once the deliveries in hand are sent and recorded (a resend spared). */
  stop(): Promise<void>;
}

export function startDeliveryWorker(deps: DeliveryDeps): DeliveryWorker {
  const sends = instanceSends();
  const lanes = new Set<Promise<void>>();
  let stopped = false;
  const kick = () => {
    // A lane stuck on a slow delivery does not hold the next one: a fire starts another lane.
    if (stopped || lanes.size >= LANES) return;
    const lane = runLane(deps, sends, () => stopped)
      .then(() => {})
      .catch((err: unknown) =>
        deps.log.warn('entrega de alertas falhou', { error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => lanes.delete(lane));
    lanes.add(lane);
  };
  const timer = setInterval(kick, deps.config.ALERT_DELIVERY_POLL_SECONDS * 1000);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(lanes);
    },
  };
}
