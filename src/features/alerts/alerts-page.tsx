import { useLiveQuery } from 'dexie-react-hooks';
import { AlertTriangle, BellRing } from 'lucide-react';
import { ALERT_NEEDS_LIVE_SOURCE } from '@core/schemas/alerts';
import { PriceAlertForm } from '@/shared/price-alert-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/lib/session-state';
import { localDb } from '@/lib/local-db';
import { createPriceAlert, type NewPriceAlert } from '@/shared/price-alerts';
import { AlertCard } from './alert-card';
import { PushPanel } from './push-panel';
import { TelegramPanel } from './telegram-panel';
import { useAlertStatus } from './api/get-alert-status';

/**
 * 'Meus alertas': price alerts kept on the device and synced (SPEC §3 price_alerts), with what the server saw
 * when it checked them: state, last check, price history, 'Verificar agora' and Web Push.
 */
export function AlertsPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const status = useAlertStatus();
  const alerts = useLiveQuery(
    async () =>
      userId ? (await localDb.priceAlerts.where('userId').equals(userId).toArray()).filter((a) => !a.deleted_at) : [],
    [userId],
  );
  if (!userId)
    return <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para criar alertas.</p>;

  const create = async (values: NewPriceAlert) => {
    const created = (await createPriceAlert(userId, values)) === 'created';
    toast({
      title: created ? 'Alerta criado' : 'Este alerta já existe',
      description: `${values.origin} → ${values.destination}`,
    });
  };

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Meus alertas</h1>
      {status && !status.live && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{status.message ?? ALERT_NEEDS_LIVE_SOURCE}</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <BellRing className="size-5 text-primary" aria-hidden="true" /> Novo alerta de preço
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PriceAlertForm onCreate={create} inline />
        </CardContent>
      </Card>
      <section aria-labelledby="avisos-titulo" className="space-y-2">
        <h2 id="avisos-titulo" className="text-lg font-semibold">
          Avisos no celular
        </h2>
        <p className="text-sm text-muted-foreground">
          Receba uma notificação quando um alerta disparar, mesmo com o app fechado.
        </p>
        <PushPanel status={status} />
      </section>
      <section aria-labelledby="telegram-titulo" className="space-y-2">
        <h2 id="telegram-titulo" className="text-lg font-semibold">
          Telegram
        </h2>
        <p className="text-sm text-muted-foreground">Receba os alertas no chat do Telegram que você lê.</p>
        <TelegramPanel />
      </section>
      {alerts && alerts.length === 0 && (
        <p className="text-center text-muted-foreground">Nenhum alerta criado ainda.</p>
      )}
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Alertas de preço">
        {alerts?.map((alert) => (
          <AlertCard key={alert.id} alert={alert} userId={userId} live={status ? status.live : null} />
        ))}
      </ul>
    </div>
  );
}
