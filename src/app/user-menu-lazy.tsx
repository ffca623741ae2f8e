import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/lib/first-screen';
import { initials } from '@/lib/initials';
import type { StoredUser } from '@/lib/stored-user';
import { QuietBoundary } from './quiet-boundary';

// The menu (Radix dropdown, date formatting) and the notification bell (its count read from the device's
// database) load only for signed-in users, off the first-visit bundle.
const SignedInCorner = lazy(async () => ({ default: (await import('./signed-in-corner')).SignedInCorner }));

/**
 * The user's initials until the menu and the bell arrive. They wait for the first screen: their code (Dexie, Radix)
 * is about as large as a screen's, and on a first visit it would otherwise download and run ahead of the screen.
 */
export function LazyUserMenu({ user }: { user: StoredUser }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstScreen(() => setWanted(true)), []);
  const placeholder = (
    <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
      {initials(user.full_name, user.email)}
    </span>
  );
  if (!wanted) return placeholder;
  return (
    <QuietBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <SignedInCorner user={user} />
      </Suspense>
    </QuietBoundary>
  );
}
