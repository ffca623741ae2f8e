import { useLiveQuery } from 'dexie-react-hooks';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@core/format/dates';
import { SAVED_FLIGHTS_PATH } from '@core/links/paths';
import type { TripPlan } from '@core/schemas/trip-plan';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { localDb } from '@/lib/local-db';
import { PriceAlertDialog } from '@/shared/price-alert-dialog';
import { directionAlert, type Leg, planDirections, planSavedIds, saveTripPlan, type TripContext } from './plan-flights';

const LEG_WORD: Record<Leg, string> = { outbound: 'ida', inbound: 'volta' };

/** True once every direction of the plan is among the user's saved flights (read from the device, live). */
function usePlanSaved(userId: string, plan: TripPlan, trip: TripContext): boolean | undefined {
  return useLiveQuery(async () => {
    const ids = await planSavedIds(userId, plan, trip);
    const rows = await localDb.savedFlights.bulkGet(ids);
    return rows.every((row) => row !== undefined && row.userId === userId && !row.deleted_at);
  }, [userId, plan, trip]);
}

/**
 * Under a plan: 'Salvar viagem' (both directions into Meus Voos Salvos, as a result card saves a flight; saved
 * once, however often pressed) and 'Criar alerta' for each direction, prefilled with its route, the window the plan
 * searched, the cabin, the party and this plan's price.
 */
export function TripPlanActions({
  userId,
  plan,
  trip,
  rank,
}: {
  userId: string;
  plan: TripPlan;
  trip: TripContext;
  rank: number;
}) {
  const saved = usePlanSaved(userId, plan, trip);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await saveTripPlan(userId, plan, trip);
    } catch {
      toast({ title: 'Erro ao salvar viagem', description: 'Tente novamente.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2 border-t pt-3">
      {saved ? (
        <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <BookmarkCheck className="size-4 text-primary" aria-hidden="true" />
          <span>Viagem salva em Meus Voos Salvos.</span>
          <Link to={SAVED_FLIGHTS_PATH} className="font-medium text-primary underline underline-offset-4">
            Ver voos salvos
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {saved === false && (
          <Button size="sm" disabled={busy} aria-busy={busy} onClick={() => void save()}>
            <Bookmark aria-hidden="true" /> Salvar viagem
          </Button>
        )}
        {planDirections(plan).map(({ leg, direction }) => {
          const alert = directionAlert(direction, leg, trip, plan.passengers);
          return (
            <PriceAlertDialog
              key={leg}
              userId={userId}
              idPrefix={`alerta-plano-${rank}-${leg}`}
              defaults={alert}
              trigger={`Criar alerta da ${LEG_WORD[leg]}`}
              title={`Alerta de preço da ${LEG_WORD[leg]}`}
              description={`Avisaremos quando ${alert.origin} → ${alert.destination} ficar abaixo do preço máximo entre ${formatDate(alert.date_from ?? '')} e ${formatDate(alert.date_to ?? '')}.`}
            />
          );
        })}
      </div>
    </div>
  );
}
