import { ArrowRight, ExternalLink } from 'lucide-react';
import { formatStops } from '@core/flights/format';
import type { Flight } from '@core/schemas/flight';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@core/format/money';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';

function Point({ label, point }: { label: string; point: Flight['departure'] }) {
  return (
    <div className="min-w-0">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-lg font-semibold tabular-nums">{point.time || '—'}</p>
      <p className="text-sm">
        <span className="font-mono font-medium">{point.airport}</span>{' '}
        <span className="text-muted-foreground">{formatDate(point.date)}</span>
      </p>
    </div>
  );
}

/** One Smiles offer (SPEC §2): airline, miles, airports, times, stops and 'Abrir link' to the offer. */
export function SmilesResultCard({ flight }: { flight: Flight }) {
  const miles = flight.miles ?? 0;
  return (
    <article
      className="rounded-xl border bg-card p-4 shadow-sm"
      aria-label={`${flight.airline} ${flight.departure.airport} para ${flight.arrival.airport}, ${formatMiles(miles)} milhas`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="font-semibold">{flight.airline}</span>
        {flight.flightNumber && <span className="font-mono text-xs text-muted-foreground">{flight.flightNumber}</span>}
        <Badge variant="outline">{flight.isReturnFlight ? 'Volta' : 'Ida'}</Badge>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <Point label="Partida" point={flight.departure} />
        <div className="flex flex-col items-center text-xs text-muted-foreground">
          <span>{flight.duration || '—'}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
          <span>{formatStops(flight.stops)}</span>
        </div>
        <Point label="Chegada" point={flight.arrival} />
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t pt-3">
        <div>
          <p className="text-xl font-bold">{formatMiles(miles)} milhas</p>
          <p className="text-sm text-muted-foreground">
            {flight.fees > 0 && `+ ${formatBRL(flight.fees)} em taxas`}
            {flight.fees > 0 && flight.estimatedValueFormatted && ' · '}
            {flight.estimatedValueFormatted}
          </p>
        </div>
        {flight.url ? (
          <Button asChild variant="outline" size="sm">
            <a href={flight.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> Abrir link
            </a>
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">Oferta sem link</span>
        )}
      </div>
    </article>
  );
}
