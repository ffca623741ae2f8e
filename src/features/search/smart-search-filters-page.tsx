import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { splitByDirection } from '@core/flights/collections';
import { filterFlights } from '@core/flights/filter';
import { SORT_LABELS, SORT_OPTIONS, type SortOption, sortFlights } from '@core/flights/sort';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useBuscadorSearch } from './api/use-buscador-search';
import { allResults, resultsLabel, searchErrorMessage } from './buscador-client';
import { FlightList } from './flight-list';
import { SearchForm } from './search-form';
import { NoFlightsFound, OneShotSearchLayout } from './search-page-parts';
import { activeFilterCount, filterChoices, NO_FILTERS, type SmartFilterState, toFlightFilters } from './smart-filters';
import { SmartFiltersPopover } from './smart-filters-popover';

const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-56';

function Section({ title, flights }: { title: string | null; flights: Flight[] }) {
  if (flights.length === 0) return null;
  if (!title) return <FlightList flights={flights} />;
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="font-semibold">
        {title} <span className="font-normal text-muted-foreground">({flights.length})</span>
      </h3>
      <FlightList flights={flights} />
    </section>
  );
}

/**
 * SPEC §2 screen 9 'Buscador Inteligente' (/buscador-inteligente and /buscador-inteligente-demo): the form,
 * one real POST /api/search/buscador, then the 'Filtros' popover and the sort selector narrow and order the
 * answer in the browser, with the count 'N resultados' and an empty state with 'Limpar filtros'.
 */
export function SmartSearchFiltersPage() {
  const search = useBuscadorSearch();
  const [filters, setFilters] = useState<SmartFilterState>(NO_FILTERS);
  const [sort, setSort] = useState<SortOption>('best_value');
  const { loading } = search;
  const error = search.error ? searchErrorMessage(search.error) : null;
  const flights = useMemo(() => (search.answer ? allResults(search.answer.data) : null), [search.answer]);

  const onSearch = (query: SearchQuery) => {
    setFilters(NO_FILTERS);
    search.run(query);
  };

  const choices = useMemo(() => filterChoices(flights ?? []), [flights]);
  const visible = useMemo(
    () => sortFlights(filterFlights(flights ?? [], toFlightFilters(filters)), sort),
    [flights, filters, sort],
  );
  const split = useMemo(() => splitByDirection(visible), [visible]);
  const filtered = activeFilterCount(filters) > 0;
  const total = flights?.length ?? 0;

  return (
    <OneShotSearchLayout
      title="Buscador Inteligente"
      lead="Busque uma vez e refine com filtros e ordenação, sem esperar uma nova busca."
      form={<SearchForm busy={loading} onSearch={onSearch} />}
      error={error}
      loading={loading}
      answered={flights !== null}
    >
      {flights !== null && (
        <section aria-labelledby="inteligente-resultados" className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="inteligente-resultados" className="text-xl font-semibold">
                Resultados
              </h2>
              <p className="text-sm text-muted-foreground" role="status">
                {resultsLabel(visible.length)}
                {filtered && ` de ${total}`}
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1.5">
                <Label htmlFor="inteligente-ordenar">Ordenar por</Label>
                <select
                  id="inteligente-ordenar"
                  className={selectClass}
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SortOption)}
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {SORT_LABELS[option]}
                    </option>
                  ))}
                </select>
              </div>
              <SmartFiltersPopover
                applied={filters}
                airlines={choices.airlines}
                programs={choices.programs}
                onApply={setFilters}
              />
            </div>
          </div>

          {total === 0 ? (
            <NoFlightsFound />
          ) : visible.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border bg-muted/40 p-8 text-center">
              <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">Nenhum resultado com estes filtros</p>
              <p className="text-muted-foreground">
                {total === 1
                  ? 'O único resultado encontrado não corresponde'
                  : `Nenhum dos ${total} resultados encontrados corresponde`}{' '}
                aos filtros escolhidos.
              </p>
              <Button type="button" variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                Limpar filtros
              </Button>
            </div>
          ) : split.inbound.length > 0 ? (
            <div className="space-y-6">
              <Section title="Ida" flights={split.outbound} />
              <Section title="Volta" flights={split.inbound} />
            </div>
          ) : (
            <Section title={null} flights={split.outbound} />
          )}
        </section>
      )}
    </OneShotSearchLayout>
  );
}
