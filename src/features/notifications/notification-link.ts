import { searchLinkPath } from '@core/links/search-link';
import type { LocalNotification } from '@/lib/local-db';

/** Where a notification leads: its own in-app link, or the search for its route and date. Never another site. */
export function notificationHref(n: Pick<LocalNotification, 'url' | 'origin' | 'destination' | 'date' | 'unit'>) {
  if (n.url.startsWith('/') && !n.url.startsWith('//')) return n.url;
  return searchLinkPath({ origin: n.origin, destination: n.destination, date: n.date, unit: n.unit });
}
