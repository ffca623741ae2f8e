import { cityForAirport, regionForAirport } from '@core/airports/airports';
import type { Region } from '@core/airports/regions';
import { formatStops } from '@core/flights/format';
import { fallbackMiles, fixedTableDemoPrice, fixedTableQuote } from '@core/miles/fixed-table';
import { awardValueProgram } from '@core/flights/award-programs';
import { estimateMilesValue } from '@core/miles/valuation';
import type { PassengerCounts } from '@core/schemas/search';
import { cabinLabel } from '@core/format/labels';
import { formatBRL } from '@core/format/money';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import type { IssuanceFlight, IssuanceRequest, IssuanceRoute } from '@core/links/issuance-link';

/** 'São Paulo (GRU)'; just the code when the city is unknown. */
export function placeLabel(iata: string): string {
  const city = cityForAirport(iata);
  return city && city !== iata ? `${city} (${iata})` : iata;
}

export const routeLabel = (r: Pick<IssuanceRoute, 'origin' | 'destination'>) =>
  `${placeLabel(r.origin)} → ${placeLabel(r.destination)}`;

/** dd/MM/yyyy, or 'não informada'. */
export const dateLabel = (date: string | null) => (date ? formatDate(date) : 'não informada');

/** 'Direto', '1 escala (BSB)', or 'não informadas' when the link does not say. */
export function stopsLabel(flight: Pick<IssuanceFlight, 'stops' | 'connections'>): string {
  if (flight.stops === null) return 'não informadas';
  const via = flight.connections.length > 0 ? ` (${flight.connections.join(', ')})` : '';
  return `${formatStops(flight.stops)}${flight.stops > 0 ? via : ''}`;
}

/** '2 adultos, 1 criança, 1 bebê'. */
export function passengersLabel(p: PassengerCounts): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [part(p.adults, 'adulto', 'adultos')];
  if (p.children > 0) parts.push(part(p.children, 'criança', 'crianças'));
  if (p.infants > 0) parts.push(part(p.infants, 'bebê', 'bebês'));
  return parts.join(', ');
}

export interface IssuanceQuote {
  miles: number;
  /** 'table': the region-pair award table; 'fallback': a region is unknown or the pair unpriced (SPEC §9 fallback miles). */
  basis: 'table' | 'fallback';
  originRegion: Region | null;
  destinationRegion: Region | null;
  /** Reais, from the fixed-table reference pricing (SPEC §9). */
  fees: number;
  /** The miles in reais (programme value per 1000 miles), null for an unknown programme. */
  milesValue: number | null;
  /** milesValue + fees, null for an unknown programme. */
  total: number | null;
}

/** SPEC §9: the fixed award table by region pair (× 2 business, × 3 first), or the programme's fallback miles. */
export function issuanceQuote(
  flight: Pick<IssuanceFlight, 'origin' | 'destination' | 'cabin' | 'program' | 'award'>,
): IssuanceQuote {
  // The award screens' value rule (awardDisplay): the programme that prices the seat, else the one shown.
  const valueProgram = awardValueProgram(flight.award);
  const quote = fixedTableQuote(flight.origin, flight.destination, flight.cabin);
  const miles = quote?.miles ?? fallbackMiles(flight.program, flight.cabin);
  const fees = fixedTableDemoPrice(flight.origin, flight.destination, flight.cabin).fees;
  return {
    miles,
    basis: quote ? 'table' : 'fallback',
    originRegion: quote?.originRegion ?? regionForAirport(flight.origin),
    destinationRegion: quote?.destinationRegion ?? regionForAirport(flight.destination),
    fees,
    milesValue: estimateMilesValue(miles, valueProgram),
    total: estimateMilesValue(miles, valueProgram, fees),
  };
}

/** The WhatsApp message of the summary page (pt-BR, one fact a line). */
export function summaryRequestText(flight: IssuanceFlight, quote: IssuanceQuote): string {
  const lines = [
    'Olá! Gostaria de solicitar a emissão de uma passagem pela tabela fixa.',
    '',
    `Programa: ${flight.program}`,
    `Trecho: ${routeLabel(flight)}`,
    `Data: ${dateLabel(flight.date)}`,
  ];
  if (flight.flight) lines.push(`Voo: ${flight.flight}`);
  lines.push(`Classe: ${cabinLabel(flight.cabin)}`, `Escalas: ${stopsLabel(flight)}`);
  if (flight.legs.length > 1) {
    lines.push(
      `Trechos: ${flight.legs.map((l) => `${l.origin}-${l.destination}${l.flight ? ` (${l.flight})` : ''}`).join(', ')}`,
    );
  }
  lines.push(
    `Milhas (tabela fixa): ${formatMiles(quote.miles)}`,
    `Taxas estimadas: ${formatBRL(quote.fees)}`,
    '',
    'Aguardo a confirmação. Obrigado!',
  );
  return lines.join('\n');
}

/** The copyable request text of the instruction page. */
export function instructionsRequestText(request: IssuanceRequest): string {
  return [
    'Olá! Gostaria de solicitar uma emissão pela tabela fixa.',
    '',
    `Trecho: ${routeLabel(request)}`,
    `Data: ${dateLabel(request.date)}`,
    `Classe: ${cabinLabel(request.cabin)}`,
    `Passageiros: ${passengersLabel(request.passengers)}`,
    '',
    'Aguardo as instruções para prosseguir. Obrigado!',
  ].join('\n');
}
