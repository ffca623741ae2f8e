import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** 'Você está offline' while the browser has no network; saved data still opens. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-yellow-100 px-4 py-2 text-sm text-yellow-900">
      <WifiOff className="size-4" aria-hidden="true" /> Você está offline. Seus voos salvos continuam disponíveis; o que você
      fizer agora será enviado quando a conexão voltar.
    </div>
  );
}
