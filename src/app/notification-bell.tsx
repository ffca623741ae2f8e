import { liveQuery } from 'dexie';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localDb } from '@/lib/local-db';
import { NOTIFICATIONS_PATH } from '@core/links/paths';

/** The header's bell: unread notifications on this device (they sync like saved flights), opens 'Notificações'. */
export function NotificationBell({ userId }: { userId: string }) {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const count = liveQuery(() =>
      localDb.notifications
        .where('userId')
        .equals(userId)
        .filter((n) => n.read_at === null && !n.deleted_at)
        .count(),
    ).subscribe({ next: setUnread, error: () => setUnread(0) });
    return () => count.unsubscribe();
  }, [userId]);
  return <BellLink unread={unread} />;
}

/** The bell itself (also the placeholder while the count loads). */
export function BellLink({ unread }: { unread: number }) {
  const label = unread === 0 ? 'Notificações' : `Notificações (${unread} não ${unread === 1 ? 'lida' : 'lidas'})`;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      aria-label={label}
      className="relative inline-flex size-9 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          aria-hidden="true"
          data-testid="contador-notificacoes"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
