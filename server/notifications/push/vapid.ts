// VAPID keys for Web Push (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else one pair generated once and kept
// in app_settings (like the JWT secret), so every instance signs with the same key the browsers subscribed to.
import webpush from 'web-push';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const storedSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const DEFAULT_SUBJECT = 'mailto:nao-responda@bussoladaspassagens.com.br';
type VapidConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'publicUrl'>;

/** VAPID_SUBJECT, else PUBLIC_URL when it is https (push services want https: or mailto:), else a mailto. */
function subjectOf(config: VapidConfig): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  return config.publicUrl.startsWith('https://') ? config.publicUrl : DEFAULT_SUBJECT;
}

async function loadKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const generated = webpush.generateVAPIDKeys();
  // Two instances starting together: the first insert wins and both read the same pair back.
  await db.query("INSERT INTO app_settings (key, value) VALUES ('vapid_keys', $1) ON CONFLICT (key) DO NOTHING", [
    JSON.stringify(generated),
  ]);
  const [row] = z
    .array(z.object({ value: z.string() }))
    .parse(await db.query("SELECT value FROM app_settings WHERE key = 'vapid_keys'"));
  const stored = storedSchema.parse(JSON.parse(row?.value ?? 'null'));
  return { ...stored, subject };
}

const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/** The keys for this database (read once per process; a failed read is retried next time). */
export function vapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadKeys(db, config);
    loaded.set(db, keys);
    keys.catch(() => loaded.delete(db));
  }
  return keys;
}
