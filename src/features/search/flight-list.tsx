import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { type CashComparison, compareCashAndMiles } from '@core/flights/compare';
import type { Flight } from '@core/schemas/flight';
import { FlightCard } from './flight-card';

/** Past this many rows only the visible cards are in the DOM, so scrolling and streaming stay smooth. */
export const VIRTUALIZE_AFTER = 200;
const ESTIMATED_CARD_PX = 190;
const LIST_CLASS = 'max-h-[600px] overflow-y-auto pr-1';

function Row({ flight, comparison }: { flight: Flight; comparison: CashComparison | undefined }) {
  if (flight.isInfoOnly) {
    return (
      <p className="rounded-xl border bg-muted p-4 text-sm text-muted-foreground">
        <strong className="text-foreground">{flight.airline}</strong> — nenhuma oferta para {flight.departure.airport} →{' '}
        {flight.arrival.airport} nesta data. Tente outra data ou um hub próximo.
      </p>
    );
  }
  return <FlightCard flight={flight} best={flight.bestValue} comparison={comparison} />;
}

/** A results list (max 600 px high, SPEC §2 screen 4); long ones are virtualised. */
export function FlightList({ flights, empty = 'Nenhum resultado encontrado' }: { flights: Flight[]; empty?: string }) {
  const comparisons = useMemo(() => compareCashAndMiles(flights), [flights]);
  if (flights.length === 0) return <p className="py-8 text-center text-muted-foreground">{empty}</p>;
  if (flights.length > VIRTUALIZE_AFTER) return <VirtualFlightList flights={flights} comparisons={comparisons} />;
  return (
    <ul className={`${LIST_CLASS} space-y-3`} aria-label="Resultados">
      {flights.map((flight) => (
        <li key={flight.id}>
          <Row flight={flight} comparison={comparisons.get(flight.id)} />
        </li>
      ))}
    </ul>
  );
}

function VirtualFlightList({ flights, comparisons }: { flights: Flight[]; comparisons: Map<string, CashComparison> }) {
  const scroller = useRef<HTMLDivElement>(null);
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
    <div ref={scroller} className={LIST_CLASS}>
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
              <Row flight={flight} comparison={comparisons.get(flight.id)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
