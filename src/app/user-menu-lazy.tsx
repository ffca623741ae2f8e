import { lazy } from 'react';
import { AfterPaint } from '@/components/ui/page-spinner';
import { initials } from '@/lib/initials';
import type { StoredUser } from '@/lib/stored-user';
import { QuietBoundary } from './quiet-boundary';

// The menu (Radix dropdown, date formatting) and the notification bell (its count read from the device's
// database) load only for signed-in users, off the first-visit bundle.
const SignedInCorner = lazy(async () => ({ default: (await import('./signed-in-corner')).SignedInCorner }));

/**
 * The user's initials until the menu and the bell arrive. Their code (Dexie, Radix) is about as large as a screen's:
 * it starts downloading once the page has painted, so that a first visit's screen does not wait behind it.
 */
export function LazyUserMenu({ user }: { user: StoredUser }) {
  const placeholder = (
    <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
      {initials(user.full_name, user.email)}
    </span>
  );
  return (
    <QuietBoundary fallback={placeholder}>
      <AfterPaint fallback={placeholder}>
        <SignedInCorner user={user} />
      </AfterPaint>
    </QuietBoundary>
  );
}
