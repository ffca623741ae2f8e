import { lazy, Suspense } from 'react';
import { useToast } from '@/components/ui/use-toast';

// Radix Toast loads with the first toast, off the first-visit bundle.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
