import { SearchBookingOpens } from './search-booking-opens';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formValuesOf, readSearchLink, withoutSearchLink } from '@core/links/search-link';
import { type SearchFormValues, type SearchQuery, searchQueryKey } from '@core/schemas/search';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthState } from '@/lib/session-state';
import type { RecentSearch } from '@/lib/local-db';
import { rememberSearch } from '@/shared/search-history';
import { useRevealTop } from '@/lib/use-reveal-top';
import { whenIdle } from '@/lib/when-idle';
import { monthCalendarPath } from '@core/links/calendar-month-link';
import { PassengerCountContext, passengerCount } from './passenger-count';
import { RecentSearches } from './recent-searches';
import { SearchForm } from './search-form';
import { SearchFormCard } from './search-page-parts';
import { isSearchActive, SearchProgress } from './search-progress';
import { insightsFor, PriceInsightsContext } from './price-insights-context';
import { useLiveSearch } from './use-live-search';

// The results tab is hidden until a search starts: its code (flight cards, ranking) loads once the form is up.
const loadResultsPanel = () => import('./results-panel');
const ResultsPanel = lazy(async () => ({ default: (await loadResultsPanel()).ResultsPanel }));

/** The search screen's form and results (search-screen.tsx): a route and a date in, cash and miles offers streaming in, best value first. */
export function SearchPageBody() {
  const search = useLiveSearch();
  useEffect(() => whenIdle(() => void loadResultsPanel()), []);
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const [tab, setTab] = useState<'busca' | 'resultados'>('busca');
  const top = useRevealTop<HTMLDivElement>();
  const openResults = () => {
    setTab('resultados');
    top.reveal();
  };
  const started = search.phase !== 'idle';
  const busy = isSearchActive(search.phase);
  const count = search.flights.filter((f) => !f.isInfoOnly).length;

  // A search link ('/?origem=…&destino=…&data=…&tipo=…', from a notification) starts its search on arrival.
  // The link stays in the address while its search is shown, so a reload runs it again with fresh prices;
  // a search of the user's own (or 'Nova busca') takes it away.
  const [params, setParams] = useSearchParams();
  const link = readSearchLink(params);
  const linkKey = link.kind === 'none' ? '' : link.key;
  const startedLink = useRef('');
  // What the form shows: the current search (the last link that arrived, the last search run or reopened). The
  // tabs unmount the form, so it is rebuilt from this on every visit and never falls back to the defaults.
  const [shown, setShown] = useState<{ key: string; values: SearchFormValues } | null>(() =>
    link.kind === 'none' ? null : { key: link.key, values: link.values },
  );
  const show = (query: SearchQuery) => setShown({ key: searchQueryKey(query), values: formValuesOf(query) });
  const { start } = search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's key says when it changed.
  useEffect(() => {
    if (link.kind === 'none' || startedLink.current === link.key) return;
    startedLink.current = link.key;
    setShown({ key: link.key, values: link.values });
    if (link.kind !== 'ready') return;
    openResults();
    void start(link.query);
  }, [linkKey, start]);
  const dropLink = () => {
    startedLink.current = '';
    if (linkKey) setParams(withoutSearchLink(params), { replace: true });
  };

  const onSearch = (query: SearchQuery) => {
    dropLink();
    show(query);
    openResults();
    void search.start(query);
  };
  const onOpenKept = (kept: RecentSearch) => {
    search.restore(kept);
    show(kept.query);
    openResults();
  };

  // A finished (or interrupted) live search is kept on the device with its results for offline use.
  const { phase, query, flights, keptAt, insights } = search;
  useEffect(() => {
    const ended = phase === 'complete' || phase === 'interrupted';
    if (ended && userId && query && !keptAt && flights.some((f) => !f.isInfoOnly)) {
      void rememberSearch(userId, query, flights, undefined, undefined, insights).catch(() => undefined);
    }
  }, [phase, userId, query, flights, keptAt, insights]);

  // A search that could not start for want of a connection leaves the user on the form, with what was typed.
  useEffect(() => {
    if (search.offline && search.phase === 'failed') setTab('busca');
  }, [search.offline, search.phase]);

  const onNewSearch = () => {
    dropLink();
    search.reset();
    setTab('busca');
  };

  return (
    <Tabs ref={top.ref} className="scroll-mt-20" value={tab} onValueChange={(v) => setTab(v as 'busca' | 'resultados')}>
      <TabsList>
        <TabsTrigger value="busca">Busca</TabsTrigger>
        <TabsTrigger value="resultados" disabled={!started}>
          Resultados{started ? ` (${count})` : ''}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="busca" className="space-y-6">
        <SearchFormCard>
          {link.kind === 'invalid' && (
            <p role="alert" className="mb-4 text-sm text-destructive">
              Não foi possível abrir esta busca: {link.message}. Ajuste os campos e busque de novo.
            </p>
          )}
          <SearchForm
            key={shown?.key ?? ''}
            busy={busy}
            onSearch={onSearch}
            {...(shown ? { initial: shown.values } : {})}
          />
        </SearchFormCard>
        {userId && <RecentSearches userId={userId} onOpen={onOpenKept} />}
      </TabsContent>
      <TabsContent value="resultados" className="space-y-4">
        <SearchProgress phase={search.phase} count={search.flights.length} onInterrupt={search.interrupt} />
        {search.phase === 'complete' && search.query && (
          <SearchBookingOpens query={search.query} windows={search.bookingWindows} userId={userId} />
        )}
        <Suspense fallback={<PageSpinner />}>
          <PassengerCountContext value={search.query ? passengerCount(search.query.passengers) : 1}>
            <PriceInsightsContext value={insightsFor(search.query, search.insights)}>
              <ResultsPanel
                flights={search.flights}
                phase={search.phase}
                errors={search.errors}
                keptAt={search.keptAt}
                onNewSearch={onNewSearch}
                monthLink={
                  search.query
                    ? monthCalendarPath(
                        search.query.origin,
                        search.query.destination,
                        search.query.departureDate,
                        search.query.cabinClass,
                      )
                    : undefined
                }
              />
            </PriceInsightsContext>
          </PassengerCountContext>
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
