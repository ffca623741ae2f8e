import { buildBookingLink, smilesTimestamp } from '@core/flights/links';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';

/**
 * SPEC §2/§9 Smiles test page: one fixed round-trip search, GRU → MIA, economy, 1 adult, miles programme
 * 'ANY', with its dates' timestamps at local noon and the Smiles links built for it. The server refuses a
 * departure in the past, so the fixed dates are fixed offsets from today (30 and 37 days ahead).
 */

export const SMILES_ORIGIN = 'GRU';
export const SMILES_DESTINATION = 'MIA';
export const SMILES_PASSENGERS = { adults: 1, children: 0, infants: 0 } as const;
const DEPARTURE_OFFSET_DAYS = 30;
const RETURN_OFFSET_DAYS = 37;

/** Milliseconds of yyyy-MM-dd at 12:00 in the browser's time zone. */
export function localNoonTimestamp(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12, 0, 0, 0).getTime();
}

export interface SmilesFixedSearch {
  departureDate: string;
  returnDate: string;
  /** Local noon of each date (SPEC §9). */
  departureNoon: number;
  returnNoon: number;
  /** The Smiles link convention: 03:00 UTC on even days, 15:00 UTC on odd (SPEC §9). */
  departureLinkTimestamp: number;
  returnLinkTimestamp: number;
  /** POST /api/search/async body (SPEC §7: passengers as {adults, children, infants}, milesProgram ANY). */
  body: {
    origin: string;
    destination: string;
    departureDate: string;
    returnDate: string;
    tripType: 'ROUND_TRIP';
    cabinClass: 'ECONOMY';
    passengers: typeof SMILES_PASSENGERS;
    searchType: 'miles';
    milesProgram: 'ANY';
    isFlexible: false;
    includeNearby: false;
  };
  urls: { label: string; url: string }[];
}

export function smilesFixedSearch(today: string = todayIsoDate()): SmilesFixedSearch {
  const departureDate = addDaysIso(today, DEPARTURE_OFFSET_DAYS);
  const returnDate = addDaysIso(today, RETURN_OFFSET_DAYS);
  const link = {
    origin: SMILES_ORIGIN,
    destination: SMILES_DESTINATION,
    passengers: SMILES_PASSENGERS,
    cabin: 'ECONOMY',
  };
  return {
    departureDate,
    returnDate,
    departureNoon: localNoonTimestamp(departureDate),
    returnNoon: localNoonTimestamp(returnDate),
    departureLinkTimestamp: smilesTimestamp(departureDate),
    returnLinkTimestamp: smilesTimestamp(returnDate),
    body: {
      origin: SMILES_ORIGIN,
      destination: SMILES_DESTINATION,
      departureDate,
      returnDate,
      tripType: 'ROUND_TRIP',
      cabinClass: 'ECONOMY',
      passengers: SMILES_PASSENGERS,
      searchType: 'miles',
      milesProgram: 'ANY',
      isFlexible: false,
      includeNearby: false,
    },
    urls: [
      { label: 'Smiles, ida e volta (GOL)', url: buildBookingLink('smiles', { ...link, departureDate, returnDate }) },
      {
        label: 'Smiles, ida e volta (companhias parceiras)',
        url: buildBookingLink('smiles', { ...link, departureDate, returnDate, partner: true }),
      },
      { label: 'Smiles, só ida', url: buildBookingLink('smiles', { ...link, departureDate }) },
    ],
  };
}
