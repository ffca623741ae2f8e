import { useLiveQuery } from 'dexie-react-hooks';
import { CloudOff, Plane, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/features/auth/auth-state';
import { formatBRL, formatDate, formatDateTime, formatMiles } from '@/lib/format';
import { type LocalSavedFlight, localDb } from '@/lib/local-db';
import { removeSavedFlight } from '@/lib/saved-flights';

function SavedFlightCard({ flight, userId }: { flight: LocalSavedFlight; userId: string }) {
  const remove = async () => {
    try {
      await removeSavedFlight(userId, flight.id);
      toast({ title: 'Voo removido!', description: 'O voo foi removido dos seus favoritos.' });
    } catch (err) {
      toast({
        title: 'Erro ao remover voo',
        description: err instanceof Error ? err.message : 'Erro inesperado',
        variant: 'destructive',
      });
    }
  };
  const url = typeof flight.flight?.url === 'string' ? flight.flight.url : '';
  return (
    <Card aria-label={`${flight.origin} para ${flight.destination}`}>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Plane className="size-4 text-primary" aria-hidden="true" />
          {flight.origin} → {flight.destination}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {[flight.companhia, flight.program].filter(Boolean).join(' · ')}
          {flight.cabine ? ` · ${flight.cabine}` : ''}
        </p>
        {flight.pending === 1 && (
          <Badge variant="warning" className="self-start">
            <CloudOff aria-hidden="true" /> Aguardando sincronização
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        {flight.milhas !== null && (
          <p className="text-xl font-bold">
            {formatMiles(flight.milhas)} <span className="text-sm font-normal">milhas</span>
          </p>
        )}
        {flight.reais_estimado !== null && <p>{formatBRL(flight.reais_estimado)}</p>}
        {flight.data_voo && <p>Voo em {formatDate(flight.data_voo)}</p>}
        <p className="text-muted-foreground">Salvo em {formatDateTime(flight.saved_at)}</p>
        <div className="flex gap-2 pt-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void remove()}
            aria-label={`Remover ${flight.origin} → ${flight.destination}`}
          >
            <Trash2 aria-hidden="true" /> Remover
          </Button>
          {url ? (
            <Button asChild size="sm">
              <a href={url} target="_blank" rel="noopener noreferrer">
                Ver Detalhes
              </a>
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to={`/?origem=${flight.origin}&destino=${flight.destination}`}>Ver Detalhes</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

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
            <Link to="/">Fazer uma busca</Link>
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
