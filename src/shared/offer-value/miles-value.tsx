// An award's taxes and value in reais under its miles, and the party's total: the same lines on the search card
// and the saved flight, from the one valuation (core/miles/offer-value.ts) with this traveller's milheiros.
import { partyTotalText, perPersonValueText, taxesText } from '@core/miles/value-text';
import type { Flight } from '@core/schemas/flight';
import { useFlightValue } from './use-offer-value';

export function MilesValue({ flight, passengers }: { flight: Flight; passengers: number }) {
  const value = useFlightValue(flight, passengers);
  const taxes = value && value.taxes?.status !== 'none' ? taxesText(value) : null;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {taxes && `+ ${taxes} em taxas · `}
        {value ? perPersonValueText(value) : (flight.estimatedValueFormatted ?? 'valor do programa desconhecido')}
      </p>
      {value && passengers > 1 && (
        <p className="text-sm font-medium">
          Total para {passengers} passageiros: {partyTotalText(value, flight.miles ?? 0)}
        </p>
      )}
    </>
  );
}
