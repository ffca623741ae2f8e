import { CloudOff, Plane, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { isReferenceFare } from '@core/flights/format';
import { cabinLabel } from '@core/format/labels';
import { searchLinkPath } from '@core/links/link-params';
import { CABIN_CLASSES } from '@core/schemas/search';
import { type Flight, flightSchema } from '@core/schemas/flight';
import { MilesValue } from '@/shared/offer-value/miles-value';
import { DayOffset } from '@/shared/day-offset';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { formatBRL } from '@core/format/money';
import { formatDate, formatDateTime } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import type { LocalSavedFlight } from '@/lib/local-db';
import { removeSavedFlight } from '@/shared/saved-flights';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';
import type { AwardOffer } from '@core/miles/award-cost';
import { offerFromFlight } from '@core/miles/award-offer';
import { ageInputOfFlight } from '@core/miles/award-age';
import { checkOfFlight } from '@core/miles/transfer-checklist';
import { AwardAge } from '@/shared/award-age/award-age';

/**
 * The schedule kept with a saved flight (the whole result rides along in `flight`): times and flight number.
 * The row comes from IndexedDB, possibly written by an older version, so it is parsed; unreadable → nothing.
 */
function keptSchedule(saved: LocalSavedFlight) {
  const parsed = flightSchema.safeParse(saved.flight);
  if (!parsed.success) return null;
  const { departure, arrival, flightNumber } = parsed.data;
  return { departure, arrival, flightNumber: flightNumber ?? '' };
}

/**
 * The kept result of a saved award with the row's miles (the synced figure), or null: a cash fare, or a row an
 * older version stored without a readable result.
 */
function keptAward(saved: LocalSavedFlight): Flight | null {
  if (saved.milhas === null) return null;
  const parsed = flightSchema.safeParse(saved.flight);
  return parsed.success && parsed.data.miles !== null ? { ...parsed.data, miles: saved.milhas } : null;
}

/** The saved award as "como pagar" reads it: the kept result (with its taxes), else the row's miles alone. */
function savedOffer(saved: LocalSavedFlight): AwardOffer | null {
  if (saved.milhas === null || !saved.program) return null;
  const parsed = flightSchema.safeParse(saved.flight);
  const kept = parsed.success ? offerFromFlight(parsed.data) : null;
  return kept ?? { program: saved.program, miles: saved.milhas, taxes: null };
}

/**
 * A saved demo or reference-table result keeps saying so: it was never an offer found live. Read from the kept
 * result (any shape an older version stored): its source, or its freshness.
 */
function originLabel(saved: LocalSavedFlight): string | null {
  const kept = saved.flight;
  if (!kept) return null;
  const source = typeof kept.source === 'string' ? kept.source : '';
  const freshness = kept.freshness as { kind?: unknown } | null | undefined;
  const kind = typeof freshness?.kind === 'string' ? freshness.kind : '';
  if (source === 'demo' || kind === 'demo') return 'Demonstração';
  if (isReferenceFare({ source, freshness: { kind } })) return 'Tabela de referência';
  return null;
}

/** One card of 'Voos Salvos': route, airline and cabin, day, times and flight number, miles and reais alike. */
export function SavedFlightCard({ flight, userId }: { flight: LocalSavedFlight; userId: string }) {
  const remove = async () => {
    try {
      await removeSavedFlight(userId, flight.id);
      toast({ title: 'Voo removido!', description: 'O voo foi removido dos seus favoritos.' });
    } catch (err) {
      toast({
        title: 'Erro ao remover voo',
        description: err instanceof Error ? err.message : 'Erro inesperado',
        variant: 'destructive',
      });
    }
  };
  const url = typeof flight.flight?.url === 'string' ? flight.flight.url : '';
  const schedule = keptSchedule(flight);
  const hasMiles = flight.milhas !== null;
  const label = originLabel(flight);
  // The same search again: route, day, cabin and passengers (a past day fills the form and says why).
  const searchAgain = searchLinkPath({
    origin: flight.origin,
    destination: flight.destination,
    date: flight.data_voo,
    cabin: (CABIN_CLASSES as readonly string[]).includes(flight.cabine ?? '') ? flight.cabine : null,
    passengers: flight.passengers ?? 1,
  });
  const passengers = flight.passengers ?? 1;
  const award = keptAward(flight);
  return (
    <Card aria-label={`${flight.origin} para ${flight.destination}`}>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Plane className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {flight.origin} → {flight.destination}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {[flight.companhia, flight.program, flight.cabine ? cabinLabel(flight.cabine) : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
        {label && (
          <Badge variant="outline" className="self-start">
            {label}
          </Badge>
        )}
        {flight.pending === 1 && (
          <Badge variant="warning" className="self-start">
            <CloudOff aria-hidden="true" /> Aguardando sincronização
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        {flight.data_voo && <p>Voo em {formatDate(flight.data_voo)}</p>}
        {schedule?.departure.time && (
          <p className="tabular-nums">
            {schedule.departure.time} → {schedule.arrival.time || '—'}
            {schedule.arrival.time && (
              <DayOffset departureDate={schedule.departure.date} arrivalDate={schedule.arrival.date} />
            )}
            {schedule.flightNumber && <span className="ml-2 font-mono text-xs">{schedule.flightNumber}</span>}
          </p>
        )}
        {!schedule?.departure.time && schedule?.flightNumber && (
          <p className="font-mono text-xs">{schedule.flightNumber}</p>
        )}
        {award ? (
          <>
            <p className="pt-1 text-lg font-semibold">{formatMiles(award.miles ?? 0)} milhas</p>
            <p className="text-xs text-muted-foreground">
              {passengers > 1 ? `Por passageiro · busca para ${passengers} passageiros` : 'Por passageiro'}
            </p>
            <MilesValue flight={award} passengers={passengers} />
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 pt-1">
              {hasMiles && <p className="text-lg font-semibold">{formatMiles(flight.milhas ?? 0)} milhas</p>}
              {flight.reais_estimado !== null && (
                <p className="text-lg font-semibold">
                  {formatBRL(flight.reais_estimado)}
                  {hasMiles && <span className="ml-1 text-xs font-normal text-muted-foreground">valor estimado</span>}
                </p>
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              {passengers > 1 ? `Por passageiro · busca para ${passengers} passageiros` : 'Por passageiro'}
            </p>
            {passengers > 1 && (
              <p className="font-medium">
                Total para {passengers} passageiros:{' '}
                {hasMiles
                  ? `${formatMiles((flight.milhas ?? 0) * passengers)} milhas`
                  : flight.reais_estimado !== null
                    ? formatBRL(flight.reais_estimado * passengers)
                    : '—'}
              </p>
            )}
          </>
        )}
        {/* The kept result's sighting: a saved award ages, and says so, until it is searched again. */}
        {award && <AwardAge age={ageInputOfFlight(award)} />}
        {hasMiles && (
          <HowToPay
            offer={savedOffer(flight)}
            passengers={passengers}
            {...(award ? { check: checkOfFlight(award) } : {})}
          />
        )}
        <p className="text-muted-foreground">Salvo em {formatDateTime(flight.saved_at)}</p>
        <div className="flex gap-2 pt-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void remove()}
            aria-label={`Remover ${flight.origin} → ${flight.destination}`}
          >
            <Trash2 aria-hidden="true" /> Remover
          </Button>
          {url ? (
            <Button asChild size="sm">
              <a href={url} target="_blank" rel="noopener noreferrer">
                Ver Detalhes
              </a>
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to={searchAgain}>Ver Detalhes</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
