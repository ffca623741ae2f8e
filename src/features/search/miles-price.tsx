import type { Flight } from '@core/schemas/flight';
import { formatBRL } from '@core/format/money';
import { formatMiles } from '@core/format/miles';
import { GroupTotal, PerPassenger, usePassengerCount } from './passenger-count';

/** A miles offer's price per passenger: miles and programme, the fees and its value in reais; the group's total. */
export function MilesPrice({ flight, count: given }: { flight: Flight; count?: number }) {
  const fromSearch = usePassengerCount();
  const count = given ?? fromSearch;
  return (
    <>
      <p className="text-xl font-bold">
        {formatMiles(flight.miles ?? 0)} milhas{' '}
        <span className="text-sm font-normal text-muted-foreground">{flight.milesProgram}</span>
        <PerPassenger />
      </p>
      <p className="text-sm text-muted-foreground">
        {flight.fees > 0 && `+ ${formatBRL(flight.fees)} em taxas · `}
        {flight.estimatedValueFormatted ?? 'valor do programa desconhecido'}
      </p>
      <GroupTotal count={count} miles={flight.miles} fees={flight.fees} />
    </>
  );
}
