import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { DateAwardSearch } from '@core/schemas/award';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { type DateRun, useDateAwards } from './api/search-date-awards';
import { useSearchLog } from './use-search-log';
import { AwardByDateForm } from './award-by-date-form';
import { BookingOpens } from '@/shared/booking-opens/booking-opens';
import { AwardByDateTable } from './award-by-date-table';
import { AwardNotices } from './award-notices';
import { dateFailureMessage } from './award-outcome';

/** SPEC §2 screen 7 'Tabela Fixa e Award por Data' (/award-por-data): every programme, one date. */
export function AwardByDatePage() {
  const [defaults] = useState<DateAwardSearch>(() => ({
    origin: 'GRU',
    destination: 'MIA',
    departureDate: addDaysIso(todayIsoDate(), 30),
  }));
  const request = useDateAwards();
  const loading = request.loading;
  // The last results stay on screen under a new search, and after one is cancelled.
  const [run, setRun] = useState<DateRun | null>(null);
  const runs = useRef(0);
  const logSearch = useSearchLog();
  const { answer, error } = request;

  useEffect(() => {
    if (answer) setRun(answer.output);
  }, [answer]);

  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Erro ao buscar voos',
      description: 'Ocorreu um erro ao comunicar com o servidor.',
      variant: 'destructive',
    });
  }, [error]);

  const onSearch = (values: DateAwardSearch) => {
    logSearch({
      origin: values.origin,
      destination: values.destination,
      search_type: 'award',
      departure_date: values.departureDate,
    });
    runs.current += 1;
    request.run({ values, id: runs.current });
  };

  const cancel = () => {
    request.cancel();
    toast({ title: 'Busca cancelada', description: 'A busca foi cancelada com sucesso.' });
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Tabela Fixa e Award por Data</h1>
        <p className="text-muted-foreground">
          Voos award de todos os programas para uma data, com milhas e assentos disponíveis.
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <AwardByDateForm defaults={defaults} busy={loading} onSearch={onSearch} />
        </CardContent>
      </Card>
      {loading && (
        <div className="flex flex-col items-center gap-3 py-10">
          <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p role="status">Buscando voos award...</p>
          <Button type="button" variant="ghost" size="sm" onClick={cancel}>
            Cancelar busca
          </Button>
        </div>
      )}
      {run && !loading && (
        <section aria-label="Resultados" className="space-y-4">
          <AwardNotices
            offline={run.outcome.offline}
            failures={run.outcome.failures}
            flightCount={run.rows.length}
            message={dateFailureMessage}
          />
          <BookingOpens windows={run.bookingWindows} travelDate={run.date} now={new Date()} />
          <AwardByDateTable key={run.id} rows={run.rows} date={run.date} />
        </section>
      )}
    </div>
  );
}
