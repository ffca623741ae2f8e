// A trip plan's directions as saved flights ('Meus Voos Salvos') and as price alerts: each direction becomes the
// search result shape the saved flights keep (src/shared/saved-flights.ts), so a plan is saved through the same
// function, with the same stable ids, as a result card.
import { roundCents } from '@core/format/money';
import { FLIGHT_SOURCES, type Flight, type FlightSource } from '@core/schemas/flight';
import type { TripDirection, TripPlan, TripPlanReply } from '@core/schemas/trip-plan';
import { type LocalDb, localDb } from '@/lib/local-db';
import type { NewPriceAlert } from '@/shared/price-alerts';
import { saveFlight, savedFlightId } from '@/shared/saved-flights';

/** What the reply says about every plan: the cabin, each direction's window and when it was made. */
export type TripContext = Pick<TripPlanReply, 'cabin' | 'windows' | 'generatedAt'>;

export type Leg = 'outbound' | 'inbound';

const FRESHNESS: Record<TripDirection['freshness'], Flight['freshness']['kind']> = {
  live: 'live',
  // The last days' fares other searches saw: a cached price, not one asked for now.
  observed: 'cache',
  cache: 'cache',
  demo: 'demo',
};

function sourceOf(d: TripDirection): FlightSource {
  if ((FLIGHT_SOURCES as readonly string[]).includes(d.source)) return d.source as FlightSource;
  if (d.freshness === 'demo') return 'demo';
  return d.kind === 'award' ? 'seats_aero' : 'google_flights';
}

/** The award's taxes per person as a result carries them: in reais when known, else as the provider gave them. */
function feesOf(award: NonNullable<TripDirection['award']>): Pick<Flight, 'fees' | 'feesCurrency'> {
  const { taxes } = award;
  if (taxes.reais !== null) return { fees: taxes.reais };
  if (taxes.amount !== null && taxes.currency?.length === 3)
    return { fees: taxes.amount, feesCurrency: taxes.currency };
  return { fees: 0 };
}

/**
 * One direction of a plan as a result: its day and route, the cash fare per person or the award (programme, miles
 * and taxes per person), what it costs one traveller in reais as the plan valued it, and the plan's cabin. The
 * id is the plan's choice for that day, so the same direction of another plan is the same saved flight.
 */
export function directionFlight(d: TripDirection, leg: Leg, trip: TripContext, passengers: number): Flight {
  const point = (airport: string, time: string) => ({ airport, time, city: '', date: d.date });
  const award = d.kind === 'award' ? d.award : null;
  return {
    id: ['viagem', leg, d.date, d.flight.origin, d.flight.destination, d.kind, award?.program ?? ''].join('|'),
    airline: d.flight.airline,
    source: sourceOf(d),
    price: award ? null : d.cashPerPersonBRL,
    miles: award ? award.milesPerPerson : null,
    milesProgram: award ? award.program : null,
    ...(award?.originalProgram ? { milesOriginalProgram: award.originalProgram } : {}),
    ...(award ? feesOf(award) : { fees: 0 }),
    estimatedValue: roundCents(d.partyBRL / passengers),
    estimatedValueFormatted: null,
    departure: point(d.flight.origin, d.flight.departureTime),
    // The plan gives the arrival's time only: the card shows it without a day of its own.
    arrival: point(d.flight.destination, d.flight.arrivalTime),
    duration: '',
    durationMinutes: null,
    stops: d.flight.stops ?? 0,
    stopAirports: [],
    cabinClass: trip.cabin,
    availableSeats: award?.seats ?? null,
    url: '',
    isReturnFlight: leg === 'inbound',
    bestValue: false,
    isInfoOnly: false,
    freshness: { kind: FRESHNESS[d.freshness], fetchedAt: trip.generatedAt },
  };
}

/** The plan's directions, outbound first, each with its leg. */
export function planDirections(plan: TripPlan): { leg: Leg; direction: TripDirection }[] {
  return [
    { leg: 'outbound', direction: plan.outbound },
    ...(plan.inbound ? [{ leg: 'inbound' as const, direction: plan.inbound }] : []),
  ];
}

/** The saved flights' ids this plan's directions have for this user (the same ids saveFlight writes). */
export function planSavedIds(userId: string, plan: TripPlan, trip: TripContext): Promise<string[]> {
  return Promise.all(
    planDirections(plan).map(({ leg, direction }) =>
      savedFlightId(userId, directionFlight(direction, leg, trip, plan.passengers)),
    ),
  );
}

/**
 * Saves each direction as a saved flight for the plan's party, through the search's own saveFlight: saving the
 * plan again (or a plan sharing a direction) keeps one row per flight. 'already' when every direction was saved.
 */
export async function saveTripPlan(
  userId: string,
  plan: TripPlan,
  trip: TripContext,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<'saved' | 'already'> {
  const results: ('saved' | 'already')[] = [];
  for (const { leg, direction } of planDirections(plan)) {
    const flight = directionFlight(direction, leg, trip, plan.passengers);
    results.push(await saveFlight(userId, flight, db, now, plan.passengers));
  }
  return results.includes('saved') ? 'saved' : 'already';
}

/**
 * What an alert on one direction proposes: its route, the window the plan searched, the cabin, the party, and
 * this plan's price per person as the maximum (the award's miles, or the fare rounded down).
 */
export function directionAlert(d: TripDirection, leg: Leg, trip: TripContext, passengers: number): NewPriceAlert {
  const window = trip.windows[leg] ?? { from: d.date, to: d.date };
  const price =
    d.kind === 'award' && d.award
      ? { alert_type: 'milhas' as const, max_price: d.award.milesPerPerson }
      : { alert_type: 'reais' as const, max_price: Math.floor(d.cashPerPersonBRL ?? d.partyBRL / passengers) };
  return {
    origin: d.flight.origin,
    destination: d.flight.destination,
    ...price,
    date_from: window.from,
    date_to: window.to,
    cabin: trip.cabin,
    ...(passengers > 1 ? { passengers } : {}),
  };
}
