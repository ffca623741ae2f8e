import type { Flight } from '@core/schemas/flight';
import { offerFromFlight } from '@core/miles/award-offer';
import { awardValue } from '@core/miles/how-to-pay';
import { formatBRL } from '@core/format/money';
import { formatMiles } from '@core/format/miles';
import { useOwnMilheiro } from '@/shared/how-to-pay/use-wallet';
import { GroupTotal, PerPassenger, usePassengerCount } from './passenger-count';

/** 'aproximadamente R$ 1.040,00 com seu milheiro de R$ 20,00' when the traveller set one, else the result's own. */
function useValueText(flight: Flight): string {
  const own = useOwnMilheiro(flight.milesProgram);
  const offer = offerFromFlight(flight);
  const mine = own !== null && offer !== null ? awardValue(offer, own) : null;
  if (mine === null) return flight.estimatedValueFormatted ?? 'valor do programa desconhecido';
  const apart = offer?.taxes === null && flight.fees > 0 ? ' (taxas à parte)' : '';
  return `aproximadamente ${mine.text}${apart}`;
}

/** A miles offer's price per passenger: miles and programme, the fees and its value in reais; the group's total. */
export function MilesPrice({ flight, count: given }: { flight: Flight; count?: number }) {
  const fromSearch = usePassengerCount();
  const count = given ?? fromSearch;
  const value = useValueText(flight);
  return (
    <>
      <p className="text-xl font-bold">
        {formatMiles(flight.miles ?? 0)} milhas{' '}
        <span className="text-sm font-normal text-muted-foreground">{flight.milesProgram}</span>
        <PerPassenger />
      </p>
      <p className="text-sm text-muted-foreground">
        {flight.fees > 0 && `+ ${formatBRL(flight.fees)} em taxas · `}
        {value}
      </p>
      <GroupTotal count={count} miles={flight.miles} fees={flight.fees} />
    </>
  );
}
