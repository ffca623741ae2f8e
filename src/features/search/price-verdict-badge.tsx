import { lazy, Suspense, useMemo, useState } from 'react';
import { offerVerdict, verdictDetails, verdictSentence } from '@core/insight/describe';
import { milesVerdictOf, milesVerdictSentence } from '@core/insight/miles-describe';
import type { Flight } from '@core/schemas/flight';
import { Button } from '@/components/ui/button';
import { VerdictLevelBadge } from '@/shared/verdict-level-badge';
import { usePriceInsights } from './price-insights-context';

const PriceVerdictDialog = lazy(async () => ({ default: (await import('./price-verdict-dialog')).PriceVerdictDialog }));

/**
 * "Bom preço?" on a result card: 'Preço baixo' / 'Normal' / 'Preço alto' (or 'histórico insuficiente') for this
 * offer's own price against the route's range, its sentence, and 'Detalhes do Voo' with the 90-day chart.
 */
export function PriceVerdictBadge({ flight }: { flight: Flight }) {
  const { insights, route } = usePriceInsights();
  const verdict = useMemo(() => offerVerdict(insights, flight, route), [insights, flight, route]);
  const [open, setOpen] = useState(false);
  if (!verdict) return null;
  const { insight, kind, program } = verdict;
  // Miles say how far from the month's median, in the programme's own words; cash against the route's range.
  const miles =
    kind === 'miles' && program && flight.miles !== null
      ? milesVerdictOf(insight, program, flight.departure.date)
      : null;
  const sentence =
    miles && flight.miles !== null
      ? milesVerdictSentence({
          miles: flight.miles,
          origin: flight.departure.airport,
          destination: flight.arrival.airport,
          verdict: miles,
        })
      : verdictSentence(insight, kind, program);
  const said = miles !== null || insight.level !== 'unknown';
  return (
    <div className="mt-1 space-y-0.5 text-xs text-muted-foreground" data-testid="price-verdict">
      <p className="flex flex-wrap items-center gap-2">
        <VerdictLevelBadge level={insight.level} />
        {said && <span>{sentence}</span>}
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setOpen(true)}>
          Detalhes
        </Button>
      </p>
      <p>{verdictDetails(insight, kind).join(' ')}</p>
      {open && (
        <Suspense fallback={null}>
          <PriceVerdictDialog
            open={open}
            onOpenChange={setOpen}
            flight={flight}
            insight={insight}
            kind={kind}
            sentence={said ? sentence : null}
          />
        </Suspense>
      )}
    </div>
  );
}
