import { ArrowDown, ArrowUp, Equal, HelpCircle } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LEVEL_LABEL, offerVerdict, verdictDetails, verdictSentence } from '@core/insight/describe';
import type { Flight } from '@core/schemas/flight';
import type { PriceLevel } from '@core/schemas/insight';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePriceInsights } from './price-insights-context';

const PriceVerdictDialog = lazy(async () => ({ default: (await import('./price-verdict-dialog')).PriceVerdictDialog }));

const VARIANT: Record<PriceLevel, 'success' | 'secondary' | 'warning' | 'outline'> = {
  low: 'success',
  typical: 'secondary',
  high: 'warning',
  unknown: 'outline',
};

// An icon beside the words: the level reads without colour, and without the words for a glance.
const ICON = { low: ArrowDown, typical: Equal, high: ArrowUp, unknown: HelpCircle } as const;

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
  const Icon = ICON[insight.level];
  const sentence = verdictSentence(insight, kind, program);
  return (
    <div className="mt-1 space-y-0.5 text-xs text-muted-foreground" data-testid="price-verdict">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={VARIANT[insight.level]}>
          <Icon aria-hidden="true" />
          {LEVEL_LABEL[insight.level]}
        </Badge>
        {insight.level !== 'unknown' && <span>{sentence}</span>}
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
            program={program}
          />
        </Suspense>
      )}
    </div>
  );
}
