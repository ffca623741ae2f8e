import { ExternalLink, Plane } from 'lucide-react';
import { type CashComparison, comparisonReference } from '@core/flights/compare';
import { formatSeats, isLowSeats, partySeats } from '@core/flights/format';
import { describeFreshness } from '@core/flights/freshness';
import type { OptionBadge } from '@core/flights/option-badges';
import type { Flight } from '@core/schemas/flight';
import { DayOffset } from '@/shared/day-offset';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatBRL } from '@core/format/money';
import { offerFromFlight } from '@core/miles/award-offer';
import { ageInputOfFlight } from '@core/miles/award-age';
import { checkOfFlight } from '@core/miles/transfer-checklist';
import { recheckRequestOfFlight } from '@core/miles/award-recheck';
import { AwardRecheck } from '@/shared/award-recheck/award-recheck';
import { AwardAge } from '@/shared/award-age/award-age';
import { milesVerdict } from '@core/miles/realised-value';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';
import { useOwnMilheiro } from '@/shared/how-to-pay/use-wallet';
import { MilesPrice } from './miles-price';
import { GroupTotal, PerPassenger, usePassengerCount } from './passenger-count';
import { PriceAlertButton } from './price-alert-button';
import { PriceVerdictBadge } from './price-verdict-badge';
import { RouteMiddle } from './route-middle';
import { SaveFlightButton } from './save-flight-button';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

function Point({
  time,
  airport,
  city,
  align,
  departureDate,
  date,
}: {
  time: string;
  airport: string;
  city: string;
  align: 'left' | 'right';
  /** For the arrival: the departure day, to mark '+1'. */
  departureDate?: string;
  date: string;
}) {
  return (
    <div className={cn('min-w-0', align === 'right' && 'text-right')}>
      <p className="text-lg font-semibold tabular-nums">
        {time || '—'}
        {time && departureDate && <DayOffset departureDate={departureDate} arrivalDate={date} />}
      </p>
      <p className="truncate text-sm text-muted-foreground">
        <span className="font-mono font-medium text-foreground">{airport}</span> {city}
      </p>
    </div>
  );
}

const SEATS_HINT = {
  short: 'O programa mostra menos assentos que o número de passageiros desta busca.',
  unknown: 'O programa não informa quantos assentos há: confirme antes de transferir pontos.',
  low: 'Poucos assentos neste preço.',
} as const;
/**
 * 'Use milhas' / 'Pague em dinheiro', what each 1000 miles yield here, and which cash fare that was measured on;
 * weighed against the traveller's own milheiro when they set one, else the programme's reference.
 */
function Verdict({ comparison, program }: { comparison: CashComparison; program: string | null }) {
  const own = useOwnMilheiro(program);
  const verdict = own === null ? comparison.verdict : milesVerdict(comparison.realisedPer1000, own);
  return (
    <div className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={verdict === 'Use milhas' ? 'success' : 'warning'}>{verdict}</Badge>
        {formatBRL(comparison.realisedPer1000)} por mil milhas (
        {own === null
          ? `referência do programa ${formatBRL(comparison.programmeValuePer1000)}`
          : `seu milheiro ${formatBRL(own)}`}
        )
      </p>
      <p>
        Comparado com a {comparisonReference(comparison.basis)}: {formatBRL(comparison.cashPrice)}
      </p>
    </div>
  );
}

/** One result: schedule, cash price or miles with their value in reais, freshness, and the best-value marks. */
export function FlightCard({
  flight,
  badge,
  comparison,
}: {
  flight: Flight;
  badge?: OptionBadge | undefined;
  comparison?: CashComparison | undefined;
}) {
  const isMiles = flight.miles !== null;
  const best = badge === 'Melhor opção';
  const passengers = usePassengerCount();
  const recheck = isMiles ? recheckRequestOfFlight(flight) : null;
  // An award is weighed against the party (a seat count below it is marked); a cash fare keeps the few-seats badge.
  const seats = isMiles
    ? partySeats(flight.availableSeats, passengers)
    : isLowSeats(flight.availableSeats)
      ? { level: 'low' as const, text: formatSeats(flight.availableSeats) }
      : null;
  return (
    <article
      className={cn('rounded-xl border bg-card p-4 shadow-sm', best && 'border-primary ring-1 ring-primary')}
      aria-label={`${flight.airline} ${flight.departure.airport} para ${flight.arrival.airport}${isMiles ? ', em milhas' : ', em reais'}`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Plane className="size-4 text-primary" aria-hidden="true" />
        <span className="font-semibold">{flight.airline}</span>
        {flight.flightNumber && <span className="font-mono text-xs text-muted-foreground">{flight.flightNumber}</span>}
        {badge && <Badge variant={best ? 'default' : 'secondary'}>{badge}</Badge>}
        <Badge variant="outline">{capitalize(describeFreshness(flight.freshness))}</Badge>
        {seats && (
          <Badge variant={seats.level === 'unknown' ? 'outline' : 'destructive'} title={SEATS_HINT[seats.level]}>
            {seats.text}
          </Badge>
        )}
        {isMiles && <AwardAge age={ageInputOfFlight(flight)} />}
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <Point {...flight.departure} align="left" />
        <RouteMiddle flight={flight} />
        <Point {...flight.arrival} align="right" departureDate={flight.departure.date} />
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t pt-3">
        <div>
          {isMiles ? (
            <MilesPrice flight={flight} />
          ) : (
            <>
              <p className="text-xl font-bold">
                {flight.price !== null ? formatBRL(flight.price) : '—'}
                {flight.price !== null && <PerPassenger />}
              </p>
              <GroupTotal count={passengers} price={flight.price} />
            </>
          )}
          <PriceVerdictBadge flight={flight} />
          {comparison && <Verdict comparison={comparison} program={flight.milesProgram} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <SaveFlightButton flight={flight} />
          <PriceAlertButton flight={flight} />
          {flight.url && (
            <Button asChild variant="outline" size="sm">
              <a href={flight.url} target="_blank" rel="noopener noreferrer">
                Verificar <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )}
        </div>
      </div>
      {isMiles && <AwardRecheck request={recheck} className="mt-2" />}
      {isMiles && (
        <HowToPay
          offer={offerFromFlight(flight)}
          passengers={passengers}
          cashFare={comparison?.basis === 'same_flight' ? comparison.cashPrice : null}
          check={{ ...checkOfFlight(flight), recheck }}
        />
      )}
    </article>
  );
}
