import { CloudOff, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatAlertPrice, priceWithValue, providerLabel, watchedText } from '@/lib/alert-text';
import { ApiError } from '@/lib/api';
import type { LocalPriceAlert } from '@/lib/local-db';
import { removePriceAlert, setPriceAlertActive } from '@/lib/price-alerts';
import { useOnline } from '@/lib/use-online';
import { alertState, lastCheckText } from './alert-status';
import { checkAlertNow } from './api/check-alert';
import { PriceHistoryChart } from './price-history-chart';
import { useAlertHistory } from './use-alert-history';

const NEEDS_CONNECTION = 'Precisa de conexão com a internet.';

/** One alert on /alertas: what it watches, its state, the last check, its price history and its actions. */
export function AlertCard({ alert, userId, live }: { alert: LocalPriceAlert; userId: string; live: boolean | null }) {
  const online = useOnline();
  const route = `${alert.origin} → ${alert.destination}`;
  const state = alertState(alert);
  const synced = alert.pending === 0;
  const history = useAlertHistory(alert.id, synced);
  const [checking, setChecking] = useState(false);

  const checkNow = async () => {
    setChecking(true);
    try {
      const reply = await checkAlertNow(alert.id);
      const best = reply.best;
      toast({
        title: reply.fired ? 'Alerta disparado!' : 'Verificação concluída',
        description: best
          ? `${route}: ${priceWithValue(alert.alert_type, best.price, best.value_brl)} (${providerLabel(best.source)})`
          : `${route}: nenhuma oferta encontrada.`,
      });
      history.reload();
      const { syncNow } = await import('@/lib/sync');
      void syncNow(userId);
    } catch (err) {
      const message = err instanceof ApiError && err.status === 0 ? NEEDS_CONNECTION : (err as Error).message;
      toast({ title: 'Não foi possível verificar', description: message, variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <li className="space-y-3 rounded-xl border bg-card p-4" aria-label={`Alerta ${route}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <p className="font-semibold">{route}</p>
          <p className="text-sm text-muted-foreground">
            até {formatAlertPrice(alert.alert_type, alert.max_price)} por passageiro
            {(alert.passengers ?? 1) > 1 && ` · ${alert.passengers} passageiros`}
          </p>
          <p className="text-sm text-muted-foreground">{watchedText(alert)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={state.tone}>{state.label}</Badge>
          {!synced && (
            <Badge variant="warning">
              <CloudOff aria-hidden="true" /> Aguardando sincronização
            </Badge>
          )}
        </div>
      </div>
      <p className="text-sm" data-testid="ultima-verificacao">
        {lastCheckText(alert)}
      </p>
      <div>
        {history.state.status === 'ready' ? (
          <PriceHistoryChart points={history.state.items} unit={alert.alert_type} maxPrice={alert.max_price} />
        ) : history.state.status === 'offline' ? (
          <p className="text-sm text-muted-foreground">Histórico de preços: {NEEDS_CONNECTION}</p>
        ) : history.state.status === 'error' ? (
          <p className="text-sm text-muted-foreground">Histórico indisponível: {history.state.message}</p>
        ) : synced ? (
          <p className="text-sm text-muted-foreground">Carregando histórico…</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void setPriceAlertActive(userId, alert.id, !alert.active)}
          aria-label={`${alert.active ? 'Pausar' : 'Retomar'} alerta ${route}`}
        >
          {alert.active ? 'Pausar' : 'Retomar'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!online || checking || !synced || live === false}
          title={online ? undefined : NEEDS_CONNECTION}
          onClick={() => void checkNow()}
          aria-label={`Verificar agora ${route}`}
        >
          <RefreshCw aria-hidden="true" className={checking ? 'animate-spin' : undefined} /> Verificar agora
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Excluir alerta ${route}`}
          onClick={() => void removePriceAlert(userId, alert.id).then(() => toast({ title: 'Alerta excluído' }))}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {!online && <p className="text-xs text-muted-foreground">Verificar agora: {NEEDS_CONNECTION}</p>}
    </li>
  );
}
