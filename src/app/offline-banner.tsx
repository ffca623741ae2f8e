import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';

/** 'Você está offline' while the browser has no network; saved data still opens. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-yellow-100 px-4 py-2 text-sm text-yellow-900"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" /> Você está offline. Seus voos salvos e suas últimas
      buscas continuam disponíveis; o que você fizer agora será enviado quando a conexão voltar.
    </div>
  );
}
