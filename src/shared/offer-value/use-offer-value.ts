// An offer's value in reais on the device: the one valuation (core/miles/offer-value.ts) with this traveller's
// milheiros as Minhas milhas holds them here, the party and the rate the server used. While the wallet is synced
// it is the figure the server answered; after an offline change to the wallet it follows the change at once.
import { useMemo } from 'react';
import { valueFlight } from '@core/flights/award-to-flight';
import { milheirosOf, ratesOf, valueAward } from '@core/miles/offer-value';
import type { Milheiros } from '@core/miles/valuation';
import type { AwardFlight } from '@core/schemas/award';
import type { Flight } from '@core/schemas/flight';
import type { OfferValue } from '@core/schemas/offer-value';
import { useWallet } from '@/shared/how-to-pay/use-wallet';

/** The traveller's own milheiros on this device ({} signed out or with none set); undefined while IndexedDB answers. */
export function useMilheiros(): Milheiros | undefined {
  const wallet = useWallet();
  return useMemo(() => (wallet === undefined ? undefined : milheirosOf(wallet)), [wallet]);
}

/** The server's value while the device's wallet is still being read (no flash of the reference figure). */
const answered = (value: OfferValue | undefined, passengers: number) =>
  value?.passengers === passengers ? value : undefined;

/** A search result's value for `passengers`; null for a cash fare or a programme of unknown value. */
export function useFlightValue(flight: Flight, passengers: number): OfferValue | null {
  const milheiros = useMilheiros();
  return useMemo(() => {
    const early = milheiros === undefined ? answered(flight.value, passengers) : undefined;
    if (early) return early;
    return valueFlight(flight, { milheiros: milheiros ?? {}, passengers, rates: ratesOf(flight.value) }).value ?? null;
  }, [flight, milheiros, passengers]);
}

/** An award-table row's value for `passengers`; null when its programme's value is unknown. */
export function useAwardValue(award: AwardFlight, passengers: number): OfferValue | null {
  const milheiros = useMilheiros();
  return useMemo(() => {
    const early = milheiros === undefined ? answered(award.value, passengers) : undefined;
    if (early) return early;
    return valueAward(award, { milheiros: milheiros ?? {}, passengers, rates: ratesOf(award.value) }).value ?? null;
  }, [award, milheiros, passengers]);
}
