import { Hourglass, Percent, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@core/format/dates';
import type { LocalNotification } from '@/lib/local-db';
import { notificationHref } from './notification-link';

const itemClass = (unread: boolean) =>
  cn(
    'block space-y-1 rounded-xl border p-4 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
    unread ? 'border-primary/40 bg-primary/5' : 'bg-card',
  );

/**
 * A notification about the wallet: a transfer-bonus alert's (the campaign and its terms) or a lot's expiry reminder
 * (how much expires when, and what to do); opens Minhas milhas.
 */
function WalletNotificationItem({
  item,
  onOpen,
}: {
  item: LocalNotification;
  onOpen: (item: LocalNotification) => void;
}) {
  const unread = item.read_at === null;
  const Icon = item.kind === 'expiry_reminder' ? Hourglass : Percent;
  return (
    <li>
      <Link
        to={notificationHref(item)}
        onClick={() => onOpen(item)}
        className={itemClass(unread)}
        aria-label={`${unread ? 'Não lida: ' : ''}${item.title}`}
      >
        <p className="flex items-center gap-2 font-semibold">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {item.title}
          {unread && (
            <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">Nova</span>
          )}
        </p>
        <p className="text-sm">{item.body}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(item.created_at)}</p>
      </Link>
    </li>
  );
}

/** One notification: route, the alert's title and text (as every channel sent them) and when; opens the search. */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: LocalNotification;
  onOpen: (item: LocalNotification) => void;
}) {
  if (item.kind === 'bonus_alert' || item.kind === 'expiry_reminder')
    return <WalletNotificationItem item={item} onOpen={onOpen} />;
  const unread = item.read_at === null;
  const route = `${item.origin} → ${item.destination}`;
  return (
    <li>
      <Link
        to={notificationHref(item)}
        onClick={() => onOpen(item)}
        className={itemClass(unread)}
        aria-label={`${unread ? 'Não lida: ' : ''}${route}, ${item.title}. ${item.body}`}
      >
        <p className="flex items-center gap-2 font-semibold">
          <Plane className="size-4 text-primary" aria-hidden="true" />
          {route}
          {unread && (
            <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">Nova</span>
          )}
        </p>
        <p className="text-sm">{item.title}</p>
        {/* The text push, e-mail and Telegram sent: the same date, price, value in reais and provider. */}
        <p className="text-sm">{item.body}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(item.created_at)}</p>
      </Link>
    </li>
  );
}
