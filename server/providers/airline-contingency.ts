import { addDaysIso } from '@core/schemas/search';
import type { UpstreamDef, UpstreamRequest } from './airline-upstream-defs';
import { type RowKind, type UpstreamRows, parseRows } from './airline-upstream-rows';

/**
 * The contingency sample of the airline test pages (SPEC §2/§3 flag `_utilizandoDadosContingencia`): a small
 * fixed set of rows for the requested route and dates, answered only by the test routes when the upstream is
 * not configured or test data was asked for. Every row says it is a sample ('AMOSTRA-n', '(amostra)'); it is
 * never given to the search engine and never presented as live.
 */

interface SampleSlot {
  departs: string;
  arrives: string;
  minutes: number;
  /** Reais for cash rows; miles for miles rows. */
  amount: number;
  stop: boolean;
}

const SLOTS: readonly SampleSlot[] = [
  { departs: '07:15', arrives: '09:25', minutes: 130, amount: 489.9, stop: false },
  { departs: '18:40', arrives: '22:05', minutes: 205, amount: 689.9, stop: true },
];
const MILES = [12_000, 18_500] as const;
const SAMPLE_FEES = 56.9;

/** A connection airport that is not one of the route's ends. */
function stopFor(from: string, to: string): string {
  return ['BSB', 'CNF', 'GIG'].find((code) => code !== from && code !== to) ?? 'BSB';
}

function rawRow(
  def: UpstreamDef,
  from: string,
  to: string,
  date: string,
  slot: SampleSlot,
  n: number,
): Record<string, unknown> {
  const arrivalDate = slot.arrives < slot.departs ? addDaysIso(date, 1) : date;
  const stops = slot.stop ? [stopFor(from, to)] : [];
  const sampleAirline = `${def.airline} (amostra)`;
  if (def.rowKind === 'miles') {
    return {
      id: `amostra-${def.name}-${from}-${to}-${date}-${n}`,
      airline: sampleAirline,
      miles: MILES[n - 1] ?? MILES[0],
      fees: SAMPLE_FEES,
      departure: { time: slot.departs, airport: from, date },
      arrival: { time: slot.arrives, airport: to, date: arrivalDate },
      duration: slot.minutes,
      stops: stops.length,
      flightNumber: `AMOSTRA-${n}`,
    };
  }
  const common = {
    horarioPartida: slot.departs,
    horarioChegada: slot.arrives,
    duracao: slot.minutes,
    escalas: stops,
    preco: slot.amount,
    numeroVoo: `AMOSTRA-${n}`,
    companhia: sampleAirline,
    dataPartida: date,
  };
  return def.rowKind === 'voegol' ? { ...common, origem: from, destino: to } : { ...common, dataChegada: arrivalDate };
}

/** The sample for one upstream and request: two outbound rows, and two return rows for a round trip. */
export function contingencySample<K extends RowKind>(def: UpstreamDef<K>, request: UpstreamRequest): UpstreamRows<K> {
  const leg = (from: string, to: string, date: string) =>
    parseRows(
      def.rowKind,
      SLOTS.map((slot, i) => rawRow(def, from, to, date, slot, i + 1)),
    ).rows;
  return {
    ida: leg(request.origin, request.destination, request.departureDate),
    volta: request.returnDate ? leg(request.destination, request.origin, request.returnDate) : [],
    skipped: 0,
  };
}

export function contingencyMessage(def: UpstreamDef, reason: 'not_configured' | 'test_data'): string {
  const why =
    reason === 'test_data' ? 'Dados de teste solicitados' : `A API ${def.label} não está configurada neste servidor`;
  return `${why}: exibindo dados de contingência, uma amostra fixa que não são ofertas reais.`;
}
