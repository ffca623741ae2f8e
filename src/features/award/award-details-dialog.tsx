import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { regionForAirport } from '@core/airports/airports';
import { formatSeats, formatStops, isLowSeats, REFERENCE_SCHEDULE_TEXT } from '@core/flights/format';
import { bookingClassHint, fixedTableClass } from '@core/miles/booking-classes';
import type { AwardFlight } from '@core/schemas/award';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import { TripSegments } from './trip-segments';
import { cabinLabel, providerLabel, REFERENCE_LABEL } from '@core/format/labels';
import { formatMoney } from '@core/format/money';
import { issuanceRequestPath, issuanceSummaryPath } from '@core/links/issuance-link';
import { offerFromAward } from '@core/miles/award-offer';
import { ageInputOfAward } from '@core/miles/award-age';
import { checkOfAward } from '@core/miles/transfer-checklist';
import { recheckRequestOfAward } from '@core/miles/award-recheck';
import { AwardAge } from '@/shared/award-age/award-age';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';
import { perPersonValueText, taxesText } from '@core/miles/value-text';
import { useAwardValue } from '@/shared/offer-value/use-offer-value';
import { isReferenceAward } from './award-labels';

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

function dateTime(date: string, time: string): string {
  const parts = [formatDate(date), time].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '—';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** SPEC §2 screen 6: the 'Detalhes do Voo' dialog with every field of the award and its booking links. */
export function AwardDetailsDialog({
  flight,
  onClose,
  passengers = 1,
}: {
  flight: AwardFlight | null;
  onClose: () => void;
  /** The party the search's values are for: 'como pagar' plans every ticket. */
  passengers?: number;
}) {
  return (
    <Dialog open={flight !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Detalhes do Voo</DialogTitle>
          <DialogDescription>
            {flight ? `${flight.origin} → ${flight.destination} · ${flight.program}` : ''}
          </DialogDescription>
        </DialogHeader>
        {flight && <Details flight={flight} passengers={passengers} />}
      </DialogContent>
    </Dialog>
  );
}

/** Fixed-table fares are issued on request: the summary and the step-by-step request pages. */
function IssuanceLinks({ flight }: { flight: AwardFlight }) {
  const route = {
    origin: flight.origin,
    destination: flight.destination,
    date: flight.flight_date,
    cabin: flight.cabin_class,
  };
  return (
    <section aria-label="Emissão pela tabela fixa" className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link
          to={issuanceSummaryPath({
            ...route,
            flight: flight.flight_number,
            program: flight.program,
            originalProgram: flight.original_program,
          })}
        >
          Resumo da emissão
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={issuanceRequestPath(route)}>Como solicitar a emissão</Link>
      </Button>
    </section>
  );
}

/**
 * A reference-table fare has no flight, schedule or seat: what it does have (programme, route and regions, cabin,
 * miles and their value) and a plain word that it is an estimate, instead of a column of dashes.
 */
function ReferenceFields({
  flight,
  estimate,
  taxes,
  hint,
}: {
  flight: AwardFlight;
  estimate: string | null | undefined;
  taxes: string;
  hint: string | null;
}) {
  const regions = [regionForAirport(flight.origin), regionForAirport(flight.destination)];
  return (
    <>
      <p className="text-sm">
        Estimativa da tabela fixa de milhas por região: não é um voo consultado, não tem horário nem assentos. A
        disponibilidade e o preço final dependem do programa na hora da emissão.
      </p>
      <dl>
        <Field label="Programa">{orDash(flight.program)}</Field>
        {flight.original_program && flight.original_program !== flight.program && (
          <Field label="Programa de origem">{flight.original_program}</Field>
        )}
        <Field label="Trecho">
          {flight.origin} → {flight.destination}
        </Field>
        <Field label="Regiões">{regions.every(Boolean) ? regions.join(' → ') : 'não identificadas'}</Field>
        <Field label="Escalas">{REFERENCE_SCHEDULE_TEXT}</Field>
        <Field label="Classe">{cabinLabel(flight.cabin_class)}</Field>
        {hint && <Field label="Classe de reserva">{hint}</Field>}
        <Field label="Milhas">{formatMiles(flight.miles_cost)} milhas (estimativa)</Field>
        {estimate && <Field label="Valor estimado">{estimate}</Field>}
        <Field label="Taxas">{taxes}</Field>
        <Field label="Fonte">{orDash(providerLabel(flight.source))}</Field>
      </dl>
    </>
  );
}

function Details({ flight, passengers }: { flight: AwardFlight; passengers: number }) {
  const reference = isReferenceAward(flight);
  // The table's figures: one traveller's value at their milheiro, the taxes as charged and in reais.
  const value = useAwardValue(flight, 1);
  const estimate = value ? perPersonValueText(value) : null;
  const taxes = (value && taxesText(value)) ?? formatMoney(flight.fees, flight.fees_currency);
  const hint =
    bookingClassHint(flight.airline_code || flight.airline, flight.cabin_class) ??
    (reference ? fixedTableClass(flight.cabin_class) : null);
  const links = [...flight.booking_links].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <div className="space-y-4">
      {reference && <Badge variant="warning">{REFERENCE_LABEL}: valor fixo, sem consulta de disponibilidade</Badge>}
      {reference ? (
        <ReferenceFields flight={flight} estimate={estimate} taxes={taxes} hint={hint} />
      ) : (
        <dl>
          <Field label="Programa">{orDash(flight.program)}</Field>
          <Field label="Programa de origem">{orDash(flight.original_program)}</Field>
          <Field label="Companhia">{orDash(flight.airline)}</Field>
          <Field label="Código da companhia">{orDash(flight.airline_code)}</Field>
          <Field label="Número do voo">{orDash(flight.flight_number)}</Field>
          <Field label="Origem">{orDash(flight.origin)}</Field>
          <Field label="Destino">{orDash(flight.destination)}</Field>
          <Field label="Data do voo">{orDash(formatDate(flight.flight_date))}</Field>
          <Field label="Partida">{reference ? '—' : dateTime(flight.departure_date, flight.departure_time)}</Field>
          <Field label="Chegada">{reference ? '—' : dateTime(flight.arrival_date, flight.arrival_time)}</Field>
          <Field label="Duração">{reference ? '—' : orDash(flight.duration)}</Field>
          <Field label="Escalas">{reference ? REFERENCE_SCHEDULE_TEXT : formatStops(flight.stops)}</Field>
          <Field label="Conexões">{flight.connections.length > 0 ? flight.connections.join(', ') : '—'}</Field>
          <Field label="Classe">{cabinLabel(flight.cabin_class)}</Field>
          <Field label="Classe de reserva">{hint ?? '—'}</Field>
          <Field label="Milhas">
            {formatMiles(flight.miles_cost)} milhas{flight.miles_estimated && !reference ? ' (estimado)' : ''}
          </Field>
          <Field label="Valor estimado">{estimate ?? '—'}</Field>
          <Field label="Taxas">{taxes}</Field>
          <Field label="Assentos disponíveis">
            {isLowSeats(flight.available_seats) ? (
              <Badge variant="destructive">{formatSeats(flight.available_seats)}</Badge>
            ) : (
              orDash(formatSeats(flight.available_seats))
            )}
          </Field>
          <Field label="Aeronave">{orDash(flight.aircraft)}</Field>
          <Field label="Fonte">{orDash(providerLabel(flight.source))}</Field>
          <Field label="Visto pela fonte">
            <AwardAge age={ageInputOfAward(flight)} className="text-sm" />
          </Field>
          <Field label="Observações">{orDash(flight.notes)}</Field>
          <Field label="Identificador">{flight.id}</Field>
        </dl>
      )}
      <HowToPay
        offer={offerFromAward(flight)}
        passengers={passengers}
        check={{ ...checkOfAward(flight, reference), recheck: recheckRequestOfAward(flight, reference) }}
        className="text-sm"
      />
      {flight.source === 'seats_aero' && <TripSegments flight={flight} />}
      {reference && <IssuanceLinks flight={flight} />}
      <section aria-label="Links de reserva" className="space-y-2">
        <h3 className="text-sm font-semibold">Links de reserva</h3>
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum link de reserva disponível.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {links.map((l) => (
              <Button key={l.link} asChild variant={l.primary ? 'default' : 'outline'} size="sm">
                <a href={l.link} target="_blank" rel="noopener noreferrer">
                  {l.label || 'Reservar'} <ExternalLink aria-hidden="true" />
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </Button>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
