// The delivery worker: sends what fired alerts owe (delivery-store.ts), kicked right after a fire and polling
// every ALERT_DELIVERY_POLL_SECONDS, so a restart picks up what a crashed instance left owed. Deliveries run in
// parallel lanes, each claiming one at a time: a notification whose endpoints never answer holds one lane for
// at most PUSH_DEADLINE_MS and delays no other. Each channel is marked sent as soon as it is, so a crash resends
// at most the one in flight (and its e-mail keeps its Message-ID).
import { type DeliveryDeps, mailNotification, pushNotification } from './deliver';
import { type ClaimedDelivery, claimDelivery, finishDelivery, markSent } from './delivery-store';

/** Deliveries sent at once by one instance. */
const LANES = 8;

async function deliverOne(deps: DeliveryDeps, claimed: ClaimedDelivery): Promise<void> {
  const { db, log } = deps;
  const n = claimed.notification;
  // Deleted, or its alert gone: nothing to send, nothing to stop.
  if (!n) return finishDelivery(db, claimed.id, true);
  const channels: Promise<void>[] = [];
  if (claimed.push) channels.push(pushNotification(deps, n).then(() => markSent(db, claimed.id, 'push')));
  if (claimed.email) channels.push(mailNotification(deps, n).then(() => markSent(db, claimed.id, 'email')));
  const failed = (await Promise.allSettled(channels)).filter((r) => r.status === 'rejected');
  for (const r of failed) {
    // Still owed: tried again once the lease runs out.
    log.warn('entrega de alerta falhou', { error: r.reason instanceof Error ? r.reason.message : String(r.reason) });
  }
  await finishDelivery(db, claimed.id);
}

/** Sends everything owed now (LANES at a time); how many deliveries were claimed. */
export async function deliverOwed(deps: DeliveryDeps): Promise<number> {
  let claimedCount = 0;
  const lane = async () => {
    for (;;) {
      const claimed = await claimDelivery(deps.db, deps.config.ALERT_DELIVERY_LEASE_SECONDS);
      if (!claimed) return;
      claimedCount++;
      await deliverOne(deps, claimed);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return claimedCount;
}

export interface DeliveryWorker {
  /** Look for owed deliveries now (again after the current pass, if one is running). */
  kick(): void;
  stop(): void;
}

export function startDeliveryWorker(deps: DeliveryDeps): DeliveryWorker {
  let running = false;
  let again = false;
  let stopped = false;
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    deliverOwed(deps)
      .catch((err: unknown) =>
        deps.log.warn('entrega de alertas falhou', { error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => {
        running = false;
        if (again) pass();
      });
  };
  const timer = setInterval(pass, deps.config.ALERT_DELIVERY_POLL_SECONDS * 1000);
  timer.unref();
  pass();
  return {
    kick: pass,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
