import { WALLET_PATH } from '@core/links/paths';
import { searchLinkPath } from '@core/links/link-params';
import type { LocalNotification } from '@/lib/local-db';

/**
 * Where a notification leads: its own in-app link, or the search for its route and date (Minhas milhas for a
 * bonus alert's or an expiry reminder's, which have no route). Never another site.
 */
export function notificationHref(n: LocalNotification) {
  if (n.url.startsWith('/') && !n.url.startsWith('//')) return n.url;
  if (n.kind === 'bonus_alert' || n.kind === 'expiry_reminder') return WALLET_PATH;
  return searchLinkPath({ origin: n.origin, destination: n.destination, date: n.date, unit: n.unit });
}
