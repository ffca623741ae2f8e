// How old an award is, wherever one is shown: 'visto há 3 h', 'tabela fixa' or 'idade desconhecida',
// and 'pode ter mudado' past the programme's threshold, because a seat seen yesterday under dynamic pricing may be
// gone before the points are moved. One component for every screen; the words come from core/miles/award-age.ts.
import { Clock } from 'lucide-react';
import { type AwardAgeInput, awardAge } from '@core/miles/award-age';
import { cn } from '@/lib/cn';

export function AwardAge({
  age,
  now,
  className,
}: {
  age: AwardAgeInput;
  /** The clock (tests); the render's moment otherwise. */
  now?: Date;
  className?: string;
}) {
  const read = awardAge(age, now ?? new Date());
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}
      data-award-age={read.kind}
    >
      <Clock className="size-3 shrink-0" aria-hidden="true" />
      <span>{read.text}</span>
      {read.staleText && (
        <span className="font-medium text-amber-700 dark:text-amber-400" data-stale="true">
          · {read.staleText}
        </span>
      )}
    </span>
  );
}
