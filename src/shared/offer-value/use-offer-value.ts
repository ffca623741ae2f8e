// An offer's value in reais on the device: the one valuation (core/miles/offer-value.ts) with this traveller's
// milheiros as Minhas milhas holds them here, the party and the rate the server used. While the wallet is synced
// it is the figure the server answered; after an offline change to the wallet it follows the change at once.
import { useMemo } from 'react';
import { valueFlight } from '@core/flights/award-to-flight';
import { milheirosOf, ratesOf, type ValuationContext, valueAward } from '@core/miles/offer-value';
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

/**
 * `offer` valued by `value` (valueFlight, valueAward) for `passengers` at this device's milheiros and the rate its
 * server value used; the server's own value while the wallet is still being read (no flash of the reference).
 */
function useValued<T extends { value?: OfferValue | undefined }>(
  offer: T,
  passengers: number,
  value: (offer: T, ctx: ValuationContext) => T,
): OfferValue | null {
  const milheiros = useMilheiros();
  return useMemo(() => {
    if (milheiros === undefined && offer.value?.passengers === passengers) return offer.value;
    return value(offer, { milheiros: milheiros ?? {}, passengers, rates: ratesOf(offer.value) }).value ?? null;
  }, [offer, milheiros, passengers, value]);
}

/** A search result's value for `passengers`; null for a cash fare or a programme of unknown value. */
export const useFlightValue = (flight: Flight, passengers: number) => useValued(flight, passengers, valueFlight);

/** An award-table row's value for `passengers`; null when its programme's value is unknown. */
export const useAwardValue = (award: AwardFlight, passengers: number) => useValued(award, passengers, valueAward);
