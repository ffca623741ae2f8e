import type { Flight } from '@core/schemas/flight';
import { formatBRL, formatMiles } from '@/lib/format';

/** A miles offer's price: miles and programme, then the fees and its value in reais. */
export function MilesPrice({ flight }: { flight: Flight }) {
  return (
    <>
      <p className="text-xl font-bold">
        {formatMiles(flight.miles ?? 0)} milhas{' '}
        <span className="text-sm font-normal text-muted-foreground">{flight.milesProgram}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {flight.fees > 0 && `+ ${formatBRL(flight.fees)} em taxas · `}
        {flight.estimatedValueFormatted ?? 'valor do programa desconhecido'}
      </p>
    </>
  );
}
