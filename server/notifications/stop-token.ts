// The e-mail's 'Parar este alerta' link: a token that stops one alert and can do nothing else.
// An HMAC of the alert id under a key derived for this purpose alone from the server secret: no row to keep,
// valid as long as the alert exists (an unsubscribe link must keep working), and useless for anything else.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { uuidSchema } from '@core/schemas/ids';

const PREFIX = 'pa1';

function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'bussola-das-passagens', 'price-alert-stop v1', 32));
}

function sign(secret: string, alertId: string): string {
  return createHmac('sha256', keyFor(secret)).update(`stop:${alertId}`).digest('base64url');
}

export function stopToken(secret: string, alertId: string): string {
  return `${PREFIX}.${alertId}.${sign(secret, alertId)}`;
}

/** The alert a stop token names, or null when it is not one of ours (tampered, other purpose, garbage). */
export function verifyStopToken(secret: string, token: string): string | null {
  const [prefix, alertId, mac, ...rest] = token.split('.');
  if (prefix !== PREFIX || !alertId || !mac || rest.length > 0 || !uuidSchema.safeParse(alertId).success) return null;
  const expected = Buffer.from(sign(secret, alertId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
