import type { Context } from 'hono';
import * as ops from '@core/contract/miles';
import { prepareAwardResults } from '@core/flights/acceptance';
import { toDateAwardFlight } from '@core/flights/award-table';
import { makeFreshness } from '@core/flights/freshness';
import { valueAward } from '@core/miles/offer-value';
import { type AwardFlight, DEFAULT_AWARD_PROGRAMS, MILES_SOURCES } from '@core/schemas/award';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { userValuation } from '../../exchange/user-valuation';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, readQueryOf, sendReply } from '../../openapi/contract';
import { searchBookingWindows } from '../../providers/seats-aero-routes';
import {
  isSeatsAeroConfigured,
  requireSeatsAeroClient,
  type SeatsAeroDeps,
  searchAwards,
} from '../../providers/seats-aero';
import {
  getTrips,
  SEATS_AERO_FAILURE_STATUS,
  SEATS_AERO_MESSAGES,
  SeatsAeroError,
} from '../../providers/seats-aero-client';
import { byDateThenMiles, parseAwardId, tripDetailsReply } from './replies';
import { awardVerdicts, withVerdict } from './verdicts';

/**
 * The award rows of SPEC §7 on Seats.aero: GET /api/miles/search (one programme over the coming months),
 * GET /api/test/trip-details, POST /api/seatsaereo2-data (one day, the date-based screen) and
 * GET /api/seats-aero-proxy (the tester). Input parsed before anything reaches Seats.aero; without a key
 * 503 'Seats.aero não configurado.'.
 */

/** How far ahead /api/miles/search looks (it has no date): Seats.aero caches about a year of space. */
const MILES_SEARCH_DAYS = 330;
const NO_FLIGHTS_ON_DATE = 'Nenhum voo encontrado para a rota e data selecionadas.';

/** The provider's dependencies for this request, or 503 when no key is set. */
function seatsAero(c: Context<AppEnv>): SeatsAeroDeps {
  const { config, db } = c.var.deps;
  if (!isSeatsAeroConfigured(config))
    throw new AppError(503, SEATS_AERO_MESSAGES.notConfigured, undefined, 'seats_aero_not_configured');
  return { config, db };
}

/** Runs a Seats.aero call; its failures become replies with the provider's pt-BR message. */
async function upstream<T>(c: Context<AppEnv>, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = c.req.raw.signal;
  try {
    return await call(signal);
  } catch (err) {
    if (err instanceof SeatsAeroError)
      throw new AppError(SEATS_AERO_FAILURE_STATUS[err.failure], err.message, undefined, `seats_aero_${err.failure}`);
    if (signal.aborted) throw new AppError(408, 'Requisição cancelada.', undefined, 'cancelled');
    throw err;
  }
}

export const milesSearch: OperationHandler<typeof ops.milesSearch> = async (c) => {
  const query = readQueryOf(c, ops.milesSearch);
  const deps = seatsAero(c);
  const now = new Date();
  const today = todayIsoDate();
  const lastDay = addDaysIso(today, MILES_SEARCH_DAYS);
  // Read beside the search, from the history as it stood when asked (this reply's own prices join it after).
  const verdicts = awardVerdicts(deps.db, query, today, lastDay, now);
  const result = await upstream(c, (signal) =>
    searchAwards(
      deps,
      {
        origin: query.origin,
        destination: query.destination,
        startDate: today,
        endDate: lastDay,
        sources: [query.source],
      },
      { signal, now },
    ),
  );
  const ofSource = result.awards.filter((a) => a.source.toLowerCase() === query.source);
  // Each row at this user's milheiro, for the asked passengers, taxes at the PTAX rate (DESIGN §6b).
  const rows = prepareAwardResults(ofSource);
  const valuation = userValuation(deps, currentAuth(c).user.id, query.passengers, now);
  const ctx = await valuation.context(rows);
  const judge = await verdicts;
  const data = rows.map((row) => withVerdict(valueAward(row, ctx), judge)).sort(byDateThenMiles);
  const freshness = result.cached ? makeFreshness('cache', result.fetchedAt, now) : makeFreshness('live', now);
  return sendReply(c, ops.milesSearch, { success: true, results: { data, freshness } });
};

