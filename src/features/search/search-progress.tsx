import { Loader2, Square, Wifi, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SearchPhase } from './use-live-search';

export function isSearchActive(phase: SearchPhase): boolean {
  return phase === 'starting' || phase === 'connecting' || phase === 'streaming';
}

/**
 * Where a running search stands, with 'Interromper Busca'. Drawn apart from the results panel, whose code may
 * still be loading on a first visit: a search must be stoppable from its first moment.
 */
export function SearchProgress({
  phase,
  count,
  onInterrupt,
}: {
  phase: SearchPhase;
  count: number;
  onInterrupt: () => void;
}) {
  if (!isSearchActive(phase)) return null;
  const connected = phase === 'streaming';
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm',
        connected ? 'border-green-300 bg-green-50 text-green-900' : 'border-yellow-300 bg-yellow-50 text-yellow-900',
      )}
    >
      <p role="status" className="flex flex-wrap items-center gap-2">
        {connected ? (
          <>
            <Wifi className="size-4" aria-hidden="true" />
            <strong>Conectado</strong> Recebendo resultados em tempo real. Aguardando por mais...
            <span className="flex items-center gap-1">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Buscando mais resultados... ({count})
            </span>
          </>
        ) : (
          <>
            <WifiOff className="size-4" aria-hidden="true" />
            <strong>Conectando...</strong> Estabelecendo conexão com o servidor...
          </>
        )}
      </p>
      <Button size="sm" variant="destructive" className="ml-auto" onClick={onInterrupt}>
        <Square aria-hidden="true" /> Interromper Busca
      </Button>
    </div>
  );
}
