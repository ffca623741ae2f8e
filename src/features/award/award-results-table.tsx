import { awardDisplay } from '@core/flights/award-programs';
import type { AwardSortKey, SortDirection } from '@core/flights/award-table';
import { formatStops, partySeats } from '@core/flights/format';
import type { AwardFlight } from '@core/schemas/award';
import { DayOffset } from '@/shared/day-offset';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import { cabinLabel, REFERENCE_LABEL } from '@core/format/labels';
import { formatMoney } from '@core/format/money';
import { partyTotalText, perPersonValueText, taxesText } from '@core/miles/value-text';
import { useAwardValue } from '@/shared/offer-value/use-offer-value';
import { AwardAge } from '@/shared/award-age/award-age';
import { AwardRecheck } from '@/shared/award-recheck/award-recheck';
import { MilesVerdictBadge } from '@/shared/miles-verdict/miles-verdict-badge';
import { recheckRequestOfAward } from '@core/miles/award-recheck';
import { isReferenceAward } from './award-labels';
import { SortableHead } from './sortable-head';

const SORTABLE: readonly { key: AwardSortKey; label: string }[] = [
  { key: 'program', label: 'Programa' },
  { key: 'flight_date', label: 'Data' },
  { key: 'departure_time', label: 'Partida' },
  { key: 'cabin_class', label: 'Classe' },
  { key: 'miles_cost', label: 'Milhas' },
];

interface AwardResultsTableProps {
  flights: readonly AwardFlight[];
  sort: { key: AwardSortKey; direction: SortDirection };
  onSort: (key: AwardSortKey) => void;
  onDetails: (flight: AwardFlight) => void;
  /** The party the values in reais are for. */
  passengers?: number;
}

/** A row's taxes and value with the traveller's milheiro, and the party's total: the search card's figures. */
function AwardValueLines({ award, passengers }: { award: AwardFlight; passengers: number }) {
  const value = useAwardValue(award, passengers);
  const seats = partySeats(award.available_seats, passengers);
  if (value === null) return null;
  return (
    <>
      <div className="text-xs text-muted-foreground">{perPersonValueText(value)}</div>
      {seats && seats.level !== 'low' && !isReferenceAward(award) && (
        <Badge variant={seats.level === 'short' ? 'destructive' : 'outline'}>{seats.text}</Badge>
      )}
      {passengers > 1 && (
        <div className="text-xs font-medium">
          Total para {passengers} passageiros: {partyTotalText(value, award.miles_cost)}
        </div>
      )}
    </>
  );
}

/** A row's taxes as charged, and in reais when converted: 'US$ 56,00 (≈ R$ 299,60, cotação de 27/11)'. */
function AwardTaxes({ award }: { award: AwardFlight }) {
  const value = useAwardValue(award, 1);
  const text = value?.taxes ? taxesText(value) : null;
  return <>{text ?? formatMoney(award.fees, award.fees_currency)}</>;
}

/** SPEC §2 screen 6 / §4: the award table, sortable by miles, programme, date, departure and cabin. */
export function AwardResultsTable({ flights, sort, onSort, onDetails, passengers = 1 }: AwardResultsTableProps) {
  const head = (key: AwardSortKey) => {
    const column = SORTABLE.find((c) => c.key === key);
    return column ? (
      <SortableHead
        label={column.label}
        active={sort.key === key}
        direction={sort.direction}
        onSort={() => onSort(key)}
      />
    ) : null;
  };
  return (
    <Table stacked aria-label="Tarifas award">
      <TableHeader>
        <TableRow>
          {head('program')}
          <TableHead>Companhia</TableHead>
          <TableHead>Rota</TableHead>
          {head('flight_date')}
          {head('departure_time')}
          {head('cabin_class')}
          {head('miles_cost')}
          <TableHead>Taxas</TableHead>
          <TableHead>Escalas</TableHead>
          <TableHead>
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {flights.map((f) => {
          const reference = isReferenceAward(f);
          const { program, via } = awardDisplay(f, f.miles_cost, f.fees, f.fees_currency);
          return (
            <TableRow key={f.id}>
              <TableCell data-label="Programa">
                <div className="font-medium">{program}</div>
                {via && <div className="text-xs text-muted-foreground">via {via}</div>}
              </TableCell>
              <TableCell data-label="Companhia">
                {reference ? <Badge variant="warning">{REFERENCE_LABEL}</Badge> : f.airline || '—'}
                {f.flight_number && <div className="text-xs text-muted-foreground">{f.flight_number}</div>}
              </TableCell>
              <TableCell data-label="Rota" className="whitespace-nowrap">
                {f.origin} → {f.destination}
              </TableCell>
              <TableCell data-label="Data">{formatDate(f.flight_date) || '—'}</TableCell>
              <TableCell data-label="Horário">
                {f.departure_time ? (
                  <>
                    {f.departure_time}
                    {f.arrival_time && (
                      <>
                        {' – '}
                        {f.arrival_time}
                        <DayOffset departureDate={f.departure_date} arrivalDate={f.arrival_date} />
                      </>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell data-label="Classe">{cabinLabel(f.cabin_class)}</TableCell>
              <TableCell data-label="Milhas" className="whitespace-nowrap">
                <div className="font-semibold">
                  {formatMiles(f.miles_cost)} milhas
                  {f.miles_estimated && !reference && (
                    <Badge variant="outline" className="ml-1">
                      estimado
                    </Badge>
                  )}
                </div>
                {f.verdict && (
                  <MilesVerdictBadge
                    verdict={f.verdict}
                    miles={f.miles_cost}
                    origin={f.origin}
                    destination={f.destination}
                  />
                )}
                <AwardValueLines award={f} passengers={passengers} />
                <AwardAge age={{ seenAt: f.seen_at ?? null, program: f.program, fromTable: reference }} />
              </TableCell>
              <TableCell data-label="Taxas">
                <AwardTaxes award={f} />
              </TableCell>
              <TableCell data-label="Escalas">{reference ? '—' : formatStops(f.stops)}</TableCell>
              <TableCell className="space-y-2">
                <Button type="button" variant="outline" size="sm" onClick={() => onDetails(f)}>
                  Detalhes
                </Button>
                <AwardRecheck request={recheckRequestOfAward(f, reference)} className="min-w-44 whitespace-normal" />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
