// The delivery worker: sends what fired alerts owe (delivery-store.ts: push, e-mail, Telegram), kicked right after a fire and polling
// every ALERT_DELIVERY_POLL_SECONDS, so a restart picks up what a crashed instance left owed. Deliveries run in
// parallel lanes, each claiming one at a time: a notification whose endpoints never answer holds one lane for
// at most PUSH_DEADLINE_MS and delays no other. Each channel is marked sent as soon as it is, so a crash resends
// at most the one in flight (and its e-mail keeps its Message-ID). A claim's lease is renewed while its sender
// lives, so a short lease only decides how soon a crashed instance's deliveries are taken again.
import { type DeliveryDeps, mailNotification, type OwedNotification, pushNotification } from './deliver';
import { telegramNotification } from '../telegram/deliver-telegram';
import {
  type ClaimedDelivery,
  claimDelivery,
  deferDelivery,
  finishDelivery,
  markSent,
  renewLease,
} from './delivery-store';

/** Deliveries sent at once by one instance. */
const LANES = 8;

async function deliverOne(deps: DeliveryDeps, claimed: ClaimedDelivery): Promise<void> {
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
    retryAfter = await sendOwed(deps, claimed, n);
  } finally {
    clearInterval(heartbeat);
  }
  // After the heartbeat stopped, so no renewal shortens the wait Telegram asked for.
  if (retryAfter !== null) await deferDelivery(db, claimed.id, retryAfter);
  await finishDelivery(db, claimed.id);
}

/** Sends each owed channel, marking each sent as soon as it is; seconds Telegram asked to wait, if it did. */
async function sendOwed(deps: DeliveryDeps, claimed: ClaimedDelivery, n: OwedNotification): Promise<number | null> {
  const { db, log } = deps;
  const channels: Promise<void>[] = [];
  let retryAfter: number | null = null;
  if (claimed.push) channels.push(pushNotification(deps, n).then(() => markSent(db, claimed.id, 'push')));
  if (claimed.email) channels.push(mailNotification(deps, n).then(() => markSent(db, claimed.id, 'email')));
  if (claimed.telegram) {
    const telegram = telegramNotification(deps, n).then((outcome) => {
      if (outcome.done) return markSent(db, claimed.id, 'telegram');
      retryAfter = outcome.retryAfterSeconds;
    });
    channels.push(telegram);
  }
  const failed = (await Promise.allSettled(channels)).filter((r) => r.status === 'rejected');
  for (const r of failed) {
    // Still owed: tried again once the lease runs out.
    log.warn('entrega de alerta falhou', { error: r.reason instanceof Error ? r.reason.message : String(r.reason) });
  }
  return retryAfter;
}

/** Claims and sends one owed delivery after another until none is left; how many it claimed. */
async function runLane(deps: DeliveryDeps, stopped: () => boolean = () => false): Promise<number> {
  let claimedCount = 0;
  while (!stopped()) {
    const claimed = await claimDelivery(deps.db, deps.config.ALERT_DELIVERY_LEASE_SECONDS);
    if (!claimed) break;
    claimedCount++;
    await deliverOne(deps, claimed);
  }
  return claimedCount;
}

/** Sends everything owed now (LANES at a time); how many deliveries were claimed. */
export async function deliverOwed(deps: DeliveryDeps): Promise<number> {
  const counts = await Promise.all(Array.from({ length: LANES }, () => runLane(deps)));
  return counts.reduce((a, b) => a + b, 0);
}

export interface DeliveryWorker {
  /** Look for owed deliveries now: a new lane starts unless LANES are busy (each claims again when done). */
  kick(): void;
  stop(): void;
}

export function startDeliveryWorker(deps: DeliveryDeps): DeliveryWorker {
  let active = 0;
  let stopped = false;
  const kick = () => {
    // A lane stuck on a slow delivery does not hold the next one: a fire starts another lane.
    if (stopped || active >= LANES) return;
    active++;
    runLane(deps, () => stopped)
      .catch((err: unknown) =>
        deps.log.warn('entrega de alertas falhou', { error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => {
        active--;
      });
  };
  const timer = setInterval(kick, deps.config.ALERT_DELIVERY_POLL_SECONDS * 1000);
  timer.unref();
  kick();
  return {
    kick,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
