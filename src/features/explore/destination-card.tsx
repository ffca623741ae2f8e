import { Link } from 'react-router';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import { formatBRL, formatMoney } from '@core/format/money';
import { textLine } from '@core/format/text-line';
import { calendarLinkPath } from '@core/links/calendar-link';
import { searchLinkPath } from '@core/links/link-params';
import { milheiroText, partyTotalText } from '@core/miles/value-text';
import { AWARD_PROGRAMS } from '@core/schemas/award';
import {
  EXPLORE_DURATION_NIGHTS,
  type ExploreAward,
  type ExploreCash,
  type ExploreDestination,
  type ExploreReply,
} from '@core/schemas/explore';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export const COVERED_LABEL = 'Coberto pelo seu saldo';

/** The element id of a destination's card, for the map's dots to lead to. */
export const destinationId = (d: ExploreDestination) => `destino-${d.airport}`;

/** Where the calendar and the search go: the city when it has several airports, else the airport. */
const placeOf = (d: ExploreDestination) => d.cityCode ?? d.airport;

/** The destination's whole departure window in the calendar, round trip of the explore's length, for the party. */
export function destinationCalendarPath(reply: ExploreReply, d: ExploreDestination): string {
  return calendarLinkPath({
    origin: reply.origin,
    destination: placeOf(d),
    from: reply.from,
    to: reply.to,
    cabin: reply.cabin,
    programs: [...AWARD_PROGRAMS],
    adults: reply.passengers,
    nights: EXPLORE_DURATION_NIGHTS[reply.duration],
  });
}

/** The search for the destination on the best price's day (the form filled, nothing run, when no day is known). */
export function destinationSearchPath(reply: ExploreReply, d: ExploreDestination): string {
  return searchLinkPath({
    origin: reply.origin,
    destination: placeOf(d),
    date: d.cash?.departureDate ?? bestAward(d)?.date ?? null,
    cabin: reply.cabin === 'ECONOMY' ? null : reply.cabin,
    passengers: reply.passengers,
  });
}

/** The award the best total is for: the named programme, else the first (the reply lists the best value first). */
export function bestAward(d: ExploreDestination): ExploreAward | undefined {
  return d.miles.find((m) => m.program === d.bestProgram) ?? d.miles[0];
}

/** The best option for one traveller, in reais. */
function bestPerPerson(d: ExploreDestination, passengers: number): number {
  if (d.best === 'cash' && d.cash) return d.cash.perPersonBRL;
  return bestAward(d)?.value?.perPerson ?? d.bestBRL / passengers;
}

const stopsText = (stops: number | null) =>
  stops === null ? null : stops === 0 ? 'direto' : stops === 1 ? '1 escala' : `${stops} escalas`;

function datesText(cash: ExploreCash): string | null {
  if (!cash.departureDate) return null;
  return cash.returnDate
    ? `${formatDate(cash.departureDate)} a ${formatDate(cash.returnDate)}`
    : formatDate(cash.departureDate);
}

/** 'R$ 5.178,00 (R$ 2.589,00 por pessoa) · 10/01/2027 a 17/01/2027 · direto · LATAM'. */
function cashText(cash: ExploreCash, passengers: number): string {
  const amount =
    passengers > 1
      ? `${formatBRL(cash.totalBRL)} (${formatBRL(cash.perPersonBRL)} por pessoa)`
      : formatBRL(cash.totalBRL);
  return textLine([amount, datesText(cash), stopsText(cash.stops), cash.airline]);
}

/** 'Smiles: 100.000 milhas + R$ 200,00 em taxas ≈ R$ 1.900,00 · seu milheiro R$ 17,00 · 4 assentos'. */
export function awardText(award: ExploreAward, passengers: number): string {
  const value = award.value;
  const amount = value
    ? partyTotalText(value, award.miles / passengers)
    : `${formatMiles(award.miles)} milhas + ${formatMoney(award.taxes, award.taxesCurrency)} em taxas ≈ ${formatBRL(award.valueBRL)}`;
  const seats = award.seats === null ? null : `${award.seats} ${award.seats === 1 ? 'assento' : 'assentos'}`;
  return textLine([
    `${award.program}: ${amount}`,
    value ? milheiroText(value) : null,
    award.date ? formatDate(award.date) : null,
    award.nonstop ? 'direto' : null,
    seats,
  ]);
}

/**
 * One destination: the city and country, the best total for the party and per person, the cash fare with its dates,
 * the best award with its miles, taxes in reais and value for me, the other programmes, whether my balances pay it,
 * and the way on to its calendar or its search.
 */
export function DestinationCard({ reply, destination: d }: { reply: ExploreReply; destination: ExploreDestination }) {
  const n = reply.passengers;
  const award = bestAward(d);
  const others = d.miles.filter((m) => m !== award);
  return (
    <Card id={destinationId(d)} tabIndex={-1} className="min-w-0 focus-visible:outline-2 focus-visible:outline-ring">
      <CardContent className="grid gap-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 break-words text-lg font-semibold">
            {d.city}, {d.country} <span className="text-sm font-normal text-muted-foreground">({d.airport})</span>
          </h3>
          {d.coveredByBalance && <Badge>{COVERED_LABEL}</Badge>}
        </div>
        <p className="text-base">
          <span className="font-semibold">{formatBRL(d.bestBRL)}</span>
          <span className="text-sm text-muted-foreground">
            {n > 1 ? ` para ${n} pessoas · ${formatBRL(bestPerPerson(d, n))} por pessoa` : ' por pessoa'}
            {d.best === 'miles' ? ` · em milhas${d.bestProgram ? ` (${d.bestProgram})` : ''}` : ' · em dinheiro'}
          </span>
        </p>
        <p className="break-words text-sm">
          <span className="font-medium">Dinheiro:</span> {d.cash ? cashText(d.cash, n) : 'sem tarifa encontrada'}
        </p>
        <p className="break-words text-sm">
          <span className="font-medium">Milhas:</span> {award ? awardText(award, n) : 'sem award encontrado'}
        </p>
        {others.length > 0 && (
          <p className="break-words text-xs text-muted-foreground">
            Outros programas:{' '}
            {others
              .map((m) => `${m.program} ≈ ${formatBRL(m.valueBRL)}${m.coveredByBalance ? ' (seu saldo cobre)' : ''}`)
              .join(' · ')}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild size="sm">
            <Link to={destinationCalendarPath(reply, d)} aria-label={`Calendário para ${d.city}`}>
              Ver calendário
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={destinationSearchPath(reply, d)} aria-label={`Buscar voos para ${d.city}`}>
              Buscar voos
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
