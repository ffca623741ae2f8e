import { formatMiles } from '../format/miles';
import { formatMoney } from '../format/money';
import type {
  AwardRecheckInput,
  AwardRecheckRequest,
  RecheckChangeKind,
  RecheckedOffer,
} from '../schemas/award-recheck';
import { CABIN_CLASSES, type CabinClass } from '../schemas/search';
import { type MilesSource, PROGRAM_CODES, PROGRAMS, type ProgramIdentity, programOfFamily } from './program-ids';
import { programFamily } from './programs';
import { CURRENCY_CODE } from './valuation';

/**
 * "Ainda está lá?" in core: which offers can be asked again and how each screen's shape names one, how the answer
 * is said, and what changed since the screen saw it. The server and the PWA both read these, so the button shows
 * only where the server can answer and the words are the same wherever the answer is shown.
 */

export const CONFIRMED_PREFIX = 'Confirmado agora';
export const NOT_FOUND_TEXT = 'Não encontrado agora';
export const RECHECK_BUTTON_TEXT = 'Ainda está lá?';
export const RECHECKING_TEXT = 'Verificando…';
export const RECHECK_NEEDS_CONNECTION = 'Verificar de novo precisa de conexão com a internet.';

const byName = new Map(PROGRAM_CODES.map((code) => [PROGRAMS[code].name.toLowerCase(), PROGRAMS[code]] as const));

function programNamed(name: string | null | undefined): ProgramIdentity | null {
  if (!name) return null;
  const exact = byName.get(name.trim().toLowerCase());
  if (exact) return exact;
  const family = programFamily(name);
  return family ? programOfFamily(family) : null;
}

/**
 * The Seats.aero source that prices an award: its pricing programme's ('Virgin Atlantic' → virginatlantic,
 * 'American AAdvantage' → american), else the shown programme's search ('LATAM Pass' → american).
 */
export function recheckSourceOf(program: string | null, originalProgram?: string | null): MilesSource | null {
  for (const name of [originalProgram, program]) {
    const found = programNamed(name);
    const source = found?.seatsAero ?? found?.award?.source ?? null;
    if (source) return source;
  }
  return null;
}

/**
 * The Seats.aero Availability ID inside one of our award ids ('seats_aero-<ID>-Y', '<ID>-J'); null for an id we
 * made up where the provider gave none (those carry '-' between their parts, which Seats.aero's never do).
 */
export function availabilityIdOf(awardId: string): string | null {
  const bare = awardId.replace(/^seats_aero-/, '');
  const match = /^([A-Za-z0-9]{10,64})-[YWJF]$/.exec(bare);
  return match?.[1] ?? null;
}

/** A live search's award (Flight); null for a cash fare or an offer no provider can be asked about again. */
export function recheckRequestOfFlight(flight: {
  id: string;
  source: string;
  miles: number | null;
  milesProgram: string | null;
  milesOriginalProgram?: string | undefined;
  fees: number;
  feesCurrency?: string | undefined;
  availableSeats: number | null;
  cabinClass: CabinClass;
  departure: { airport: string; date: string };
  arrival: { airport: string };
}): AwardRecheckInput | null {
  if (flight.miles === null || (flight.source !== 'seats_aero' && flight.source !== 'demo')) return null;
  const source = recheckSourceOf(flight.milesProgram, flight.milesOriginalProgram);
  if (!source) return null;
  return {
    origin: flight.departure.airport,
    destination: flight.arrival.airport,
    date: flight.departure.date,
    cabin: flight.cabinClass,
    provider: flight.source,
    source,
    miles: flight.miles,
    taxes: flight.fees,
    // A Flight without feesCurrency has its fees in reais (core/schemas/flight.ts).
    taxesCurrency: flight.feesCurrency ?? 'BRL',
    seats: flight.availableSeats,
    ...(flight.source === 'seats_aero' ? { availabilityId: availabilityIdOf(flight.id) } : { offerId: flight.id }),
  };
}

/** A row of the award table (GET /api/miles/search: Seats.aero); null for the fixed table's rows. */
export function recheckRequestOfAward(
  award: {
    id: string;
    program: string;
    original_program: string;
    origin: string;
    destination: string;
    flight_date: string;
    cabin_class: CabinClass;
    miles_cost: number;
    fees: number;
    fees_currency: string;
    available_seats: number | null;
  },
  fromTable: boolean,
): AwardRecheckInput | null {
  if (fromTable) return null;
  const source = recheckSourceOf(award.program, award.original_program);
  if (!source) return null;
  return {
    origin: award.origin,
    destination: award.destination,
    date: award.flight_date,
    cabin: award.cabin_class,
    provider: 'seats_aero',
    source,
    miles: award.miles_cost,
    taxes: award.fees,
    taxesCurrency: CURRENCY_CODE.test(award.fees_currency) ? award.fees_currency : null,
    seats: award.available_seats,
    availabilityId: availabilityIdOf(award.id),
  };
}

