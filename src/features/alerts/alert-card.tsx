import { CloudOff, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { providerLabel } from '@core/format/labels';
import { alertTriggerText, priceWithValue, watchedText } from '@/shared/alert-text';
import type { LocalPriceAlert } from '@/lib/local-db';
import { removePriceAlert, setPriceAlertActive } from '@/shared/price-alerts';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { lastAnnouncedText } from '@core/alerts/announced-text';
import { alertState, lastCheckText } from './alert-status';
import { useCheckAlert } from './api/check-alert';
import { useAlertHistory } from './api/get-alert-history';
import { PriceHistoryChart } from '@/shared/price-history-chart';
import { openingWatchText } from '@core/format/booking-window';
import { QuietHoursToggle } from './quiet-hours-toggle';
import { RouteInsight } from './route-insight';

const NEEDS_CONNECTION = 'Precisa de conexão com a internet.';
const NO_LIVE_SOURCE = 'fonte ao vivo não configurada neste servidor.';

/** One alert on /alertas: what it watches, its state, the last check, its price history and its actions. */
export function AlertCard({ alert, userId, live }: { alert: LocalPriceAlert; userId: string; live: boolean | null }) {
  const online = useOnline();
  const route = `${alert.origin} → ${alert.destination}`;
  const state = alertState(alert, live);
  const reasonId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Why 'Verificar agora' is off, in words on the card (a tooltip alone reaches neither touch nor every reader).
  const checkOffReason = !online ? NEEDS_CONNECTION : live === false ? NO_LIVE_SOURCE : null;
  // A write the server refused is not on the server: no history, no 'Verificar agora', the reason instead.
  const synced = alert.pending === 0 && !alert.sync_error;
  const history = useAlertHistory(alert.id, synced);
  const check = useCheckAlert();
  const checking = check.isPending;

  const checkNow = async () => {
    try {
      const reply = await check.mutateAsync(alert.id);
      const best = reply.best;
      toast({
        title: reply.fired ? 'Alerta disparado!' : 'Verificação concluída',
        description: best
          ? `${route}: ${priceWithValue(alert.alert_type, best)} (${providerLabel(best.source)})`
          : `${route}: nenhuma oferta encontrada.`,
      });
      history.reload();
      const { syncNow } = await import('@/lib/sync');
      void syncNow(userId);
    } catch (err) {
      const message = isOffline(err) ? NEEDS_CONNECTION : toUserMessage(err, 'Erro inesperado');
      toast({ title: 'Não foi possível verificar', description: message, variant: 'destructive' });
    }
  };

  return (
    <li className="space-y-3 rounded-xl border bg-card p-4" aria-label={`Alerta ${route}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <p className="font-semibold">{route}</p>
          <p className="text-sm text-muted-foreground">
            {alertTriggerText(alert)}
            {(alert.passengers ?? 1) > 1 && ` · ${alert.passengers} passageiros`}
          </p>
          <p className="text-sm text-muted-foreground">{watchedText(alert)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={state.tone}>{state.label}</Badge>
          {alert.pending === 1 && (
            <Badge variant="warning">
              <CloudOff aria-hidden="true" /> Aguardando sincronização
            </Badge>
          )}
          {alert.sync_error && (
            <Badge variant="destructive">
              <CloudOff aria-hidden="true" /> Não sincronizado
            </Badge>
          )}
        </div>
      </div>
      {alert.sync_error && (
        <p className="text-sm text-destructive" role="alert">
          {alert.sync_error}
        </p>
      )}
      <p className="text-sm" data-testid="ultima-verificacao">
        {lastCheckText(alert, live)}
      </p>
      {alert.last_announced && (
        <p className="text-sm" data-testid="ultimo-aviso">
          {lastAnnouncedText(alert.last_announced)}
        </p>
      )}
      {alert.opening_program && (
        <p className="text-sm" data-testid="aviso-abertura">
          {openingWatchText(
            alert.opening_program,
            Boolean(alert.opening_announced_on) && alert.opening_announced_on === alert.date_from,
          )}
        </p>
      )}
      <QuietHoursToggle alert={alert} userId={userId} />
      {alert.alert_type === 'reais' && synced && <RouteInsight alert={alert} />}
      <div>
        {history.state.status === 'ready' && history.state.items.length > 0 ? (
          <PriceHistoryChart
            points={history.state.items}
            unit={alert.alert_type}
            maxPrice={alert.max_price ?? undefined}
          />
        ) : history.state.status === 'ready' ? (
          // No empty chart before the first check: a frame with no points says nothing.
          <p className="text-sm text-muted-foreground">Histórico de preços: aparece após a primeira verificação.</p>
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
          aria-describedby={checkOffReason ? reasonId : undefined}
          onClick={() => void checkNow()}
          aria-label={`Verificar agora ${route}`}
        >
          <RefreshCw aria-hidden="true" className={checking ? 'animate-spin' : undefined} /> Verificar agora
        </Button>
        {confirmingDelete ? (
          <fieldset
            className="m-0 flex flex-wrap items-center gap-2 border-0 p-0"
            aria-label={`Excluir alerta ${route}?`}
          >
            <span className="text-sm font-medium">Excluir este alerta?</span>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => void removePriceAlert(userId, alert.id).then(() => toast({ title: 'Alerta excluído' }))}
            >
              Sim, excluir
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmingDelete(false)}>
              Cancelar
            </Button>
          </fieldset>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Excluir alerta ${route}`}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 aria-hidden="true" /> Excluir
          </Button>
        )}
      </div>
      {checkOffReason && (
        <p id={reasonId} className="text-xs text-muted-foreground">
          Verificar agora: {checkOffReason}
        </p>
      )}
    </li>
  );
}
