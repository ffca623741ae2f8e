import { testLatam } from '@core/contract/airline-tests';
import type { QueryOf } from '@core/contract/operation';
import { call } from '@/lib/call';
import { useSubmittedQuery } from '@/lib/use-submitted-query';
import { type AirlineRun, airlineRun, type CashRow } from '../airline-replies';
import type { AirlineTestQuery } from '../airline-test-schema';

/** GET /api/test/latam (SPEC §7 "GET /api/test/azul, /latam, /gol"): the form as query parameters. */
export function latamTestParams(query: AirlineTestQuery): QueryOf<typeof testLatam> {
  return {
    origin: query.origin,
    destination: query.destination,
    departureDate: query.departureDate,
    ...(query.returnDate ? { returnDate: query.returnDate } : {}),
    ...(query.tripType ? { tripType: query.tripType } : {}),
    cabinClass: query.flightClass,
    adults: query.adults,
    children: query.children,
    infants: query.infants,
  };
}

export async function getLatamTest(query: AirlineTestQuery, signal: AbortSignal): Promise<AirlineRun<CashRow>> {
  return airlineRun(await call(testLatam, { query: latamTestParams(query), signal }));
}

/** The LATAM test page's request: the last submitted form's rows. */
export const useLatamTest = () => useSubmittedQuery('latam-test', getLatamTest);
