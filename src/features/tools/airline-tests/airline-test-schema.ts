import {
  optionalIsoDate,
  addDaysIso,
  iataCodeSchema,
  isIsoDate,
  isoDateSchema,
  passengerCountsSchema,
  TRIP_TYPES,
  type TripType,
  todayIsoDate,
} from '@core/schemas/search';
import { cabinLabel } from '@core/format/labels';
import { z } from '@core/schemas/zod-locale';

/**
 * SPEC §3 "LATAM proxy / test form" and §5 "Airline test page": origin and destination (≥3, IATA), departure
 * date, optional return, trip type, class, adults 1–9, children 0–9, infants 0–9. The server's schema
 * (server/routes/airline-tests/handlers.ts) has the same rules and messages; this one lets the form say them first.
 */

export interface ClassOption {
  value: string;
  label: string;
}

/** The LATAM form's classes (SPEC §5: ECONOMIC, PREMIUM_ECONOMIC, BUSINESS, FIRST). */
export const LATAM_CLASSES: readonly ClassOption[] = [
  { value: 'ECONOMIC', label: cabinLabel('ECONOMIC') },
  { value: 'PREMIUM_ECONOMIC', label: cabinLabel('PREMIUM_ECONOMIC') },
  { value: 'BUSINESS', label: cabinLabel('BUSINESS') },
  { value: 'FIRST', label: cabinLabel('FIRST') },
];

/** The VoeGol form's classes (SPEC §5: ECONOMIC, PREMIUM_ECONOMIC, EXECUTIVE, FIRST_CLASS). */
export const VOEGOL_CLASSES: readonly ClassOption[] = [
  { value: 'ECONOMIC', label: cabinLabel('ECONOMIC') },
  { value: 'PREMIUM_ECONOMIC', label: cabinLabel('PREMIUM_ECONOMIC') },
  { value: 'EXECUTIVE', label: cabinLabel('EXECUTIVE') },
  { value: 'FIRST_CLASS', label: cabinLabel('FIRST_CLASS') },
];

export const airlineTestFormSchema = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de ida é obrigatória'),
    returnDate: optionalIsoDate(),
    /** Absent on the VoeGol form, which has no trip type: a return date then means a round trip. */
    tripType: z.enum(TRIP_TYPES, 'Tipo de viagem inválido').optional(),
    flightClass: z.string().trim().min(1, 'Classe inválida'),
    adults: passengerCountsSchema.shape.adults,
    children: passengerCountsSchema.shape.children,
    infants: passengerCountsSchema.shape.infants,
  })
  .superRefine((v, ctx) => {
    // Field checks abort; the guard keeps these cross-field rules to well-formed values.
    if (typeof v.departureDate !== 'string' || !isIsoDate(v.departureDate)) return;
    if (v.origin === v.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Destino deve ser diferente da origem' });
    if (v.tripType === 'ONE_WAY') return;
    if (v.tripType === 'ROUND_TRIP' && !v.returnDate)
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Data de volta é obrigatória para ida e volta' });
    else if (v.returnDate && v.returnDate < v.departureDate)
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: 'A data de volta não pode ser antes da data de ida',
      });
  })
  .transform((v) => {
    const returnDate = v.tripType === 'ONE_WAY' || !v.returnDate ? undefined : v.returnDate;
    return {
      origin: v.origin,
      destination: v.destination,
      departureDate: v.departureDate,
      ...(returnDate ? { returnDate } : {}),
      ...(v.tripType ? { tripType: v.tripType } : {}),
      flightClass: v.flightClass,
      adults: v.adults,
      children: v.children,
      infants: v.infants,
    };
  });

export type AirlineTestFormValues = z.input<typeof airlineTestFormSchema>;
export type AirlineTestQuery = z.output<typeof airlineTestFormSchema>;

/** SPEC §9: LATAM form GRU → CNF, round trip, economic; VoeGol GRU → CNF, +30 / +37, 1 adult, economy. */
export function airlineTestDefaults(withTripType: boolean, today: string = todayIsoDate()): AirlineTestFormValues {
  return {
    origin: 'GRU',
    destination: 'CNF',
    departureDate: addDaysIso(today, 30),
    returnDate: addDaysIso(today, 37),
    ...(withTripType ? { tripType: 'ROUND_TRIP' as TripType } : {}),
    flightClass: 'ECONOMIC',
    adults: 1,
    children: 0,
    infants: 0,
  };
}

/** SPEC §5 (VoeGol): a passenger entry that is not a number falls back to 1 adult and 0 others. */
export function passengerOrFallback(value: unknown, fallback: number): number | string {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : fallback;
}

/** POST /api/voegol-proxy body (SPEC §7): origin, destination, departureDate, returnDate, passengers, flightClass. */
export function voegolBody(query: AirlineTestQuery) {
  return {
    origin: query.origin,
    destination: query.destination,
    departureDate: query.departureDate,
    ...(query.returnDate ? { returnDate: query.returnDate } : {}),
    adults: query.adults,
    children: query.children,
    infants: query.infants,
    flightClass: query.flightClass,
  };
}
