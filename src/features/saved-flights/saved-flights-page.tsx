import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthState } from '@/lib/session-state';
import { localDb } from '@/lib/local-db';
import { SavedFlightCard } from './saved-flight-card';
import { SEARCH_PATH } from '@core/links/paths';

/** SPEC §2 'Voos Salvos' (/favoritos): read from the device, so it opens with the network off. */
export function SavedFlightsPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const flights = useLiveQuery(
    async () =>
      userId
        ? (await localDb.savedFlights.where('userId').equals(userId).toArray())
            .filter((f) => !f.deleted_at)
            .sort((a, b) => b.saved_at.localeCompare(a.saved_at))
        : [],
    [userId],
  );
  if (!userId)
    return (
      <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para ver seus voos salvos.</p>
    );
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Voos Salvos</h1>
      {flights === undefined ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Carregando voos salvos">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((slot) => (
            <Skeleton key={slot} className="h-48" />
          ))}
        </div>
      ) : flights.length === 0 ? (
        <div className="space-y-3 py-16 text-center">
          <p className="text-lg font-medium">Nenhum voo salvo ainda</p>
          <p className="text-muted-foreground">Comece a salvar seus voos favoritos durante as buscas</p>
          <Button asChild>
            <Link to={SEARCH_PATH}>Fazer uma busca</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Voos salvos">
          {flights.map((flight) => (
            <li key={flight.id}>
              <SavedFlightCard flight={flight} userId={userId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