export const tripDetails: OperationHandler<typeof ops.tripDetails> = async (c) => {
  const query = readQueryOf(c, ops.tripDetails);
  const deps = seatsAero(c);
  const { availabilityId, cabinLetter } = parseAwardId(query.id);
  const reply = await upstream(c, (signal) => getTrips(requireSeatsAeroClient(deps), availabilityId, signal));
  const data = tripDetailsReply(reply, { ...query, cabinLetter });
  return sendReply(c, ops.tripDetails, { success: true, data });
};

export const dateAwards: OperationHandler<typeof ops.dateAwards> = async (c) => {
  const body = await readBody(c, ops.dateAwards);
  const deps = seatsAero(c);
  const now = new Date();
  // Beside the search: a far day says, per programme, when its seats open (never fails the search).
  const windows = searchBookingWindows(
    deps,
    { origin: body.origin, destination: body.destination, lastDay: body.departureDate },
    DEFAULT_AWARD_PROGRAMS,
    { signal: c.req.raw.signal, now },
  );
  const result = await upstream(c, (signal) =>
    searchAwards(
      deps,
      {
        origin: body.origin,
        destination: body.destination,
        startDate: body.departureDate,
        endDate: body.departureDate,
        sources: MILES_SOURCES,
      },
      { signal, now },
    ),
  );
  const bookingWindows = await windows;
  // Every cabin comes back: the screen sends cabin 'economy' and filters cabins itself (SPEC §4). Each row at this
  // user's milheiro, taxes at the PTAX rate, as /api/miles/search values them.
  const rows = prepareAwardResults(result.awards);
  const ctx = await userValuation(deps, currentAuth(c).user.id, 1, new Date()).context(rows);
  const flights = rows
    .map((row) => valueAward(row, ctx))
    .sort((a, b) => a.miles_cost - b.miles_cost)
    .map(toDateAwardFlight);
  const message =
    flights.length === 0
      ? NO_FLIGHTS_ON_DATE
      : `${flights.length} ${flights.length === 1 ? 'voo encontrado' : 'voos encontrados'}.`;
  return sendReply(c, ops.dateAwards, {
    success: true,
    flights,
    message,
    ...(bookingWindows ? { bookingWindows } : {}),
  });
};

export const roundTripProxy: OperationHandler<typeof ops.roundTripProxy> = async (c) => {
  const query = readQueryOf(c, ops.roundTripProxy);
  const deps = seatsAero(c);
  const now = new Date();
  const leg = (from: string, to: string, date: string) =>
    upstream(c, (signal) =>
      searchAwards(
        deps,
        { origin: from, destination: to, startDate: date, endDate: date, sources: MILES_SOURCES },
        { signal, now },
      ),
    );
  const outbound = await leg(query.origin, query.destination, query.departureDate);
  const inbound = query.returnDate ? await leg(query.destination, query.origin, query.returnDate) : null;
  const ctx = await userValuation(deps, currentAuth(c).user.id, 1, now).context([
    ...outbound.awards,
    ...(inbound?.awards ?? []),
  ]);
  const valued = (awards: readonly AwardFlight[]) => awards.map((row) => valueAward(row, ctx)).sort(byDateThenMiles);
  const outboundFlights = valued(outbound.awards);
  const returnFlights = inbound ? valued(inbound.awards) : [];
  const total = outboundFlights.length + returnFlights.length;
  return sendReply(c, ops.roundTripProxy, {
    success: true,
    message:
      total === 0 ? NO_FLIGHTS_ON_DATE : `${total} ${total === 1 ? 'oferta encontrada' : 'ofertas encontradas'}.`,
    results: { outboundFlights, returnFlights },
    idaCount: outboundFlights.length,
    voltaCount: returnFlights.length,
  });
};

export const bookingWindow: OperationHandler<typeof ops.bookingWindow> = async (c) => {
  const query = readQueryOf(c, ops.bookingWindow);
  const { config, db } = c.var.deps;
  if (!isSeatsAeroConfigured(config))
    return sendReply(c, ops.bookingWindow, { success: true, configured: false, bookingWindows: [] });
  const bookingWindows = await searchBookingWindows(
    { config, db },
    { origin: query.origin, destination: query.destination, lastDay: query.date },
    DEFAULT_AWARD_PROGRAMS,
    { signal: c.req.raw.signal, now: new Date() },
  );
  return sendReply(c, ops.bookingWindow, { success: true, configured: true, bookingWindows: bookingWindows ?? [] });
};
