import { type BestDay, bestDayOf } from '@core/calendar/best-day';
import {
  BEST_DAY_HINT,
  BEST_DAY_MARK,
  bandOf,
  calendarBestDayText,
  calendarBestDayTieText,
  calendarCellCash,
  calendarCellMiles,
  calendarMilesLevel,
  calendarCellName,
  calendarDayTitle,
  NO_CASH,
  NO_DATA,
  PRICE_BAND_LABEL,
  type PriceBand,
  priceBands,
} from '@core/format/calendar';
import { bookingOpensText, opensInLabel } from '@core/format/booking-window';
import { formatBRL } from '@core/format/money';
import { type ClosedProgram, cellOpening } from '@core/miles/booking-window';
import type { BookingWindow } from '@core/schemas/booking-window';
import type { CalendarDay } from '@core/schemas/calendar';
import { todayIsoDate } from '@core/schemas/search';
import { cn } from '@/lib/cn';

/**
 * The month as a table: weekdays as column headers, weeks as rows, each day a button whose accessible name says
 * the whole cell. Seven narrow columns fit a 390 px phone without sideways scrolling (lines wrap, never widen a
 * column); the cell shows the day, its cash fare ('sem R$' when none is known), its best award valued in reais
 * ('mi'), the winner in bold, and its colour (the third of the range its best total falls in). The best day of the
 * period carries a star; the line above the grid names it and how a tie was broken, and the legend explains every
 * mark in words.
 */

const WEEKDAYS: readonly [string, string][] = [
  ['Dom', 'domingo'],
  ['Seg', 'segunda-feira'],
  ['Ter', 'terça-feira'],
  ['Qua', 'quarta-feira'],
  ['Qui', 'quinta-feira'],
  ['Sex', 'sexta-feira'],
  ['Sáb', 'sábado'],
];

export const BAND_CLASS: Readonly<Record<PriceBand, string>> = {
  low: 'border-emerald-600 bg-emerald-50',
  mid: 'border-amber-500 bg-amber-50',
  high: 'border-rose-500 bg-rose-50',
};

