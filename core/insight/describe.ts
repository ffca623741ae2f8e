import { formatDecimal } from '../format/numbers';
import { formatDate } from '../format/dates';
import { formatMiles, formatMilesText } from '../format/miles';
import { formatBRL } from '../format/money';
import { programDisplayName } from '../miles/programs';
import type { Flight } from '../schemas/flight';
import type { PriceInsight, PriceLevel, RouteInsight } from '../schemas/insight';
import { codeCovers } from '../airports/metro-areas';
import { judgeOwnPrice, pricingProgram } from './miles-verdict';

/** The badge's words: never colour alone. */
export const LEVEL_LABEL: Readonly<Record<PriceLevel, string>> = {
  low: 'Preço baixo',
  typical: 'Normal',
  high: 'Preço alto',
  unknown: 'histórico insuficiente',
};

const RELATION: Readonly<Record<Exclude<PriceLevel, 'unknown'>, string>> = {
  low: 'abaixo do normal',
  typical: 'dentro do normal',
  high: 'acima do normal',
};

export type InsightKind = 'cash' | 'miles';

/** '50 mil' (whole thousands) or '52,5 mil'; under a thousand, the miles as they are. */
function thousands(miles: number): string {
  if (miles < 1000) return formatMiles(miles);
  const k = Math.round(miles / 100) / 10;
  return `${formatDecimal(k, 1)} mil`;
}

/** The typical range in the offer's unit: 'R$ 2.400,00–R$ 3.600,00' or '50–62 mil'. */
export function rangeText(kind: InsightKind, range: readonly [number, number]): string {
  if (kind === 'cash') return `${formatBRL(range[0])}–${formatBRL(range[1])}`;
  return `${thousands(range[0]).replace(' mil', '')}–${thousands(range[1])}`;
}

const amount = (kind: InsightKind, value: number) => (kind === 'cash' ? formatBRL(value) : formatMilesText(value));

/**
 * One line for the offer: '45.000 milhas — abaixo do normal para Smiles nesta rota (típico 50–62 mil)';
 * 'histórico insuficiente' when nothing can be said.
 */
export function verdictSentence(insight: PriceInsight, kind: InsightKind, program: string | null): string {
  if (insight.level === 'unknown' || !insight.typicalRange || insight.current === null) return LEVEL_LABEL.unknown;
  const where = program ? `para ${programDisplayName(program)} nesta rota` : 'nesta rota';
  return `${amount(kind, insight.current)} — ${RELATION[insight.level]} ${where} (típico ${rangeText(kind, insight.typicalRange)})`;
}

/** The details: range, distance from the median, how many observations since when, and whose reading it is. */
export function verdictDetails(insight: PriceInsight, kind: InsightKind): string[] {
  const source = insight.source === 'google' ? 'Fonte: Google Flights.' : 'Fonte: preços observados pela Bússola.';
  if (!insight.typicalRange)
    return [
      `Histórico insuficiente: ${insight.observations} observação(ões)${insight.since ? ` desde ${formatDate(insight.since)}` : ''}.`,
    ];
  const lines = [`Faixa típica: ${rangeText(kind, insight.typicalRange)}.`];
  if (insight.median !== null && insight.current !== null) {
    const diff = insight.current - insight.median;
    const side = diff < 0 ? 'abaixo' : 'acima';
    lines.push(
      diff === 0
        ? 'Igual à mediana.'
        : `${amount(kind, Math.abs(diff))} ${side} da mediana (${amount(kind, insight.median)}).`,
    );
  }
  lines.push(
    `${insight.observations} observação(ões)${insight.since ? ` desde ${formatDate(insight.since)}` : ''}. ${source}`,
  );
  return lines;
}

/** The kind and programme an offer is judged under: miles by programme, cash otherwise. */
export function insightKeyOf(flight: Flight): { kind: InsightKind; program: string | null } | null {
  if (flight.isInfoOnly) return null;
  if (flight.miles !== null) {
    // Judged under the programme that prices the seat (Virgin's points apart from LATAM Pass's miles).
    const program = pricingProgram(flight.milesProgram, flight.milesOriginalProgram);
    return program && !flight.milesEstimated ? { kind: 'miles', program } : null;
  }
  return flight.price !== null ? { kind: 'cash', program: null } : null;
}

/**
 * The verdict of one offer, from the search's route verdicts: its own price against the route's range. Null for
 * offers nothing is said of (reference rows, demo, another route, a return leg).
 */
export function offerVerdict(
  insights: readonly RouteInsight[],
  flight: Flight,
  route: { origin: string; destination: string } | null,
): { insight: PriceInsight; kind: InsightKind; program: string | null } | null {
  const key = insightKeyOf(flight);
  if (!key || flight.isReturnFlight || flight.source === 'demo' || flight.source === 'fixed_table') return null;
  // A city code (SAO) stands for its airports, as the search asked them.
  if (
    route &&
    (!codeCovers(route.origin, flight.departure.airport) || !codeCovers(route.destination, flight.arrival.airport))
  )
    return null;
  const found = insights.find((i) => i.kind === key.kind && (i.program ?? null) === key.program);
  if (!found) return null;
  const price = key.kind === 'cash' ? flight.price : flight.miles;
  return { insight: judgeOwnPrice(found.insight, price ?? 0, key.kind), ...key };
}

/** The chart's text alternative: the days priced, the lowest and latest daily minimum, the typical range. */
export function insightChartSummary(insight: PriceInsight, kind: InsightKind): string {
  const unit = kind === 'cash' ? 'reais' : 'milhas';
  const points = insight.history;
  if (points.length === 0) return `Histórico de preços em ${unit}: nenhum preço observado ainda.`;
  const lowest = Math.min(...points.map((p) => p.min));
  const latest = points[points.length - 1]?.min ?? lowest;
  const range = insight.typicalRange
    ? `; faixa típica ${rangeText(kind, insight.typicalRange)}`
    : '; histórico insuficiente';
  return (
    `Histórico de preços em ${unit}: menor preço de ${points.length} dia(s), de ${formatDate(points[0]?.day)} a ` +
    `${formatDate(points[points.length - 1]?.day)}; menor ${amount(kind, lowest)}, último ${amount(kind, latest)}${range}.`
  );
}
