import { useEffect, useMemo, useState } from 'react';
import { formValuesOf } from '@core/links/search-link';
import { type SearchQuery, searchQueryKey } from '@core/schemas/search';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { useRevealTop } from '@/lib/use-reveal-top';
import { useBuscadorSearch } from './api/use-buscador-search';
import { allResults } from './buscador-client';
import { FlightList } from './flight-list';
import { SearchForm } from './search-form';
import { NoSearchYet, SearchFormCard, SearchingSpinner, SearchPageHeader } from './search-page-parts';

const START_FAILED = 'Erro ao iniciar a busca. Tente novamente mais tarde.';

/** SPEC §2 screen 1 'Buscador Inteligente' (/buscador): the whole answer at once, split three ways. */
export function SmartSearchPage() {
  const [tab, setTab] = useState<'buscar' | 'resultados'>('buscar');
  const search = useBuscadorSearch();
  const top = useRevealTop<HTMLDivElement>();
  const { reveal } = top;
  const { loading } = search;
  // The form shows the last search run: the tabs unmount it, and it must not come back on the defaults.
  const [last, setLast] = useState<SearchQuery | null>(null);
  const onSearch = (query: SearchQuery) => {
    setLast(query);
    search.run(query);
  };
  const data = search.answer?.data ?? null;
  // Every result, so a miles card's verdict can use a cash fare shown in another list.
  const pool = useMemo(() => (data ? allResults(data) : []), [data]);

  useEffect(() => {
    if (!search.answer) return;
    setTab('resultados');
    reveal();
  }, [search.answer, reveal]);

  useEffect(() => {
    if (!search.error) return;
    toast({
      title: 'Erro ao buscar voos',
      // Without a reply the screen says to try later rather than name the connection.
      description: isOffline(search.error) ? START_FAILED : toUserMessage(search.error, START_FAILED),
      variant: 'destructive',
    });
  }, [search.error]);

  return (
    <div className="space-y-6">
      <SearchPageHeader title="Buscador Inteligente">
        Todas as opções de uma vez, das melhores às demais.
      </SearchPageHeader>
      <Tabs
        ref={top.ref}
        className="scroll-mt-20"
        value={tab}
        onValueChange={(v) => setTab(v as 'buscar' | 'resultados')}
      >
        <TabsList>
          <TabsTrigger value="buscar">Buscar</TabsTrigger>
          <TabsTrigger value="resultados" disabled={!data}>
            Resultados
          </TabsTrigger>
        </TabsList>
        <TabsContent value="buscar">
          <SearchFormCard>
            <SearchForm
              key={last ? searchQueryKey(last) : ''}
              busy={loading}
              onSearch={onSearch}
              {...(last ? { initial: formValuesOf(last) } : {})}
            />
          </SearchFormCard>
          {loading && <SearchingSpinner />}
        </TabsContent>
        <TabsContent value="resultados">
          {!data ? (
            <NoSearchYet />
          ) : (
            <div className="space-y-6">
              <section aria-labelledby="melhores-opcoes" className="space-y-3">
                <h2 id="melhores-opcoes" className="text-xl font-semibold">
                  Melhores Opções
                </h2>
                <FlightList flights={data.bestValue} pool={pool} shortlist empty="Nenhum voo encontrado." />
              </section>
              <Tabs defaultValue="reais">
                <TabsList>
                  <TabsTrigger value="reais">Passagens (R$)</TabsTrigger>
                  <TabsTrigger value="milhas">Milhas</TabsTrigger>
                </TabsList>
                <TabsContent value="reais">
                  <FlightList
                    flights={data.cashFlights}
                    pool={pool}
                    empty="Nenhum voo encontrado com pagamento em reais."
                  />
                </TabsContent>
                <TabsContent value="milhas">
                  <FlightList
                    flights={data.milesFlights}
                    pool={pool}
                    empty="Nenhum voo encontrado com pagamento em milhas."
                  />
                </TabsContent>
              </Tabs>
            </div>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
