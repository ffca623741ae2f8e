import { useLiveQuery } from 'dexie-react-hooks';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RecentSearch } from '@/lib/local-db';
import { formatDate, formatDateTime } from '@core/format/dates';
import { recentSearches } from '@/shared/search-history';
import { useOnline } from '@/lib/use-online';

/** The last searches kept on the device with their results; they reopen without network. */
export function RecentSearches({ userId, onOpen }: { userId: string; onOpen: (search: RecentSearch) => void }) {
  const online = useOnline();
  const kept = useLiveQuery(() => recentSearches(userId), [userId]);
  if (!kept || kept.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="size-5" aria-hidden="true" /> Buscas recentes
        </CardTitle>
        <CardDescription>
          {online
            ? 'As últimas buscas ficam salvas neste aparelho e abrem mesmo sem internet.'
            : 'Sem internet: abra uma busca recente salva neste aparelho.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Buscas recentes">
          {kept.map((search) => {
            const count = search.flights.filter((f) => !f.isInfoOnly).length;
            const { query } = search;
            return (
              <li key={search.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-medium">
                  {query.origin} → {query.destination}
                </span>
                <span className="text-muted-foreground">
                  {formatDate(query.departureDate)}
                  {query.returnDate ? ` – ${formatDate(query.returnDate)}` : ''} · {count}{' '}
                  {count === 1 ? 'resultado' : 'resultados'} · buscada em {formatDateTime(search.fetchedAt)}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  aria-label={`Abrir busca ${query.origin} → ${query.destination} de ${formatDateTime(search.fetchedAt)}`}
                  onClick={() => onOpen(search)}
                >
                  Abrir
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
