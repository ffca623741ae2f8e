import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@core/format/dates';
import type { TripPlanReply, TripPlanRequest } from '@core/schemas/trip-plan';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useAuthState } from '@/lib/session-state';
import { householdMembers } from '@/shared/household';
import { toUserMessage } from '@/lib/user-message';
import { createTripPlans, keepTripPlans, keptTripPlans } from './create-trip-plans';
import { TripForm } from './trip-form';
import { planKey, TripPlanCard } from './trip-plan-card';

/**
 * Viagem: the whole trip for the whole party, each direction in cash or in one programme's miles, the cheapest
 * total in reais first, with who issues from which balance and the transfers to make. The last plans stay on the
 * device and open offline with the time they were made.
 */
export function TripPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const members = useLiveQuery(async () => (userId ? householdMembers(userId) : []), [userId]) ?? [];
  const [reply, setReply] = useState<TripPlanReply | null>(null);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void keptTripPlans(userId).then((found) => {
      if (live && found) {
        setReply((now) => now ?? found.reply);
        setKept(true);
      }
    });
    return () => {
      live = false;
    };
  }, [userId]);

  const plan = async (request: TripPlanRequest) => {
    setBusy(true);
    setError(null);
    try {
      const next = await createTripPlans(request);
      setReply(next);
      setKept(false);
      if (userId) await keepTripPlans(userId, next);
    } catch (err) {
      setError(toUserMessage(err, 'Não foi possível planejar a viagem.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Viagem</h1>
      <p className="text-sm text-muted-foreground">
        Ida e volta para todos, cada trecho em dinheiro ou em milhas, no valor do seu milheiro e com as taxas em reais.
      </p>
      <TripForm busy={busy} members={members} onSubmit={(r) => void plan(r)} />
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {reply && (
        <section aria-labelledby="viagem-planos" className="grid gap-3">
          {/* The plans' own heading: each plan's h3 sits under it (axe: heading-order). */}
          <h2 id="viagem-planos" className="text-xl font-semibold">
            Planos
          </h2>
          <p className="text-sm text-muted-foreground">
            {kept ? `Últimos planos (${formatDateTime(reply.generatedAt)}) · ` : ''}
            {reply.demo ? 'Demonstração · ' : ''}consultas: Seats.aero {reply.calls.seatsAero.made}, tarifas{' '}
            {reply.calls.cash.made}
          </p>
          {reply.errors.map((e) => (
            <p key={e.provider} className="text-sm text-destructive">
              {e.message}
            </p>
          ))}
          {reply.plans.length === 0 && <p>Nenhum plano encontrado nessas datas.</p>}
          {reply.plans.map((p, i) => (
            <TripPlanCard key={planKey(p)} plan={p} rank={i + 1} trip={reply} userId={userId} />
          ))}
        </section>
      )}
    </div>
  );
}
