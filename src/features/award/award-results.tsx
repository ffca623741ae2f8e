import { cabinLabel } from '@core/format/labels';
import { useMemo, useState } from 'react';
import { DEFAULT_AWARD_SORT, filterAwards, nextAwardSort, sortAwards } from '@core/flights/award-table';
import type { AwardFlight } from '@core/schemas/award';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { AwardDetailsDialog } from './award-details-dialog';
import { awardCountText } from './award-labels';
import { AwardResultsTable } from './award-results-table';
import { CabinFilterSelect } from './cabin-filter-select';

export type AwardCabinFilter = 'all' | 'economy' | 'business';

const CABIN_FILTERS: readonly { value: AwardCabinFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'economy', label: cabinLabel('economy') },
  { value: 'business', label: 'Executiva e primeira' },
];

/** The programmes present in the rows, in order of first appearance. */
export const programsIn = (flights: readonly AwardFlight[]): string[] => [
  ...new Set(flights.map((f) => f.program).filter(Boolean)),
];

/**
 * SPEC §4 award results: programme and cabin filters, a counter, the sortable table (values for `passengers`) and
 * the details dialog.
 */
export function AwardResults({ flights, passengers = 1 }: { flights: readonly AwardFlight[]; passengers?: number }) {
  const [sort, setSort] = useState(DEFAULT_AWARD_SORT);
  const [cabin, setCabin] = useState<AwardCabinFilter>('all');
  const [programs, setPrograms] = useState<string[]>([]);
  const [selected, setSelected] = useState<AwardFlight | null>(null);

  const options = useMemo(() => programsIn(flights), [flights]);
  const visible = useMemo(
    () => sortAwards(filterAwards(flights, { cabin, programs }), sort.key, sort.direction),
    [flights, cabin, programs, sort],
  );
  const toggleProgram = (program: string, on: boolean) =>
    setPrograms((current) => (on ? [...current, program] : current.filter((p) => p !== program)));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-6 rounded-lg border p-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Filtrar por programa</legend>
          <div className="flex flex-wrap gap-4">
            {options.map((program, i) => (
              <div key={program} className="flex items-center gap-2">
                <Checkbox
                  id={`filtro-programa-${i}`}
                  checked={programs.includes(program)}
                  onCheckedChange={(state) => toggleProgram(program, state === true)}
                />
                <Label htmlFor={`filtro-programa-${i}`} className="font-normal">
                  {program}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
        <CabinFilterSelect id="filtro-classe" value={cabin} options={CABIN_FILTERS} onChange={setCabin} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {visible.length === flights.length
          ? awardCountText(flights)
          : `Mostrando ${visible.length} de ${flights.length} voos`}
      </p>
      {visible.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">Nenhum voo corresponde aos filtros selecionados.</p>
      ) : (
        <AwardResultsTable
          flights={visible}
          sort={sort}
          onSort={(key) => setSort((current) => nextAwardSort(current, key))}
          onDetails={setSelected}
          passengers={passengers}
        />
      )}
      <AwardDetailsDialog flight={selected} onClose={() => setSelected(null)} passengers={passengers} />
    </div>
  );
}
