import { useLiveQuery } from 'dexie-react-hooks';
import { BellRing, CloudOff, Trash2 } from 'lucide-react';
import { PriceAlertForm } from '@/components/price-alert-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/features/auth/auth-state';
import { formatBRL, formatMiles } from '@/lib/format';
import { localDb } from '@/lib/local-db';
import { createPriceAlert, type NewPriceAlert, removePriceAlert } from '@/lib/price-alerts';

/** 'Meus alertas': price alerts kept on the device and synced (SPEC §3 price_alerts). */
export function AlertsPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
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
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BellRing className="size-5 text-primary" aria-hidden="true" /> Novo alerta de preço
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PriceAlertForm onCreate={create} inline />
        </CardContent>
      </Card>
      {alerts && alerts.length === 0 && (
        <p className="text-center text-muted-foreground">Nenhum alerta criado ainda.</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Alertas de preço">
        {alerts?.map((alert) => (
          <li key={alert.id} className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4">
            <div>
              <p className="font-semibold">
                {alert.origin} → {alert.destination}
              </p>
              <p className="text-sm text-muted-foreground">
                até{' '}
                {alert.alert_type === 'milhas' ? `${formatMiles(alert.max_price)} milhas` : formatBRL(alert.max_price)}
              </p>
              {alert.pending === 1 && (
                <Badge variant="warning">
                  <CloudOff aria-hidden="true" /> Aguardando sincronização
                </Badge>
              )}
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Excluir alerta ${alert.origin} → ${alert.destination}`}
              onClick={() => void removePriceAlert(userId, alert.id).then(() => toast({ title: 'Alerta excluído' }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
