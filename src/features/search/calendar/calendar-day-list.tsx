import { Link } from 'react-router';
import { calendarDayTitle, calendarFreshnessText, calendarMilesText, NO_DATA } from '@core/format/calendar';
import { formatBRL } from '@core/format/money';
import type { CalendarDay } from '@core/schemas/calendar';
import { taxesInReais } from '@core/miles/award-offer';
import { Button } from '@/components/ui/button';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';

/**
 * The same days as a list, with everything a cell holds in full: each programme's award, where every price comes
 * from and how old it is, and, for a day the calendar did not spend a paid request on, a button that asks for its
 * cash fare alone.
 */
export function CalendarDayList({
  days,
  now,
  askable,
  asking,
  searchPath,
  onAskCash,
}: {
  days: readonly CalendarDay[];
  now: Date;
  askable: ReadonlySet<string>;
  asking: string | null;
  searchPath(date: string): string;
  onAskCash(date: string): void;
}) {
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm font-medium">Lista dos dias, com todos os detalhes</summary>
      <ul className="mt-3 grid gap-3">
        {days.map((day) => (
          <li key={day.date} className="grid gap-1 border-b pb-2 text-sm last:border-0">
            <span className="font-medium">{calendarDayTitle(day.date)}</span>
            <span>
              Dinheiro:{' '}
              {day.cash
                ? `${formatBRL(day.cash.price)} (${day.cash.origin}–${day.cash.destination}, ${calendarFreshnessText(day.cash.freshness, day.cash.observedAt, now)})`
                : NO_DATA}
            </span>
            {day.miles.length === 0 ? (
              <span>Milhas: {NO_DATA}</span>
            ) : (
              day.miles.map((award) => (
                <span key={award.program} className="grid">
                  <span>
                    Milhas: {calendarMilesText(award)} ({award.origin}–{award.destination},{' '}
                    {calendarFreshnessText(award.freshness, award.observedAt, now)})
                  </span>
                  <HowToPay
                    offer={{
                      program: award.program,
                      miles: award.miles,
                      taxes: taxesInReais(award.taxes, award.taxesCurrency),
                    }}
                  />
                </span>
              ))
            )}
            {day.best && <span>Vence: {day.best === 'miles' ? 'milhas' : 'dinheiro'}</span>}
            {day.insight && <span>{day.insight.label}</span>}
            <span className="flex flex-wrap gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to={searchPath(day.date)}>Buscar este dia</Link>
              </Button>
              {askable.has(day.date) && day.cash === null && (
                <Button size="sm" variant="outline" disabled={asking !== null} onClick={() => onAskCash(day.date)}>
                  {asking === day.date ? 'Consultando...' : 'Consultar preço em dinheiro'}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
