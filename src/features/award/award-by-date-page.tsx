import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { DEFAULT_AWARD_PROGRAMS, type DateAwardFlight, type DateAwardSearch } from '@core/schemas/award';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { searchPrograms } from './api/search-programs';
import { useSearchLog } from './use-search-log';
import { AwardByDateForm } from './award-by-date-form';
import { AwardByDateTable } from './award-by-date-table';
import { AwardNotices } from './award-notices';
import { type AwardOutcome, combineProgramResults, dateFailureMessage } from './award-outcome';
import { dateAwardRows } from './date-rows';

interface DateRun {
  id: number;
  outcome: AwardOutcome;
  rows: DateAwardFlight[];
}

/** SPEC §2 screen 7 'Tabela Fixa e Award por Data' (/award-por-data): every programme, one date. */
export function AwardByDatePage() {
  const [defaults] = useState<DateAwardSearch>(() => ({
    origin: 'GRU',
    destination: 'MIA',
    departureDate: addDaysIso(todayIsoDate(), 30),
  }));
  const [loading, setLoading] = useState(false);
  const [run, setRun] = useState<DateRun | null>(null);
  const controller = useRef<AbortController | null>(null);
  const logSearch = useSearchLog();

  useEffect(() => () => controller.current?.abort(), []);

  const onSearch = async (values: DateAwardSearch) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setLoading(true);
    const route = { origin: values.origin, destination: values.destination };
    logSearch({ ...route, search_type: 'award', departure_date: values.departureDate });
    try {
      const outcome = combineProgramResults(
        await searchPrograms(DEFAULT_AWARD_PROGRAMS, route, ctrl.signal),
        route,
        'ALL',
      );
      setRun((previous) => ({
        id: (previous?.id ?? 0) + 1,
        outcome,
        rows: dateAwardRows(outcome, values.departureDate),
      }));
    } catch {
      if (!ctrl.signal.aborted)
        toast({
          title: 'Erro ao buscar voos',
          description: 'Ocorreu um erro ao comunicar com o servidor.',
          variant: 'destructive',
        });
    } finally {
      if (controller.current === ctrl) {
        controller.current = null;
        setLoading(false);
      }
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setLoading(false);
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
          <AwardByDateForm defaults={defaults} busy={loading} onSearch={(v) => void onSearch(v)} />
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
          <AwardByDateTable key={run.id} rows={run.rows} />
        </section>
      )}
    </div>
  );
}
