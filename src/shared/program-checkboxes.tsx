import { programDisplayName } from '@core/miles/programs';
import { AWARD_PROGRAMS, type AwardProgram, toggleAwardProgram } from '@core/schemas/award';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/**
 * The award programmes as one checkbox each (ids `<idPrefix>-programa-<programme>`), toggled the way
 * toggleAwardProgram says (LATAM and Virgin Atlantic go together); the award search and the calendar ask this way.
 */
export function ProgramCheckboxes({
  idPrefix,
  value,
  onChange,
  onBlur,
  hint,
  error,
}: {
  idPrefix: string;
  value: readonly AwardProgram[];
  onChange: (next: AwardProgram[]) => void;
  onBlur?: () => void;
  hint: string;
  error?: string;
}) {
  const errorId = `${idPrefix}-programas-erro`;
  return (
    <fieldset className="grid gap-2 md:col-span-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Programas</legend>
      <div className="flex flex-wrap gap-4">
        {AWARD_PROGRAMS.map((program) => {
          const id = `${idPrefix}-programa-${program.toLowerCase()}`;
          return (
            <div key={program} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(program)}
                onCheckedChange={(state) => onChange(toggleAwardProgram(value, program, state === true))}
                onBlur={onBlur}
              />
              <Label htmlFor={id} className="font-normal">
                {programDisplayName(program)}
              </Label>
            </div>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
