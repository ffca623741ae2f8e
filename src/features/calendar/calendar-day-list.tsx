import { Link } from 'react-router';
import { calendarDayTitle, calendarFreshnessText, calendarMilesText, NO_DATA } from '@core/format/calendar';
import { formatBRL } from '@core/format/money';
import { textLine } from '@core/format/text-line';
import type { CalendarDay, CalendarMiles } from '@core/schemas/calendar';
import type { OfferValue } from '@core/schemas/offer-value';
import { taxesInReais } from '@core/miles/award-offer';
import type { AwardOffer } from '@core/miles/award-cost';
import { milheiroText, partyValueText, taxesText } from '@core/miles/value-text';
import { ageInputOfCalendar } from '@core/miles/award-age';
import { Button } from '@/components/ui/button';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';
import { AwardAge } from '@/shared/award-age/award-age';
import { BookingOpens } from '@/shared/booking-opens/booking-opens';
import { OpeningAlertButton } from '@/shared/booking-opens/opening-alert-button';
import type { CabinClass } from '@core/schemas/search';
import { MilesVerdictBadge } from '@/shared/miles-verdict/miles-verdict-badge';
import type { BookingWindow } from '@core/schemas/booking-window';

/** The calendar's party (its `adults`), as the day's value was reckoned for it; one without a value. */
function partyOf(award: CalendarMiles): number {
  return award.value?.passengers ?? 1;
}

/** One traveller's award, as 'como pagar' plans it: the cell holds the party's miles and taxes. */
function perPersonOffer(award: CalendarMiles): AwardOffer {
  const n = partyOf(award);
  return {
    program: award.program,
    miles: Math.round(award.miles / n),
    taxes: award.value?.taxes?.reais ?? taxesInReais(award.taxes / n, award.taxesCurrency),
  };
}

/** 'US$ 56,00 (≈ R$ 299,60, cotação de 27/11) de taxas por pessoa · ≈ R$ 1.704,20 para 2 pessoas (…) · seu milheiro R$ 17,00'. */
function calendarValueText(value: OfferValue): string {
  const taxes = value.taxes && value.taxes.status !== 'none' ? `${taxesText(value)} de taxas por pessoa` : null;
  return textLine([taxes, partyValueText(value), milheiroText(value)]);
}

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
  bookingWindows,
  openingAlert,
}: {
  days: readonly CalendarDay[];
  now: Date;
  askable: ReadonlySet<string>;
  asking: string | null;
  searchPath(date: string): string;
  onAskCash(date: string): void;
  bookingWindows?: readonly BookingWindow[];
  /** Signed in: a day beyond a window offers "avisar quando abrir" for its route. */
  openingAlert?: { userId: string; origin: string; destination: string; cabin: CabinClass; passengers: number };
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
              <>
                <span>Milhas: {NO_DATA}</span>
                <BookingOpens
                  windows={bookingWindows}
                  travelDate={day.date}
                  now={now}
                  {...(openingAlert
                    ? {
                        action: (closed) => (
                          <OpeningAlertButton
                            userId={openingAlert.userId}
                            route={openingAlert}
                            closed={closed}
                            cabin={openingAlert.cabin}
                            passengers={openingAlert.passengers}
                          />
                        ),
                      }
                    : {})}
                />
              </>
            ) : (
              day.miles.map((award) => (
                <span key={award.program} className="grid">
                  <span>
                    Milhas: {calendarMilesText(award)} ({award.origin}–{award.destination},{' '}
                    {calendarFreshnessText(award.freshness, award.observedAt, now)})
                  </span>
                  {award.verdict && (
                    <span>
                      <MilesVerdictBadge
                        verdict={award.verdict}
                        miles={perPersonOffer(award).miles}
                        origin={award.origin}
                        destination={award.destination}
                      />
                    </span>
                  )}
                  <AwardAge age={ageInputOfCalendar(award)} now={now} />
                  {award.value && <span className="text-muted-foreground">{calendarValueText(award.value)}</span>}
                  <HowToPay
                    offer={perPersonOffer(award)}
                    passengers={partyOf(award)}
                    check={{ ...ageInputOfCalendar(award), taxesStatus: award.value?.taxes?.status ?? null }}
                    now={now}
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
