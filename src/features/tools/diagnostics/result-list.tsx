import { CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { CheckResult } from './diagnostics-api';

const STATUS = {
  ok: { label: 'OK', variant: 'success', Icon: CheckCircle2, tone: 'text-success' },
  error: { label: 'Falhou', variant: 'destructive', Icon: XCircle, tone: 'text-destructive' },
  skipped: { label: 'Ignorado', variant: 'secondary', Icon: MinusCircle, tone: 'text-muted-foreground' },
} as const;

/** One line per check: name, pass/fail, elapsed ms and what happened. */
export function ResultList({ results, label }: { results: CheckResult[]; label: string }) {
  return (
    <ul className="divide-y rounded-lg border" aria-label={label}>
      {results.map((result) => {
        const s = STATUS[result.status];
        return (
          <li key={result.name} className="flex items-start gap-3 p-3 text-sm">
            <s.Icon className={`mt-0.5 size-4 shrink-0 ${s.tone}`} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{result.name}</span>
                <Badge variant={s.variant}>{s.label}</Badge>
                {result.ms !== null && (
                  <span className="text-xs tabular-nums text-muted-foreground">{result.ms} ms</span>
                )}
              </div>
              <p className="break-words text-muted-foreground">{result.detail}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
