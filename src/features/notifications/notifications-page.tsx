import { useLiveQuery } from 'dexie-react-hooks';
import { CheckCheck, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthState } from '@/lib/session-state';
import { type LocalNotification, localDb } from '@/lib/local-db';
import { markAllNotificationsRead, markNotificationRead } from '@/lib/notification-reads';
import { syncNow } from '@/lib/sync';
import { NotificationItem } from './notification-item';
import { ALERTS_PATH } from '@core/links/paths';

/** 'Notificações': what the price alerts announced, read from the device, so it opens offline. */
export function NotificationsPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const items = useLiveQuery(
    async () =>
      userId
        ? (
            await localDb.notifications
              .where('[userId+created_at]')
              .between([userId, ''], [userId, '\uffff'])
              .reverse()
              .toArray()
          ).filter((n) => !n.deleted_at)
        : [],
    [userId],
  );
  if (!userId)
    return <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para ver notificações.</p>;

  const open = (item: LocalNotification) => {
    void markNotificationRead(localDb, userId, item.id).then(() => syncNow(userId));
  };
  const unread = items?.filter((n) => n.read_at === null).length ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Notificações</h1>
        {unread > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void markAllNotificationsRead(localDb, userId).then(() => syncNow(userId))}
          >
            <CheckCheck aria-hidden="true" /> Marcar todas como lidas
          </Button>
        )}
      </div>
      {items === undefined ? (
        <div className="space-y-3" role="status" aria-label="Carregando notificações">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : items.length === 0 ? (
        <div className="space-y-3 py-16 text-center">
          <Inbox className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">Nenhuma notificação ainda</p>
          <p className="text-muted-foreground">Quando um alerta de preço disparar, ele aparece aqui.</p>
          <Button asChild variant="outline">
            <Link to={ALERTS_PATH}>Meus alertas</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Notificações">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={open} />
          ))}
        </ul>
      )}
    </div>
  );
}
