import { useAtom } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { applyUpdate, updateAvailableAtom } from '@/lib/pwa';

/** 'Nova versão disponível' banner, shown when a new service worker is waiting. */
export function ReloadPrompt({ onUpdate = applyUpdate }: { onUpdate?: () => void }) {
  const [available, setAvailable] = useAtom(updateAvailableAtom);
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 flex items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:left-auto sm:w-auto"
    >
      <RefreshCw className="size-5 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm font-medium">Nova versão disponível</p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="ghost" onClick={() => setAvailable(false)}>
          Depois
        </Button>
        <Button size="sm" onClick={onUpdate}>
          Atualizar
        </Button>
      </div>
    </div>
  );
}
