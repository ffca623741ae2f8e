import { cityForAirport } from '../airports/airports';
import { resolveMiles } from '../miles/fixed-table';
import { offerValueOf, type ValuationContext, valueInContext } from '../miles/offer-value';
import { currencyCode, type ExchangeRates, UNKNOWN_CURRENCY, valuationText, valueOffer } from '../miles/valuation';
import type { AwardFlight } from '../schemas/award';
import type { Flight, FlightSource, Freshness } from '../schemas/flight';
import { awardValueProgram } from './award-programs';

export interface AwardToFlightOptions {
  freshness: Freshness;
  /** The Flight's source (default 'seats_aero'). */
  source?: FlightSource;
  isReturnFlight?: boolean;
  /** City names for airport codes (default: the spec's names and the built-in airports). */
  cityOf?: (iata: string) => string;
  /** Rates that put taxes in another currency in reais (PTAX); without one such taxes stay out of the value. */
  rates?: ExchangeRates;
}

type Valued = Pick<Flight, 'estimatedValue' | 'estimatedValueFormatted'>;

/**
 * The effective reais of a flight (SPEC §9 via DESIGN §6): the price for a cash fare; for an award, the one
 * valuation (valueOffer, one person, reference milheiro): miles × programme value / 1000 + fees in reais (fees in
 * another currency converted at `rates`, left out where no rate or currency is known). Gives estimatedValue and,
 * for awards of a known programme, estimatedValueFormatted (valuationText: 'aproximadamente R$ … (milhas +
 * taxas)'). A flight with both keeps the cheaper.
 */
export function estimatedValueOf(
  flight: Pick<Flight, 'price' | 'miles' | 'fees' | 'feesCurrency' | 'milesProgram'>,
  valueProgram: string | null = flight.milesProgram,
  rates?: ExchangeRates,
): Valued {
  const valuation =
    flight.miles !== null && valueProgram
      ? valueOffer({
          // A Flight without feesCurrency has its fees in reais (core/schemas/flight.ts).
          offer: {
            program: valueProgram,
            miles: flight.miles,
            taxes: flight.fees,
            taxesCurrency: flight.feesCurrency ?? 'BRL',
          },
          ...(rates ? { rates } : {}),
        })
      : null;
  const award = valuation?.perPerson.total ?? null;
  const cash = flight.price;
  const text = () => (valuation ? valuationText(valuation) : null);
  if (award !== null && (cash === null || award < cash))
    return { estimatedValue: award, estimatedValueFormatted: text() };
  if (cash !== null) return { estimatedValue: cash, estimatedValueFormatted: text() };
  return { estimatedValue: null, estimatedValueFormatted: null };
}

/** The flight with its estimatedValue and estimatedValueFormatted set (estimatedValueOf). */
export function withEstimatedValue(
  flight: Flight,
  valueProgram: string | null = flight.milesProgram,
  rates?: ExchangeRates,
): Flight {
  const { estimatedValue, estimatedValueFormatted } = estimatedValueOf(flight, valueProgram, rates);
  return { ...flight, estimatedValue, estimatedValueFormatted };
}

/**
 * A normalised award as a Flight result: prefixed id (unique across providers), the programme's fallback
 * miles when the provider gave none (0/999999, flagged milesEstimated), valued in reais.
 */
export function awardToFlight(award: AwardFlight, options: AwardToFlightOptions): Flight {
  const source = options.source ?? 'seats_aero';
  const cityOf = options.cityOf ?? ((iata: string) => cityForAirport(iata));
  const valueProgram = awardValueProgram(award);
  const { miles, estimated } = resolveMiles(award.miles_cost, valueProgram, award.cabin_class);
  // Taxes in a currency the provider did not say are marked so (never read as reais).
  const code = currencyCode(award.fees_currency);
  const feesCurrency = code === 'BRL' ? undefined : (code ?? (award.fees > 0 ? UNKNOWN_CURRENCY : undefined));
  const flight: Flight = {
    id: `${source}-${award.id}`,
    airline: award.airline || award.program,
    source,
    price: null,
    miles,
    milesProgram: award.program || null,
    ...(award.original_program && award.original_program !== award.program
      ? { milesOriginalProgram: award.original_program }
      : {}),
    ...(estimated || award.miles_estimated ? { milesEstimated: true } : {}),
    fees: award.fees,
    ...(feesCurrency ? { feesCurrency } : {}),
    estimatedValue: null,
    estimatedValueFormatted: null,
    departure: {
      time: award.departure_time,
      airport: award.origin,
      city: cityOf(award.origin),
      date: award.departure_date,
    },
    arrival: {
      time: award.arrival_time,
      airport: award.destination,
      city: cityOf(award.destination),
      date: award.arrival_date || award.departure_date,
    },
    duration: award.duration,
    durationMinutes: award.duration_minutes,
    stops: award.stops,
    stopAirports: award.connections,
    cabinClass: award.cabin_class,
    availableSeats: award.available_seats,
    url: award.booking_link,
    ...(award.flight_number ? { flightNumber: award.flight_number } : {}),
    isReturnFlight: options.isReturnFlight ?? false,
    bestValue: false,
    isInfoOnly: false,
    freshness: options.freshness,
    // A table's row was never seen by anyone: its freshness 'reference' says so, seenAt stays null.
    seenAt: options.freshness.kind === 'reference' ? null : (award.seen_at ?? null),
  };
  return withEstimatedValue(flight, valueProgram, options.rates);
}

/**
 * A result valued for one traveller (DESIGN §6b): an award through the one valuation with their milheiro per
 * programme (the reference where they set none, flagged), the search's party and the rates; estimatedValue and its
 * text become their per-person value (a fare with a cash price too keeps the cheaper), `value` carries per person
 * and party. Cash fares, info rows and awards of no known value come back as they are.
 */
export function valueFlight(flight: Flight, ctx: ValuationContext): Flight {
  if (flight.miles === null || !flight.milesProgram || flight.isInfoOnly) return flight;
  const valuation = valueInContext(
    {
      program: flight.milesProgram,
      originalProgram: flight.milesOriginalProgram ?? null,
      miles: flight.miles,
      taxes: flight.fees,
      // A Flight without feesCurrency has its fees in reais (core/schemas/flight.ts).
      taxesCurrency: flight.feesCurrency ?? 'BRL',
    },
    ctx,
  );
  if (valuation === null) return flight;
  const award = valuation.perPerson.total;
  const cash = flight.price;
  return {
    ...flight,
    estimatedValue: cash !== null && cash <= award ? cash : award,
    estimatedValueFormatted: valuationText(valuation),
    value: offerValueOf(valuation),
  };
}
