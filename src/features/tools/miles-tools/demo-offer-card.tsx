import { ArrowRight, Plane } from 'lucide-react';
import { programValuePer1000 } from '@core/miles/programs';
import type { Flight } from '@core/schemas/flight';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { cabinLabel } from '@core/format/labels';
import { formatBRL } from '@core/format/money';
import { formatMiles } from '@core/format/miles';

/** One sample offer: who, route, cabin, and the cash price or the miles with their value in reais. */
export function DemoOfferCard({ offer }: { offer: Flight }) {
  const isMiles = offer.miles !== null;
  const per1000 = programValuePer1000(offer.milesProgram);
  const cabin = cabinLabel(offer.cabinClass);
  return (
    <article
      aria-label={`${isMiles ? offer.milesProgram : offer.airline}, ${cabin}, ${isMiles ? 'em milhas' : 'em dinheiro'}`}
      className={cn('rounded-xl border bg-card p-4 shadow-sm', offer.bestValue && 'border-primary ring-1 ring-primary')}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Plane className="size-4 text-primary" aria-hidden="true" />
        <span className="font-semibold">{offer.airline}</span>
        {offer.bestValue && <Badge>Melhor opção</Badge>}
        <Badge variant="warning">Demonstração</Badge>
        <Badge variant="outline">{isMiles ? 'Milhas' : 'Dinheiro'}</Badge>
        <Badge variant="secondary">{cabin}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <span>
          <span className="font-mono font-medium text-foreground">{offer.departure.airport}</span>{' '}
          {offer.departure.city}
        </span>
        <ArrowRight className="size-4" aria-hidden="true" />
        <span>
          <span className="font-mono font-medium text-foreground">{offer.arrival.airport}</span> {offer.arrival.city}
        </span>
      </p>
      <div className="mt-3 border-t pt-3">
        {isMiles ? (
          <>
            <p className="text-xl font-bold">
              {formatMiles(offer.miles ?? 0)} milhas{' '}
              <span className="text-sm font-normal text-muted-foreground">{offer.milesProgram}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {offer.fees > 0 && `+ ${formatBRL(offer.fees)} em taxas · `}
              {offer.estimatedValueFormatted ?? 'valor do programa desconhecido'}
            </p>
            {per1000 !== null && <p className="text-xs text-muted-foreground">{formatBRL(per1000)} por 1.000 milhas</p>}
          </>
        ) : (
          <>
            <p className="text-xl font-bold">{offer.price !== null ? formatBRL(offer.price) : '—'}</p>
            <p className="text-sm text-muted-foreground">Tarifa em dinheiro de exemplo</p>
          </>
        )}
      </div>
    </article>
  );
}
