import { Loader2 } from 'lucide-react';
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { holdFirstScreen } from '@/lib/first-screen';

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({ label = 'Carregando…' }: { label?: string }) {
  // While it shows, the first screen is not up yet (src/lib/first-screen.ts).
  useEffect(() => holdFirstScreen(), []);
  return (
    <div className="flex justify-center py-24" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * A spinner (or `fallback`) until the screen around it has painted, then `children` (typically a lazy component: the bulk of a
 * screen, whose download then starts). A lazy component starts its import while React renders, so the screen's
 * first paint (its title, the largest text on a phone) would otherwise share a slow network with dozens of requests.
 * Mounted as a transition: the spinner stays until the code is in, and React renders it in slices. It lives beside
 * PageSpinner, in the first visit's own chunk, so the small first modules that use it need no request of their own.
 */
export function AfterPaint({ children, fallback = <PageSpinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
