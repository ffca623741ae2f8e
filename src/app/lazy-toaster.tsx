import { lazy, Suspense } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { QuietBoundary } from './quiet-boundary';

// Radix Toast loads with the first toast, off the first-visit bundle.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <QuietBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QuietBoundary>
  );
}
