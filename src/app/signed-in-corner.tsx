import type { StoredUser } from '@/lib/stored-user';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * The signed-in header corner, one lazy chunk: the notification bell and the user menu. It stays free of the sync
 * engine and the zod schemas (the 'Notificações' page has its own chunk), so the header's chunk graph is small.
 */
export function SignedInCorner({ user }: { user: StoredUser }) {
  return (
    <div className="flex items-center gap-1">
      <NotificationBell userId={user.id} />
      <UserMenu user={user} />
    </div>
  );
}
