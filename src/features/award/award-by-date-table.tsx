import {
  type DateAwardSortKey,
  type SortDirection,
  filterDateAwardsByCabin,
  sortDateAwards,
} from '@core/flights/award-table';
import { formatSeats, formatStops, isLowSeats } from '@core/flights/format';
import { awardDisplay } from '@core/flights/award-programs';
import { DATE_AWARD_CABIN_FILTERS, type DateAwardFlight } from '@core/schemas/award';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMiles } from '@core/format/miles';
import { cabinLabel, REFERENCE_LABEL } from '@core/format/labels';
import { HowToPay } from '@/shared/how-to-pay/how-to-pay';
import { AwardAge } from '@/shared/award-age/award-age';
import { AwardRecheck } from '@/shared/award-recheck/award-recheck';
import { recheckRequestOfDateAward } from '@core/miles/award-recheck';
import { isReferenceId } from './award-labels';
import { nextSort } from './date-rows';
import { CabinFilterSelect } from './cabin-filter-select';
import { SortableHead } from './sortable-head';

export const DATE_EMPTY_TEXT = 'Nenhum voo encontrado para a rota e data selecionadas.';

type CabinFilter = (typeof DATE_AWARD_CABIN_FILTERS)[number];
const CABIN_OPTIONS = DATE_AWARD_CABIN_FILTERS.map((c) => ({ value: c, label: c === 'all' ? 'Todas' : cabinLabel(c) }));

const COLUMNS: readonly { key: DateAwardSortKey; label: string }[] = [
  { key: 'airline', label: 'Companhia' },
  { key: 'program', label: 'Programa' },
  { key: 'cabin', label: 'Classe' },
  { key: 'miles', label: 'Milhas' },
  { key: 'availableSeats', label: 'Assentos' },
];

/** SPEC §4 date-based screen: cabin filter all/economy/business/first and a table sortable by five columns. */
export function AwardByDateTable({
  rows,
  date,
}: {
  rows: readonly DateAwardFlight[];
  /** The day the table was asked for (its rows carry none): what "Ainda está lá?" asks again. */
  date?: string;
}) {
  const [sort, setSort] = useState<{ key: DateAwardSortKey; direction: SortDirection }>({
    key: 'miles',
    direction: 'asc',
  });
  const [cabin, setCabin] = useState<CabinFilter>('all');
  const visible = useMemo(
    () => sortDateAwards(filterDateAwardsByCabin(rows, cabin), sort.key, sort.direction),
    [rows, cabin, sort],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <CabinFilterSelect id="data-filtro-classe" value={cabin} options={CABIN_OPTIONS} onChange={setCabin} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {visible.length} {visible.length === 1 ? 'voo' : 'voos'}
        </p>
      </div>
      {visible.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{DATE_EMPTY_TEXT}</p>
      ) : (
        <Table stacked aria-label="Voos award por data">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <SortableHead
                  key={c.key}
                  label={c.label}
                  active={sort.key === c.key}
                  direction={sort.direction}
                  onSort={() => setSort((current) => nextSort(current, c.key))}
                />
              ))}
              <TableHead>Horário</TableHead>
              <TableHead>Rota</TableHead>
              <TableHead>Duração</TableHead>
              <TableHead>Escalas</TableHead>
              <TableHead>Como pagar</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.map((r) => {
              const reference = isReferenceId(r.id);
              const recheck = date ? recheckRequestOfDateAward(r, date, reference) : null;
              const { program, via, estimate } = awardDisplay(
                { program: r.program, original_program: r.originalProgram ?? r.program },
                r.miles,
                null,
              );
              return (
                <TableRow key={r.id}>
                  <TableCell data-label="Companhia">
                    {reference ? <Badge variant="warning">{REFERENCE_LABEL}</Badge> : r.airline || '—'}
                  </TableCell>
                  <TableCell data-label="Programa">
                    <div>{program}</div>
                    {via && <div className="text-xs text-muted-foreground">via {via}</div>}
                  </TableCell>
                  <TableCell data-label="Classe">{cabinLabel(r.cabin)}</TableCell>
                  <TableCell data-label="Milhas" className="whitespace-nowrap">
                    <div className="font-semibold">{formatMiles(r.miles)} milhas</div>
                    {estimate && <div className="text-xs text-muted-foreground">{estimate}</div>}
                    <AwardAge age={{ seenAt: r.seenAt ?? null, program: r.program, fromTable: reference }} />
                  </TableCell>
                  <TableCell data-label="Assentos">
                    {isLowSeats(r.availableSeats) ? (
                      <Badge variant="destructive">{formatSeats(r.availableSeats)}</Badge>
                    ) : (
                      formatSeats(r.availableSeats) || '—'
                    )}
                  </TableCell>
                  <TableCell data-label="Horário" className="whitespace-nowrap">
                    {r.departureTime ? `${r.departureTime} – ${r.arrivalTime || '?'}` : '—'}
                  </TableCell>
                  <TableCell data-label="Rota" className="whitespace-nowrap">
                    {r.origin} → {r.destination}
                  </TableCell>
                  <TableCell data-label="Duração">{r.duration || '—'}</TableCell>
                  <TableCell data-label="Escalas">{reference ? '—' : formatStops(r.stops)}</TableCell>
                  <TableCell data-label="Como pagar" className="min-w-48 whitespace-normal">
                    <AwardRecheck request={recheck} className="mb-1" />
                    {/* The date search gives no taxes: the award is valued on its miles alone. */}
                    <HowToPay
                      offer={{
                        program: r.program,
                        originalProgram: r.originalProgram ?? null,
                        miles: r.miles,
                        taxes: null,
                      }}
                      passengers={1}
                      check={{ seenAt: r.seenAt ?? null, fromTable: reference, seats: r.availableSeats, recheck }}
                      className="mt-0"
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
