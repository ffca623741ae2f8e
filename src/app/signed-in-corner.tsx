import type { StoredUser } from '@/lib/stored-user';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

// 'Notificações' rides in the bell's chunk: the route table (in the first visit's bundle) then points at a chunk
// it already names, and the list opens at once (and offline) for someone who has the header loaded.
export { NotificationsPage } from '@/features/notifications/notifications-page';

/** The signed-in header corner, one lazy chunk: the notification bell and the user menu. */
export function SignedInCorner({ user }: { user: StoredUser }) {
  return (
    <div className="flex items-center gap-1">
      <NotificationBell userId={user.id} />
      <UserMenu user={user} />
    </div>
  );
}
