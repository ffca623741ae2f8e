import { Loader2 } from 'lucide-react';

/** Shown while a lazily loaded route module arrives. */
export function RouteFallback() {
  return (
    <div className="flex justify-center py-24" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Carregando…</span>
    </div>
  );
}
