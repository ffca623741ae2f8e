// "Confira antes de transferir": shown with a 'como pagar' path that moves points, which cannot be undone.
// The items and their words are core's (core/miles/transfer-checklist.ts); this only draws them.
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import type { CheckItem, CheckStatus } from '@core/miles/transfer-checklist';
import type { AwardRecheckInput } from '@core/schemas/award-recheck';
import { cn } from '@/lib/cn';
import { AwardRecheck } from '@/shared/award-recheck/award-recheck';

export const CHECKLIST_TITLE = 'Confira antes de transferir';

const ICON: Record<CheckStatus, typeof CircleCheck> = {
  ok: CircleCheck,
  warning: CircleAlert,
  unknown: CircleHelp,
};
const TONE: Record<CheckStatus, string> = {
  ok: 'text-emerald-700 dark:text-emerald-400',
  warning: 'text-amber-700 dark:text-amber-400',
  unknown: 'text-muted-foreground',
};
/** Read before each item by a screen reader, since the icon alone carries the status. */
const STATUS_TEXT: Record<CheckStatus, string> = { ok: 'ok', warning: 'atenção', unknown: 'não confirmado' };

export function TransferChecklist({
  items,
  recheck,
  className,
}: {
  items: readonly CheckItem[];
  /** The award as its provider can be asked again: "Ainda está lá?" one tap away, before any transfer. */
  recheck?: AwardRecheckInput | null | undefined;
  className?: string;
}) {
  return (
    <div className={cn('mt-1 rounded border bg-background/60 p-1.5', className)}>
      <p className="font-semibold">{CHECKLIST_TITLE}</p>
      <ul aria-label={CHECKLIST_TITLE} className="mt-0.5 space-y-0.5">
        {items.map((item) => {
          const Icon = ICON[item.status];
          return (
            <li key={item.id} data-check={item.id} data-status={item.status} className="flex gap-1">
              <Icon className={cn('mt-0.5 size-3.5 shrink-0', TONE[item.status])} aria-hidden="true" />
              <span>
                <span className="sr-only">{STATUS_TEXT[item.status]}: </span>
                {item.text}
                {item.note && <span className="text-muted-foreground"> ({item.note})</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {recheck && <AwardRecheck request={recheck} className="mt-1" />}
    </div>
  );
}
