import { useLiveQuery } from 'dexie-react-hooks';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import type { Flight } from '@core/schemas/flight';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/lib/session-state';
import { localDb } from '@/lib/local-db';
import { saveFlight } from '@/shared/saved-flights';
import { usePassengerCount } from './passenger-count';

/** 'Salvar' on a result card; shows 'Salvo' once this result is among the user's saved flights. */
export function SaveFlightButton({ flight }: { flight: Flight }) {
  const auth = useAuthState();
  // Busy while the write lands: a double click saves once (saveFlight is idempotent too, by the flight's identity).
  const [busy, setBusy] = useState(false);
  const passengers = usePassengerCount();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const saved = useLiveQuery(
    async () =>
      userId
        ? (await localDb.savedFlights.where('userId').equals(userId).toArray()).some(
            (f) => !f.deleted_at && f.flight?.id === flight.id,
          )
        : false,
    [userId, flight.id],
  );
  if (!userId || flight.isInfoOnly) return null;
  if (saved) {
    return (
      <Button size="sm" variant="secondary" disabled>
        <BookmarkCheck aria-hidden="true" /> Salvo
      </Button>
    );
  }
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if ((await saveFlight(userId, flight, localDb, new Date(), passengers)) === 'saved') {
        toast({ title: 'Voo salvo', description: 'Disponível em Voos Salvos, mesmo sem internet.' });
      }
    } catch {
      toast({ title: 'Erro ao salvar voo', description: 'Tente novamente.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={busy} aria-busy={busy} onClick={() => void save()}>
      <Bookmark aria-hidden="true" /> Salvar
    </Button>
  );
}
