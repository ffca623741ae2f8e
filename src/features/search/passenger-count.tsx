import { createContext, useContext } from 'react';
import type { PassengerCounts } from '@core/schemas/search';
import { formatBRL } from '@core/format/money';
import { formatMiles } from '@core/format/miles';

/** Passengers of the search whose results are shown: prices are per passenger, the group's total is derived. */
export const PassengerCountContext = createContext(1);

export const usePassengerCount = () => useContext(PassengerCountContext);

/** Everyone the search is for (the form's 'Passageiros'). */
export function passengerCount(passengers: PassengerCounts): number {
  return passengers.adults + passengers.children + passengers.infants;
}

/** 'Total para 3 passageiros: R$ 3.600,00' (or miles + fees); nothing for one passenger. */
export function GroupTotal({
  count,
  price,
  miles,
  fees,
}: {
  count: number;
  price?: number | null;
  miles?: number | null;
  fees?: number;
}) {
  if (count <= 1) return null;
  const total =
    miles !== null && miles !== undefined
      ? `${formatMiles(miles * count)} milhas${fees ? ` + ${formatBRL(fees * count)} em taxas` : ''}`
      : price !== null && price !== undefined
        ? formatBRL(price * count)
        : null;
  if (!total) return null;
  return (
    <p className="text-sm font-medium">
      Total para {count} passageiros: {total}
    </p>
  );
}

/** The small print after a price: what it is for. */
export function PerPassenger() {
  return <span className="ml-1 text-sm font-normal text-muted-foreground">por passageiro</span>;
}
