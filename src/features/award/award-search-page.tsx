import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AwardSearch } from '@core/schemas/award';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useRevealTop } from '@/lib/use-reveal-top';
import { searchAwards } from './api/search-awards';
import { AwardNotices } from './award-notices';
import { awardFailureMessage } from './award-outcome';
import { AwardPageLinks } from './award-page-links';
import { AwardResults } from './award-results';
import { awardDefaultsFromQuery } from '@core/links/award-link';
import { AwardSearchForm } from './award-search-form';
import { useCountedSearch } from './use-counted-search';
import { useSearchLog } from './use-search-log';

type Tab = 'buscar' | 'resultados';

/** SPEC §2 screen 6 'Busca Tabela Fixa e Tarifa Awards' (/busca-award, /combined-award-search, /tarifas-award). */
export function AwardSearchPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>('buscar');
  const top = useRevealTop<HTMLDivElement>();
  const search = useCountedSearch('award-search', searchAwards, (r) => r.flights.length);
  const runs = useRef(0);
  const run = search.result;
  const logSearch = useSearchLog();
  const hasResults = !!run && run.flights.length > 0;
  // The form shows the last search run (the tabs unmount it); before the first, the link's route or the defaults.
  const [last, setLast] = useState<{ key: string; values: AwardSearch } | null>(null);

  const { reveal } = top;
  // A search's results on screen: the tab follows them, and the page scrolls to them when there are some.
  useEffect(() => {
    if (!run) return;
    setTab(run.flights.length > 0 ? 'resultados' : 'buscar');
    if (run.flights.length > 0) reveal();
  }, [run, reveal]);

  useEffect(() => {
    if (!search.error) return;
    toast({
      title: 'Erro ao buscar voos',
      description: 'Ocorreu um erro ao comunicar com o servidor.',
      variant: 'destructive',
    });
  }, [search.error]);

  const onSearch = (values: AwardSearch) => {
    runs.current += 1;
    setLast({ key: `busca-${runs.current}`, values });
    const route = { origin: values.origin, destination: values.destination };
    logSearch({ ...route, search_type: 'award', departure_date: null });
    search.start({ values, id: runs.current });
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Busca Tabela Fixa e Tarifa Awards</h1>
        <p className="text-muted-foreground">
          Tarifas em milhas de LATAM Pass, Azul Fidelidade, Smiles e Virgin Atlantic, com o valor estimado em reais.
        </p>
        <AwardPageLinks />
      </header>
      {run && !search.loading && (
        <AwardNotices
          offline={run.outcome.offline}
          failures={run.outcome.failures}
          flightCount={run.flights.length}
          message={awardFailureMessage}
        />
      )}
      <Tabs
        ref={top.ref}
        className="scroll-mt-20"
        value={tab}
        onValueChange={(v) => setTab(v === 'resultados' ? 'resultados' : 'buscar')}
      >
        <TabsList>
          <TabsTrigger value="buscar">Buscar</TabsTrigger>
          <TabsTrigger value="resultados" disabled={!hasResults}>
            Resultados{hasResults ? ` (${run.flights.length})` : ''}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="buscar" className="space-y-4">
          <Card>
            <CardContent className="pt-6">
              <AwardSearchForm
                key={last?.key ?? params.toString()}
                defaults={last?.values ?? awardDefaultsFromQuery(params)}
                busy={search.loading}
                onSearch={onSearch}
              />
            </CardContent>
          </Card>
          {search.loading && (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
              <p role="status">Buscando tarifas nos programas selecionados...</p>
              <p className="text-2xl font-semibold tabular-nums" data-testid="contador-award">
                {search.counter} {search.counter === 1 ? 'voo encontrado' : 'voos encontrados'}
              </p>
              <Button type="button" variant="ghost" size="sm" onClick={search.cancel}>
                Cancelar busca
              </Button>
            </div>
          )}
          {!search.loading && search.searched && !hasResults && (
            <div className="py-10 text-center">
              <p className="font-medium">Nenhum voo encontrado</p>
              <p className="text-muted-foreground">Tente outra rota, outra classe ou outros programas.</p>
            </div>
          )}
        </TabsContent>
        <TabsContent value="resultados">
          {hasResults && <AwardResults key={run.id} flights={run.flights} passengers={run.passengers} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
