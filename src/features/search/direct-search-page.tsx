import { Bug } from 'lucide-react';
import { useMemo, useState } from 'react';
import { splitByDirection } from '@core/flights/collections';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api';
import { useBuscadorSearch } from './api/use-buscador-search';
import { allResults, resultsLabel, searchErrorMessage } from './buscador-client';
import { DirectFlightCard } from './direct-flight-card';
import { SearchForm } from './search-form';
import { NoFlightsFound, OneShotSearchLayout } from './search-page-parts';

export const PRODUCT_NAME = 'Bússola das Passagens';
export const DEBUG_LOG_LABEL = 'Bússola das Passagens: última resposta de POST /api/search/buscador';

function ResultGrid({ flights, query, empty }: { flights: Flight[]; query: SearchQuery; empty: string }) {
  if (flights.length === 0) return <p className="py-8 text-center text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Resultados">
      {flights.map((flight) => (
        <li key={flight.id} className="flex">
          <div className="w-full">
            <DirectFlightCard flight={flight} passengers={query.passengers} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 screen 3 (/buscador-direto), titled with the product name: one POST /api/search/buscador, results
 * split into outbound and return, each card with 'Verificar' and 'Resgatar' or 'Comprar', and a debug button
 * that writes the last reply to the browser console.
 */
export function DirectSearchPage() {
  const search = useBuscadorSearch();
  const [logged, setLogged] = useState(false);
  const [direction, setDirection] = useState<'ida' | 'volta'>('ida');
  const { loading } = search;
  const error = search.error ? searchErrorMessage(search.error) : null;
  const outcome = useMemo(
    () => (search.answer ? { query: search.answer.query, flights: allResults(search.answer.data) } : null),
    [search.answer],
  );
  const lastResponse = search.error instanceof ApiError ? search.error.body : search.answer?.raw;

  const onSearch = (query: SearchQuery) => {
    setLogged(false);
    setDirection('ida');
    search.run(query);
  };

  const split = useMemo(() => splitByDirection(outcome?.flights ?? []), [outcome]);
  const roundTrip = outcome?.query.tripType === 'ROUND_TRIP' || split.inbound.length > 0;

  const logResponse = () => {
    console.log(DEBUG_LOG_LABEL, lastResponse);
    setLogged(true);
  };

  return (
    <OneShotSearchLayout
      title={PRODUCT_NAME}
      lead="Passagens em reais e em milhas numa busca só, com cada milha avaliada em reais."
      form={<SearchForm busy={loading} onSearch={onSearch} label="Buscar passagens" />}
      toolbar={
        <div className="flex flex-wrap items-center justify-end gap-2">
          <span className="text-xs text-muted-foreground" role="status">
            {logged ? 'Resposta registrada no console do navegador' : ''}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={logResponse} disabled={lastResponse === undefined}>
            <Bug aria-hidden="true" /> Depurar resposta
          </Button>
        </div>
      }
      error={error}
      loading={loading}
      answered={outcome !== null}
    >
      {outcome && (
        <section aria-labelledby="direto-resultados" className="space-y-4">
          <h2 id="direto-resultados" className="text-xl font-semibold">
            Resultados{' '}
            <span className="text-base font-normal text-muted-foreground">
              ({resultsLabel(outcome.flights.length)})
            </span>
          </h2>
          {outcome.flights.length === 0 ? (
            <NoFlightsFound />
          ) : (
            <Tabs value={direction} onValueChange={(v) => setDirection(v as 'ida' | 'volta')}>
              <TabsList>
                <TabsTrigger value="ida">Ida ({split.outbound.length})</TabsTrigger>
                {roundTrip && (
                  <TabsTrigger value="volta" disabled={split.inbound.length === 0}>
                    Volta ({split.inbound.length})
                  </TabsTrigger>
                )}
              </TabsList>
              <TabsContent value="ida">
                <ResultGrid flights={split.outbound} query={outcome.query} empty="Nenhum voo de ida encontrado." />
              </TabsContent>
              {roundTrip && (
                <TabsContent value="volta">
                  <ResultGrid flights={split.inbound} query={outcome.query} empty="Nenhum voo de volta encontrado." />
                </TabsContent>
              )}
            </Tabs>
          )}
        </section>
      )}
    </OneShotSearchLayout>
  );
}
