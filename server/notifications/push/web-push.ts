// Web Push delivery: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the request
// (VAPID, RFC 8292); we send it ourselves to the checked address (push-address.ts, push-send.ts), so a dead
// endpoint's 404/410 is seen and the subscription removed. A user's browsers are sent to at once, under one
// deadline for the whole notification: an endpoint that never answers costs at most that, and only once.
import webpush from 'web-push';
import { type PushPayload, pushPayloadSchema } from '@core/schemas/alerts';
import { z } from '@core/schemas/zod-locale';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { checkEndpoint, type HostResolver, untilAborted } from './push-address';
import { postPinned } from './push-send';
import type { VapidKeys } from './vapid';

/** A day: a price that old is not worth showing any more. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

const subscriptionRowSchema = z.object({ id: z.string(), endpoint: z.string(), p256dh: z.string(), auth: z.string() });

export interface PushResult {
  sent: number;
  removed: number;
  failed: number;
  /** Endpoints whose host resolved to an address the server does not send to (checked again at every send). */
  refused: number;
}

export interface PushOptions {
  resolve: HostResolver;
  allowLoopbackHttp: boolean;
  /** One deadline for every send of this notification, name resolution included. */
  signal: AbortSignal;
}

class RefusedEndpoint extends Error {}

async function sendOne(
  sub: z.infer<typeof subscriptionRowSchema>,
  payload: string,
  vapid: VapidKeys,
  topic: string,
  options: PushOptions,
): Promise<number> {
  const checked = await untilAborted(
    checkEndpoint(sub.endpoint, options.allowLoopbackHttp, options.resolve),
    options.signal,
  );
  if (!checked.ok) throw new RefusedEndpoint(checked.reason);
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic,
    },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  return postPinned({
    url: details.endpoint,
    address: checked.address,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: options.signal,
  });
}

/** Sends the payload to each of the user's subscriptions at once; endpoints answering 404 or 410 are deleted. */
export async function pushToUser(
  db: Db,
  log: Logger,
  vapid: VapidKeys,
  userId: string,
  payload: PushPayload,
  options: PushOptions,
): Promise<PushResult> {
  const body = JSON.stringify(pushPayloadSchema.parse(payload));
  // The Topic header replaces an undelivered older message for the same alert (base64url, at most 32 chars).
  const topic = payload.tag.replace(/[^A-Za-z0-9]/g, '').slice(-32);
  const subs = z
    .array(subscriptionRowSchema)
    .parse(await db.query('SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1', [userId]));
  const result: PushResult = { sent: 0, removed: 0, failed: 0, refused: 0 };
  const one = async (sub: z.infer<typeof subscriptionRowSchema>) => {
    try {
      const status = await sendOne(sub, body, vapid, topic, options);
      if (status === 404 || status === 410) {
        await db.query('DELETE FROM push_subscriptions WHERE id = $1', [sub.id]);
        result.removed++;
      } else if (status >= 200 && status < 300) result.sent++;
      else {
        result.failed++;
        log.warn('push recusado pelo serviço', { status });
      }
    } catch (err) {
      if (err instanceof RefusedEndpoint) {
        result.refused++;
        // The endpoint identifies a browser: never logged; the reason is enough.
        log.warn('push não enviado: endereço não permitido', { reason: err.message });
        return;
      }
      result.failed++;
      log.warn('push falhou', { error: err instanceof Error ? err.message : String(err) });
    }
  };
  await Promise.all(subs.map(one));
  return result;
}
