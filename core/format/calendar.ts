import type { BestDay } from '../calendar/best-day';
import type { CalendarDay, CalendarFreshness } from '../schemas/calendar';
import { LEVEL_LABEL } from '../insight/describe';
import { formatMiles } from './miles';
import { formatBRL, formatMoney } from './money';

/**
 * The calendar's pt-BR words: how fresh a cell's price is, the colour band of a day (always said in words and
 * with its amount, never by colour alone), and the whole cell as one sentence for its button's accessible name.
 */

export const NO_DATA = 'sem dado';
export const DEMO_LABEL = 'Demonstração';
/** What a cell says where no cash fare is known (the miles may still be). */
export const NO_CASH = 'sem R$';
/** The best day's mark in its cell and in the legend. */
export const BEST_DAY_MARK = '★';
/** Why a day is the best one: the cell's tooltip and the legend. */
export const BEST_DAY_HINT =
  'Melhor dia do período: o menor total em reais (dinheiro, ou milhas valorizadas em reais). Se vários dias custam o mesmo, marcamos o mais cedo.';

/** 'ao vivo', 'cache de 12 min', 'visto há 3 h', 'demonstração'. */
export function calendarFreshnessText(kind: CalendarFreshness, observedAt: string, now: Date): string {
  if (kind === 'live') return 'ao vivo';
  if (kind === 'demo') return 'demonstração';
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(observedAt)) / 60_000));
  if (kind === 'cache')
    return minutes < 1
      ? 'cache de menos de 1 min'
      : minutes < 60
        ? `cache de ${minutes} min`
        : `cache de ${Math.floor(minutes / 60)} h`;
  if (minutes < 60) return `visto há ${Math.max(1, minutes)} min`;
  if (minutes < 48 * 60) return `visto há ${Math.floor(minutes / 60)} h`;
  return `visto há ${Math.floor(minutes / (24 * 60))} dias`;
}

/** A short amount for a small cell: 'R$ 980', 'R$ 2,5 mil', 'R$ 12 mil'. */
export function compactBRL(value: number): string {
  if (value < 1000) return `R$ ${Math.round(value)}`;
  const thousands = value / 1000;
  const text =
    thousands < 10 ? thousands.toFixed(1).replace('.', ',').replace(',0', '') : String(Math.round(thousands));
  return `R$ ${text} mil`;
}

export type PriceBand = 'low' | 'mid' | 'high';
export const PRICE_BAND_LABEL: Readonly<Record<PriceBand, string>> = {
  low: 'mais barato',
  mid: 'intermediário',
  high: 'mais caro',
};

/** The limits between the thirds of the days' best totals: the colour of a day is its third. */
export function priceBands(days: readonly CalendarDay[]): { lowMax: number; midMax: number } | null {
  const totals = days.flatMap((d) => (d.bestBRL === null ? [] : [d.bestBRL])).sort((a, b) => a - b);
  if (totals.length === 0) return null;
  const at = (q: number) => totals[Math.max(0, Math.ceil(q * totals.length) - 1)] as number;
  return { lowMax: at(1 / 3), midMax: at(2 / 3) };
}

export function bandOf(value: number | null, bands: ReturnType<typeof priceBands>): PriceBand | null {
  if (value === null || bands === null) return null;
  return value <= bands.lowMax ? 'low' : value <= bands.midMax ? 'mid' : 'high';
}

/** A cell's cash fare, short: 'R$ 601'; 'sem R$' when no fare is known for the day. */
export function calendarCellCash(day: CalendarDay): string {
  return day.cash ? compactBRL(day.cash.price) : NO_CASH;
}

/** A cell's best award as its value in reais, short: '≈ R$ 450'; null when no award is known. */
export function calendarCellMiles(day: CalendarDay): string | null {
  const award = day.miles[0];
  return award ? `≈ ${compactBRL(award.valueBRL)}` : null;
}

/** The line above the grid: 'Melhor dia: sexta-feira, 11 de dezembro, R$ 601,00 em dinheiro.' */
export function calendarBestDayText(best: BestDay): string {
  const { day } = best;
  const how = day.best === 'miles' ? `em milhas (${day.miles[0]?.program ?? 'milhas'}, valor em reais)` : 'em dinheiro';
  return `Melhor dia: ${calendarDayTitle(day.date)}, ${formatBRL(day.bestBRL ?? 0)} ${how}.`;
}

/** How a tie was broken, said in words: 'Outros 4 dias custam o mesmo; marcamos o mais cedo.' (null without a tie). */
export function calendarBestDayTieText(best: BestDay): string | null {
  if (best.ties === 0) return null;
  return best.ties === 1
    ? 'Outro dia custa o mesmo; marcamos o mais cedo.'
    : `Outros ${best.ties} dias custam o mesmo; marcamos o mais cedo.`;
}

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'sexta-feira, 11 de dezembro'. */
export function calendarDayTitle(date: string): string {
  return weekday.format(new Date(`${date}T12:00:00Z`));
}

/** A cell's award: '20.000 milhas Smiles + R$ 150,75 (≈ R$ 450,75)'. */
export function calendarMilesText(award: CalendarDay['miles'][number]): string {
  const taxes = formatMoney(award.taxes, award.taxesCurrency || 'BRL');
  return `${formatMiles(award.miles)} milhas ${award.program} + ${taxes} (≈ ${formatBRL(award.valueBRL)})`;
}

/** The day's best award against its month (the miles verdict), in the badge's words; null when nothing is said. */
export function calendarMilesLevel(day: CalendarDay): string | null {
  const level = day.miles[0]?.verdict?.level;
  return level && level !== 'unknown' ? LEVEL_LABEL[level] : null;
}

/** Everything a cell says, as one sentence: what a screen reader announces for the day's button. */
export function calendarCellName(day: CalendarDay, now: Date, band: PriceBand | null, isBest = false): string {
  const parts = [calendarDayTitle(day.date)];
  if (day.cash === null && day.miles.length === 0) return `${parts[0]}: ${NO_DATA}. Abrir a busca deste dia.`;
  parts.push(
    day.cash
      ? `dinheiro ${formatBRL(day.cash.price)} (${day.cash.origin}–${day.cash.destination}, ${calendarFreshnessText(day.cash.freshness, day.cash.observedAt, now)})`
      : `dinheiro: ${NO_DATA}`,
  );
  const award = day.miles[0];
  parts.push(
    award
      ? `milhas ${calendarMilesText(award)} (${award.origin}–${award.destination}, ${calendarFreshnessText(award.freshness, award.observedAt, now)})`
      : `milhas: ${NO_DATA}`,
  );
  const milesLevel = calendarMilesLevel(day);
  if (milesLevel) parts.push(`milhas: ${milesLevel}`);
  if (day.best) parts.push(`vence ${day.best === 'miles' ? 'milhas' : 'dinheiro'}`);
  if (band) parts.push(PRICE_BAND_LABEL[band]);
  if (day.insight) parts.push(day.insight.label);
  if (isBest) parts.push('melhor dia do período');
  return `${parts.join('; ')}. Abrir a busca deste dia.`;
}
