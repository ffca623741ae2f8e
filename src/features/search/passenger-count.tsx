import { createContext, useContext } from 'react';
import type { PassengerCounts } from '@core/schemas/search';
import { formatBRL } from '@core/format/money';

/** Passengers of the search whose results are shown: prices are per passenger, the group's total is derived. */
export const PassengerCountContext = createContext(1);

export const usePassengerCount = () => useContext(PassengerCountContext);

/** Everyone the search is for (the form's 'Passageiros'). */
export function passengerCount(passengers: PassengerCounts): number {
  return passengers.adults + passengers.children + passengers.infants;
}

/** 'Total para 3 passageiros: R$ 3.600,00' for a cash fare; nothing for one passenger (miles: MilesPrice). */
export function GroupTotal({ count, price }: { count: number; price: number | null }) {
  if (count <= 1 || price === null) return null;
  return (
    <p className="text-sm font-medium">
      Total para {count} passageiros: {formatBRL(price * count)}
    </p>
  );
}

/** The small print after a price: what it is for. */
export function PerPassenger() {
  return <span className="ml-1 text-sm font-normal text-muted-foreground">por passageiro</span>;
}
