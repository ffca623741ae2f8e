import { Loader2 } from 'lucide-react';

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className="flex justify-center py-24" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
