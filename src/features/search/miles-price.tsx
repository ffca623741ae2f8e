import type { Flight } from '@core/schemas/flight';
import { formatMiles } from '@core/format/miles';
import { MilesValue } from '@/shared/offer-value/miles-value';
import { PerPassenger, usePassengerCount } from './passenger-count';

/**
 * A miles offer's price per passenger (miles, programme, taxes as charged and in reais) and its value with the
 * traveller's milheiro; for a group, the party's miles, taxes and value: the figures the calendar, the award
 * tables, saved flights and alerts give for the same offer.
 */
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
      <MilesValue flight={flight} passengers={count} />
    </>
  );
}
