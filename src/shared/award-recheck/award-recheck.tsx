// "Ainda está lá?": on an award offer, one tap asks the provider again past every cache before points are moved for
// it; the answer ('Confirmado agora: …' or 'Não encontrado agora', what changed, the day's limit) is read out from a
// live region. The words are core's (core/miles/award-recheck.ts); offline the button is off and says why.
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { brasiliaTime } from '@core/format/zones';
import { RECHECK_BUTTON_TEXT, RECHECK_NEEDS_CONNECTION, RECHECKING_TEXT } from '@core/miles/award-recheck';
import type { AwardRecheckInput } from '@core/schemas/award-recheck';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/use-online';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { useRecheckAward } from './recheck-award';

/** The button's accessible name: what it does and to which offer (a list holds many). */
export function recheckButtonName(request: AwardRecheckInput): string {
  return `${RECHECK_BUTTON_TEXT} Verificar de novo ${request.origin} → ${request.destination}, ${request.date}`;
}

export function AwardRecheck({ request, className }: { request: AwardRecheckInput | null; className?: string }) {
  const online = useOnline();
  const reasonId = useId();
  const recheck = useRecheckAward();
  if (request === null) return null;
  const reply = recheck.data;
  const error = recheck.error;
  return (
    <div className={cn('space-y-1 text-xs', className)} data-award-recheck="">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!online || recheck.isPending}
        aria-describedby={online ? undefined : reasonId}
        aria-label={recheckButtonName(request)}
        onClick={() => recheck.mutate(request)}
      >
        <RefreshCw aria-hidden="true" className={recheck.isPending ? 'animate-spin' : undefined} />
        {RECHECK_BUTTON_TEXT}
      </Button>
      {!online && (
        <p id={reasonId} className="text-muted-foreground">
          {RECHECK_NEEDS_CONNECTION}
        </p>
      )}
      <div role="status" aria-live="polite" className="space-y-0.5">
        {recheck.isPending && <p>{RECHECKING_TEXT}</p>}
        {!recheck.isPending && reply && (
          <>
            <p
              className={cn(
                'font-medium',
                reply.found ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400',
              )}
              data-found={reply.found}
            >
              {reply.message}
            </p>
            {reply.changes.length > 0 && (
              <ul className="list-disc pl-4">
                {reply.changes.map((change) => (
                  <li key={change.kind} data-change={change.kind}>
                    {change.text}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-muted-foreground">
              {reply.sourceLabel}, verificado às {brasiliaTime(new Date(reply.checkedAt))} (Brasília) · restam{' '}
              {reply.remainingToday} hoje
            </p>
            {reply.note && <p className="text-muted-foreground">{reply.note}</p>}
          </>
        )}
        {!recheck.isPending && error && (
          <p className="text-destructive">
            {isOffline(error) ? RECHECK_NEEDS_CONNECTION : toUserMessage(error, 'Não foi possível verificar agora.')}
          </p>
        )}
      </div>
    </div>
  );
}
