import { ExternalLink, Plane } from 'lucide-react';
import { describeFreshness } from '@core/flights/freshness';
import { ageInputOfFlight } from '@core/miles/award-age';
import { checkOfFlight } from '@core/miles/transfer-checklist';
import { AwardAge } from '@/shared/award-age/award-age';
import { bookingLinkFor } from '@core/flights/links';
import type { Flight } from '@core/schemas/flight';
import type { PassengerCounts } from '@core/schemas/search';
import { DayOffset } from '@/shared/day-offset';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatBRL } from '@core/format/money';
import { formatDate } from '@core/format/dates';
import { offerFromFlight } from '@core/miles/award-offer';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';
import { MilesPrice } from './miles-price';
import { GroupTotal, PerPassenger, passengerCount } from './passenger-count';
import { RouteMiddle } from './route-middle';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** The airline's (or programme's) own search page for this leg: 'Comprar' in reais, 'Resgatar' with miles. */
export function bookingLink(flight: Flight, passengers: PassengerCounts, award: boolean): string {
  return bookingLinkFor(award ? (flight.milesProgram ?? flight.airline) : flight.airline, {
    origin: flight.departure.airport,
    destination: flight.arrival.airport,
    departureDate: flight.departure.date,
    passengers,
    cabin: flight.cabinClass,
    award,
  });
}

function ExternalButton({
  href,
  label,
  children,
  primary,
}: {
  href: string;
  label: string;
  children: string;
  primary?: boolean;
}) {
  return (
    <Button asChild size="sm" variant={primary ? 'default' : 'outline'}>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children} <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

/**
 * A result of the third search page (SPEC §2 screen 3): schedule, price in reais or miles valued in reais,
 * 'Verificar' (the offer's own link) and 'Resgatar' (miles) or 'Comprar' (cash) on the airline's site.
 */
export function DirectFlightCard({ flight, passengers }: { flight: Flight; passengers: PassengerCounts }) {
  const hasMiles = flight.miles !== null;
  const hasCash = flight.price !== null;
  const route = `${flight.departure.airport} para ${flight.arrival.airport}`;
  return (
    <article
      className={cn(
        'flex flex-col rounded-xl border bg-card p-4 shadow-sm',
        flight.bestValue && 'border-primary ring-1 ring-primary',
      )}
      aria-label={`${flight.airline} ${route}${hasMiles ? ', em milhas' : ', em reais'}`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Plane className="size-4 text-primary" aria-hidden="true" />
        <span className="font-semibold">{flight.airline}</span>
        {flight.flightNumber && <span className="font-mono text-xs text-muted-foreground">{flight.flightNumber}</span>}
        {flight.bestValue && <Badge>Melhor opção</Badge>}
        <Badge variant="outline">{capitalize(describeFreshness(flight.freshness))}</Badge>
        {hasMiles && <AwardAge age={ageInputOfFlight(flight)} />}
      </div>
      <p className="mb-2 text-xs text-muted-foreground">{formatDate(flight.departure.date)}</p>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold tabular-nums">{flight.departure.time || '—'}</p>
          <p className="truncate font-mono text-sm">{flight.departure.airport}</p>
        </div>
        <RouteMiddle flight={flight} />
        <div className="min-w-0 text-right">
          <p className="text-lg font-semibold tabular-nums">
            {flight.arrival.time || '—'}
            {flight.arrival.time && (
              <DayOffset departureDate={flight.departure.date} arrivalDate={flight.arrival.date} />
            )}
          </p>
          <p className="truncate font-mono text-sm">{flight.arrival.airport}</p>
        </div>
      </div>
      <div className="mt-3 space-y-1 border-t pt-3">
        {hasCash && (
          <>
            <p className="text-xl font-bold">
              {formatBRL(flight.price ?? 0)}
              <PerPassenger />
            </p>
            <GroupTotal count={passengerCount(passengers)} price={flight.price} />
          </>
        )}
        {hasMiles && <MilesPrice flight={flight} count={passengerCount(passengers)} />}
        {hasMiles && (
          <HowToPay
            offer={offerFromFlight(flight)}
            passengers={passengerCount(passengers)}
            cashFare={hasCash ? flight.price : null}
            check={checkOfFlight(flight)}
          />
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {flight.url ? (
          <ExternalButton href={flight.url} label={`Verificar oferta ${flight.airline} ${route}`}>
            Verificar
          </ExternalButton>
        ) : (
          <Button size="sm" variant="outline" disabled title="Esta oferta não tem link próprio">
            Verificar
          </Button>
        )}
        {flight.source === 'demo' ? (
          // A made-up offer: no airline sells it, so nothing here opens a purchase page.
          <p className="self-center text-sm text-muted-foreground">Demonstração: sem compra</p>
        ) : null}
        {hasMiles && flight.source !== 'demo' && (
          <ExternalButton
            href={bookingLink(flight, passengers, true)}
            label={`Resgatar com ${flight.milesProgram ?? flight.airline}`}
            primary
          >
            Resgatar
          </ExternalButton>
        )}
        {hasCash && flight.source !== 'demo' && (
          <ExternalButton
            href={bookingLink(flight, passengers, false)}
            label={`Comprar com ${flight.airline}`}
            primary={!hasMiles}
          >
            Comprar
          </ExternalButton>
        )}
      </div>
    </article>
  );
}
