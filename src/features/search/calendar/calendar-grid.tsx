import {
  bandOf,
  calendarCellName,
  calendarDayTitle,
  compactBRL,
  NO_DATA,
  PRICE_BAND_LABEL,
  type PriceBand,
  priceBands,
} from '@core/format/calendar';
import { formatBRL } from '@core/format/money';
import type { CalendarDay } from '@core/schemas/calendar';
import { cn } from '@/lib/cn';

/**
 * The month as a table: weekdays as column headers, weeks as rows, each day a button whose accessible name says
 * the whole cell. Seven narrow columns fit a 390 px phone without sideways scrolling; the cell shows the day, the
 * best total as text and which wins, and its colour (the third of the range its total falls in) is repeated in
 * words by the legend and the button's name.
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
}: {
  days: readonly CalendarDay[];
  now: Date;
  caption: string;
  onPick(day: CalendarDay): void;
  askCash?: AskCash;
}) {
  const bands = priceBands(days);
  return (
    <div className="grid gap-3">
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
                    <DayButton day={day} band={bandOf(day.bestBRL, bands)} now={now} onPick={onPick} />
                    {askCash?.dates.has(day.date) && day.cash === null && (
                      <button
                        type="button"
                        disabled={askCash.asking !== null}
                        onClick={() => askCash.onAsk(day.date)}
                        aria-label={`ver R$ em dinheiro de ${calendarDayTitle(day.date)}`}
                        className="mt-0.5 w-full rounded border border-input bg-background text-[10px] leading-5 hover:bg-accent disabled:opacity-60"
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
      {bands && <Legend bands={bands} />}
    </div>
  );
}

function DayButton({
  day,
  band,
  now,
  onPick,
}: {
  day: CalendarDay;
  band: PriceBand | null;
  now: Date;
  onPick(day: CalendarDay): void;
}) {
  const dayNumber = Number(day.date.slice(8, 10));
  return (
    <button
      type="button"
      onClick={() => onPick(day)}
      aria-label={calendarCellName(day, now, band)}
      data-date={day.date}
      className={cn(
        'flex min-h-16 w-full flex-col items-start gap-0.5 rounded-md border p-1 text-left text-foreground hover:ring-2 hover:ring-ring focus-visible:outline-2 focus-visible:outline-ring sm:min-h-20 sm:p-1.5',
        band ? BAND_CLASS[band] : 'border-dashed border-border bg-background',
      )}
    >
      <span className="text-xs font-semibold">{dayNumber}</span>
      {day.bestBRL === null ? (
        <span className="text-[11px] leading-tight text-muted-foreground">{NO_DATA}</span>
      ) : (
        <>
          <span className="text-[11px] font-semibold leading-tight sm:text-sm">{compactBRL(day.bestBRL)}</span>
          <span className="text-[10px] leading-tight sm:text-xs">{day.best === 'miles' ? 'milhas' : 'dinheiro'}</span>
          {day.insight && <span className="hidden text-[10px] sm:inline">{day.insight.label}</span>}
        </>
      )}
    </button>
  );
}

function Legend({ bands }: { bands: NonNullable<ReturnType<typeof priceBands>> }) {
  const items: [PriceBand, string][] = [
    ['low', `até ${formatBRL(bands.lowMax)}`],
    ['mid', `até ${formatBRL(bands.midMax)}`],
    ['high', `acima de ${formatBRL(bands.midMax)}`],
  ];
  return (
    <ul className="flex flex-wrap gap-3 text-xs" aria-label="Legenda das cores (melhor total do dia em reais)">
      {items.map(([band, text]) => (
        <li key={band} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm border', BAND_CLASS[band])} />
          {PRICE_BAND_LABEL[band]} ({text})
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-dashed border-border" />
        {NO_DATA}
      </li>
    </ul>
  );
}