/**
 * A row of the date table (POST /api/seatsaereo2-data: Seats.aero), on the day the table was asked for; null for the
 * fixed-table rows standing in for a programme. That search gives no taxes: only the miles and seats are compared.
 */
export function recheckRequestOfDateAward(
  row: {
    id: string;
    program: string;
    originalProgram?: string | undefined;
    origin: string;
    destination: string;
    cabin: string;
    miles: number;
    availableSeats: number | null;
  },
  date: string,
  fromTable: boolean,
): AwardRecheckInput | null {
  const cabin = CABIN_CLASSES.find((c) => c === row.cabin);
  const source = recheckSourceOf(row.program, row.originalProgram);
  if (fromTable || !cabin || !source) return null;
  return {
    origin: row.origin,
    destination: row.destination,
    date,
    cabin,
    provider: 'seats_aero',
    source,
    miles: row.miles,
    seats: row.availableSeats,
    availabilityId: availabilityIdOf(row.id),
  };
}

const plural = (n: number, one: string, many: string) => `${formatMiles(n)} ${n === 1 ? one : many}`;

/** '4 lugares', '1 lugar', 'lugares não informados' (Seats.aero's 0 is "not counted"). */
export function seatsNowText(seats: number | null): string {
  return seats !== null && seats > 0 ? plural(seats, 'lugar', 'lugares') : 'lugares não informados';
}

/** 'R$ 120,50', 'US$ 56,10', 'sem taxas'. */
function taxesNowText(offer: Pick<RecheckedOffer, 'taxes' | 'taxesCurrency'>): string {
  return offer.taxes > 0 ? formatMoney(offer.taxes, offer.taxesCurrency) : 'sem taxas';
}

/** 'Confirmado agora: 45.000 milhas + R$ 120,50, 4 lugares'. */
export function confirmedText(offer: RecheckedOffer): string {
  return `${CONFIRMED_PREFIX}: ${formatMiles(offer.miles)} milhas + ${taxesNowText(offer)}, ${seatsNowText(offer.seats)}`;
}

/** What the screen saw, as the request said it. */
type Seen = Pick<AwardRecheckRequest, 'miles' | 'taxes' | 'taxesCurrency' | 'seats'>;

/**
 * What changed from what the screen saw: the miles first (cheaper or dearer), the taxes when the miles held and both
 * are in one currency, and the seats when both counts are known. Nothing is said of what the request did not know.
 */
export function recheckChanges(seen: Seen, now: RecheckedOffer): { kind: RecheckChangeKind; text: string }[] {
  const changes: { kind: RecheckChangeKind; text: string }[] = [];
  const seenMiles = seen.miles ?? null;
  if (seenMiles !== null && seenMiles > 0 && now.miles !== seenMiles) {
    const kind = now.miles < seenMiles ? 'cheaper' : 'dearer';
    const word = kind === 'cheaper' ? 'Mais barato' : 'Mais caro';
    changes.push({ kind, text: `${word}: ${formatMiles(now.miles)} milhas (antes ${formatMiles(seenMiles)})` });
  } else if (
    typeof seen.taxes === 'number' &&
    seen.taxesCurrency &&
    seen.taxesCurrency === now.taxesCurrency &&
    Math.abs(seen.taxes - now.taxes) >= 0.01
  ) {
    const kind = now.taxes < seen.taxes ? 'cheaper' : 'dearer';
    const word = kind === 'cheaper' ? 'Taxas menores' : 'Taxas maiores';
    changes.push({
      kind,
      text: `${word}: ${formatMoney(now.taxes, now.taxesCurrency)} (antes ${formatMoney(seen.taxes, seen.taxesCurrency)})`,
    });
  }
  const seenSeats = seen.seats ?? null;
  if (seenSeats !== null && seenSeats > 0 && now.seats !== null && now.seats > 0 && now.seats !== seenSeats) {
    const kind = now.seats < seenSeats ? 'fewer_seats' : 'more_seats';
    const word = kind === 'fewer_seats' ? 'Menos lugares' : 'Mais lugares';
    changes.push({ kind, text: `${word}: ${formatMiles(now.seats)} (antes ${formatMiles(seenSeats)})` });
  }
  return changes;
}

/** The limit's message: the same words for the 429 and the screen. */
export function recheckLimitText(perDay: number): string {
  return `Você já usou as ${perDay} verificações de hoje. Tente de novo amanhã.`;
}
