import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { type CashComparison, compareCashAndMiles, VERDICT_RULE } from '@core/flights/compare';

/** Why a miles-only search shows no 'Use milhas' / 'Pague em dinheiro'. */
export const NO_CASH_TO_COMPARE =
  'Sem tarifas em dinheiro nesta busca, não dá para dizer se vale usar milhas: busque também em reais para comparar.';
import { type OptionBadge, optionBadges } from '@core/flights/option-badges';
import type { Flight } from '@core/schemas/flight';
import { FlightCard } from './flight-card';
import { useMoreBelow } from './use-more-below';

/** Past this many rows only the visible cards are in the DOM, so scrolling and streaming stay smooth. */
export const VIRTUALIZE_AFTER = 200;
const ESTIMATED_CARD_PX = 190;
/** Phones scroll the page itself; from md up the list is a 600 px box (SPEC §2 screen 4). */
const LIST_CLASS = 'md:max-h-[600px] md:overflow-y-auto md:pr-1';
/** A virtualised list needs its own scroll box at every width. */
const VIRTUAL_LIST_CLASS = 'max-h-[600px] overflow-y-auto pr-1';

/** The cue at the box's lower edge while more cards wait below. */
function MoreBelow({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div
      data-testid="mais-resultados"
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-16 rounded-b-xl bg-linear-to-t from-background via-background/70 to-transparent"
    />
  );
}

interface Marks {
  comparisons: Map<string, CashComparison>;
  badges: Map<string, OptionBadge>;
}

function Row({ flight, marks }: { flight: Flight; marks: Marks }) {
  if (flight.isInfoOnly) {
    return (
      <p className="rounded-xl border bg-muted p-4 text-sm text-muted-foreground">
        <strong className="text-foreground">{flight.airline}</strong> — nenhuma oferta para {flight.departure.airport} →{' '}
        {flight.arrival.airport} nesta data. Tente outra data ou um hub próximo.
      </p>
    );
  }
  return (
    <FlightCard flight={flight} badge={marks.badges.get(flight.id)} comparison={marks.comparisons.get(flight.id)} />
  );
}

/**
 * A results list (max 600 px high, SPEC §2 screen 4); long ones are virtualised. `pool` is every result known
 * (the cash fares the miles verdicts are measured on may sit in another list); `shortlist` marks the
 * 'Melhores Opções' list, whose other cards are 'Boa opção'.
 */
export function FlightList({
  flights,
  empty = 'Nenhum resultado encontrado',
  pool,
  shortlist = false,
}: {
  flights: Flight[];
  /** What an empty list says; null says nothing (while a search is still looking, its spinner speaks). */
  empty?: string | null;
  pool?: readonly Flight[];
  shortlist?: boolean;
}) {
  const marks = useMemo<Marks>(
    () => ({ comparisons: compareCashAndMiles(pool ?? flights), badges: optionBadges(flights, shortlist) }),
    [flights, pool, shortlist],
  );
  if (flights.length === 0)
    return empty === null ? null : <p className="py-8 text-center text-muted-foreground">{empty}</p>;
  const known = pool ?? flights;
  // Miles shown and no cash fare anywhere to weigh them against (a miles-only search): say why no verdict, rather
  // than let it vanish.
  const noCash =
    flights.some((f) => !f.isInfoOnly && f.miles !== null) && known.every((f) => f.isInfoOnly || f.price === null);
  const rule = flights.some((f) => marks.comparisons.has(f.id)) ? (
    <p className="mt-2 text-xs text-muted-foreground">{VERDICT_RULE}</p>
  ) : noCash ? (
    <p className="mt-2 text-xs text-muted-foreground">{NO_CASH_TO_COMPARE}</p>
  ) : null;
  if (flights.length > VIRTUALIZE_AFTER)
    return (
      <>
        <VirtualFlightList flights={flights} marks={marks} />
        {rule}
      </>
    );
  return (
    <>
      <PlainFlightList flights={flights} marks={marks} />
      {rule}
    </>
  );
}

function PlainFlightList({ flights, marks }: { flights: Flight[]; marks: Marks }) {
  const scroller = useRef<HTMLUListElement>(null);
  const moreBelow = useMoreBelow(scroller, flights);
  return (
    <div className="relative">
      <ul ref={scroller} data-scroller="" className={`${LIST_CLASS} space-y-3`} aria-label="Resultados">
        {flights.map((flight) => (
          <li key={flight.id}>
            <Row flight={flight} marks={marks} />
          </li>
        ))}
      </ul>
      <MoreBelow show={moreBelow} />
    </div>
  );
}

function VirtualFlightList({ flights, marks }: { flights: Flight[]; marks: Marks }) {
  const scroller = useRef<HTMLDivElement>(null);
  const moreBelow = useMoreBelow(scroller, flights);
  const virtualizer = useVirtualizer({
    count: flights.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    getItemKey: (index) => flights[index]?.id ?? index,
    overscan: 5,
    // Before layout (and in tests) assume the list's own height, so the first cards render at once.
    initialRect: { width: 800, height: 600 },
  });
  return (
    <div className="relative">
      <div ref={scroller} data-scroller="" className={VIRTUAL_LIST_CLASS}>
        <ul aria-label="Resultados" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const flight = flights[item.index];
            if (!flight) return null;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-posinset={item.index + 1}
                aria-setsize={flights.length}
                className="absolute top-0 left-0 w-full pb-3"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Row flight={flight} marks={marks} />
              </li>
            );
          })}
        </ul>
      </div>
      <MoreBelow show={moreBelow} />
    </div>
  );
}
