// A deleted account leaves no trace on the device: the one that deleted it, and every other at its next contact
// with the server (a 401 `account_deleted`, announced by src/lib/api.ts) signs out and clears what it kept.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_PATH } from '@core/links/paths';
import { toast } from '@/components/ui/use-toast';
import { ACCOUNT_DELETED_EVENT } from '@/lib/api';
import { clearStoredUser } from '@/lib/stored-user';
import { signOut } from './auth-state';

const forgetting = new Map<string, Promise<void>>();

/**
 * Signs this device out of the deleted account and clears its rows, writes, history and pushes (the sign-out path,
 * src/lib/sync.ts signOutDevice), then what sign-out also ends (Supabase's session on the device, the cookies).
 * Called twice for one account (several replies said so at once), it runs once.
 */
export function forgetDeletedAccount(userId: string): Promise<void> {
  let running = forgetting.get(userId);
  if (!running) {
    running = (async () => {
      try {
        const { signOutDevice } = await import('@/lib/sync');
        await signOutDevice(userId, clearStoredUser);
      } catch {
        clearStoredUser();
      }
      // The stored user is gone by now: signOut ends the rest (Supabase on this device, the server's cookies).
      await signOut();
    })().finally(() => forgetting.delete(userId));
    forgetting.set(userId, running);
  }
  return running;
}

/** Listens for the announcement for as long as the app is open; after forgetting, says so and leaves the screen. */
export function useForgetDeletedAccount(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onDeleted = (event: Event) => {
      const userId = (event as CustomEvent<{ userId?: unknown }>).detail?.userId;
      if (typeof userId !== 'string' || forgetting.has(userId)) return;
      void forgetDeletedAccount(userId).then(() => {
        toast({
          title: 'Conta excluída',
          description: 'Esta conta foi excluída. Os dados dela foram apagados deste aparelho.',
        });
        navigate(SEARCH_PATH, { replace: true });
      });
    };
    window.addEventListener(ACCOUNT_DELETED_EVENT, onDeleted);
    return () => window.removeEventListener(ACCOUNT_DELETED_EVENT, onDeleted);
  }, [navigate]);
}