/** Rows of seven (null = a blank before the first day or after the last), Sunday first. */
function weeksOf(days: readonly CalendarDay[]): (CalendarDay | null)[][] {
  const first = days[0];
  if (!first) return [];
  const lead = new Date(`${first.date}T12:00:00Z`).getUTCDay();
  const cells: (CalendarDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Days whose cash fare may be asked for alone, from their cell (a paid request each). */
export interface AskCash {
  dates: ReadonlySet<string>;
  /** The day being asked for, if one is. */
  asking: string | null;
  onAsk(date: string): void;
}

export function CalendarGrid({
  days,
  now,
  caption,
  onPick,
  askCash,
  bookingWindows,
}: {
  days: readonly CalendarDay[];
  now: Date;
  caption: string;
  onPick(day: CalendarDay): void;
  askCash?: AskCash;
  /** The searched programmes' booking windows: a day beyond all of them, with no award, says when it opens. */
  bookingWindows?: readonly BookingWindow[];
}) {
  const bands = priceBands(days);
  const today = todayIsoDate(undefined, now);
  const best = bestDayOf(days, today);
  const openingOf = (day: CalendarDay) =>
    day.miles.length === 0 ? cellOpening(bookingWindows, day.date, today) : null;
  return (
    <div className="grid gap-3">
      {best && <BestDayLine best={best} />}
      <table className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="text-xs font-medium text-muted-foreground">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week) => (
            <tr key={week.find((d) => d)?.date}>
              {week.map((day, i) =>
                day ? (
                  <td key={day.date} className="p-0 align-top">
                    <DayButton
                      day={day}
                      band={bandOf(day.bestBRL, bands)}
                      now={now}
                      isBest={best?.day.date === day.date}
                      onPick={onPick}
                      opening={openingOf(day)}
                    />
                    {askCash?.dates.has(day.date) && day.cash === null && (
                      <button
                        type="button"
                        disabled={askCash.asking !== null}
                        onClick={() => askCash.onAsk(day.date)}
                        aria-label={`ver R$ em dinheiro de ${calendarDayTitle(day.date)}`}
                        title="Consultar a tarifa em dinheiro deste dia"
                        className="mt-0.5 min-h-6 w-full rounded border border-input bg-background text-[10px] leading-5 hover:bg-accent disabled:opacity-60"
                      >
                        {askCash.asking === day.date ? '…' : 'ver R$'}
                      </button>
                    )}
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blanks have nothing but their place.
                  <td key={`vazio-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend
        bands={bands}
        hasBest={best !== null}
        canAsk={(askCash?.dates.size ?? 0) > 0}
        hasOpening={days.some((day) => openingOf(day) !== null)}
      />
    </div>
  );
}

function BestDayLine({ best }: { best: BestDay }) {
  const tie = calendarBestDayTieText(best);
  return (
    <p className="text-sm">
      <span aria-hidden="true" className="me-1 text-amber-600">
        {BEST_DAY_MARK}
      </span>
      <strong>{calendarBestDayText(best)}</strong>
      {tie && <span className="text-muted-foreground"> {tie}</span>}
    </p>
  );
}

function DayButton({
  day,
  band,
  now,
  isBest,
  onPick,
  opening,
}: {
  day: CalendarDay;
  band: PriceBand | null;
  now: Date;
  isBest: boolean;
  onPick(day: CalendarDay): void;
  /** Set when no searched programme sells the day yet: the soonest to open. */
  opening: ClosedProgram | null;
}) {
  const dayNumber = Number(day.date.slice(8, 10));
  const miles = calendarCellMiles(day);
  const milesLevel = calendarMilesLevel(day);
  const name = calendarCellName(day, now, band, isBest);
  const opensLabel = opening && (
    <span data-figure="opens" className="text-[10px] leading-tight text-muted-foreground sm:text-xs">
      {opensInLabel(opening.daysLeft)}
    </span>
  );
  return (
    <button
      type="button"
      onClick={() => onPick(day)}
      aria-label={opening ? `${name}. ${bookingOpensText(opening, todayIsoDate(undefined, now))}` : name}
      title={isBest ? BEST_DAY_HINT : undefined}
      data-date={day.date}
      data-best={isBest ? 'true' : undefined}
      className={cn(
        'flex min-h-16 w-full min-w-0 flex-col items-start gap-0.5 break-words rounded-md border p-0.5 text-left text-foreground hover:ring-2 hover:ring-ring focus-visible:outline-2 focus-visible:outline-ring sm:min-h-20 sm:p-1.5',
        band ? BAND_CLASS[band] : 'border-dashed border-border bg-background',
        isBest && 'ring-2 ring-amber-500',
      )}
    >
      <span className="flex w-full items-center justify-between text-xs font-semibold">
        {dayNumber}
        {isBest && (
          <span aria-hidden="true" className="text-amber-600">
            {BEST_DAY_MARK}
          </span>
        )}
      </span>
      {day.bestBRL === null ? (
        (opensLabel ?? <span className="text-[11px] leading-tight text-muted-foreground">{NO_DATA}</span>)
      ) : (
        <>
          <span
            data-figure="cash"
            className={cn(
              'text-[11px] leading-tight sm:text-sm',
              day.cash === null && 'text-muted-foreground',
              day.best === 'cash' && 'font-semibold',
            )}
          >
            {calendarCellCash(day)}
          </span>
          {day.insight && <span className="hidden text-[10px] sm:inline">{day.insight.label}</span>}
          {miles && (
            <span
              data-figure="miles"
              className={cn('text-[10px] leading-tight sm:text-xs', day.best === 'miles' && 'font-semibold')}
            >
              mi {miles}
            </span>
          )}
          {milesLevel && <span className="hidden text-[10px] sm:inline">mi: {milesLevel}</span>}
          {opensLabel}
        </>
      )}
    </button>
  );
}

function Legend({
  bands,
  hasBest,
  canAsk,
  hasOpening,
}: {
  bands: ReturnType<typeof priceBands>;
  hasBest: boolean;
  canAsk: boolean;
  hasOpening: boolean;
}) {
  const items: [PriceBand, string][] = bands
    ? [
        ['low', `até ${formatBRL(bands.lowMax)}`],
        ['mid', `até ${formatBRL(bands.midMax)}`],
        ['high', `acima de ${formatBRL(bands.midMax)}`],
      ]
    : [];
  return (
    <ul
      className="flex flex-wrap gap-x-3 gap-y-1 text-xs"
      aria-label="Legenda das cores e marcas (cor: melhor total do dia em reais)"
    >
      {items.map(([band, text]) => (
        <li key={band} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm border', BAND_CLASS[band])} />
          {PRICE_BAND_LABEL[band]} ({text})
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-dashed border-border" />
        {NO_DATA}: nenhum preço conhecido
      </li>
      {hasBest && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="text-amber-600">
            {BEST_DAY_MARK}
          </span>
          {BEST_DAY_HINT}
        </li>
      )}
      <li>R$: a tarifa em dinheiro do dia; {NO_CASH}: nenhuma tarifa em dinheiro conhecida</li>
      <li>mi ≈ R$: a melhor oferta em milhas, valorizada em reais</li>
      <li>Em negrito: o que sai mais barato no dia</li>
      {hasOpening && <li>abre em N dias: as reservas em milhas do dia ainda não abriram</li>}
      {canAsk && <li>ver R$: consulta a tarifa em dinheiro de um dia que o calendário não consultou</li>}
    </ul>
  );
}
