// The card of an admin-corrected table (beneficiary rules, club plans): a heading, the correction form when one is
// open, then per item its name, 'Corrigir' and every dated entry (reference and corrections) with its standing.
import { type LucideIcon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toUserMessage } from '@/lib/user-message';
import { CorrectionLine, type DatedEntry } from './correction-line';

export interface CorrectedItem<K extends string> {
  key: K;
  name: string;
  /** The accessible name of its 'Corrigir' button. */
  editLabel: string;
  entries: (DatedEntry & { summary: string; source: string })[];
}

interface CorrectionsCardProps<K extends string> {
  icon: LucideIcon;
  title: string;
  /** The open correction form, or null. */
  form: ReactNode;
  /** The list's query: its error, or the items once loaded (undefined while loading). */
  error: unknown;
  loadError: string;
  items: CorrectedItem<K>[] | undefined;
  listLabel: string;
  today: string;
  onEdit: (key: K) => void;
}

export function CorrectionsCard<K extends string>(props: CorrectionsCardProps<K>) {
  const { icon: Icon, title, form, error, loadError, items, listLabel, today, onEdit } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {form}
        {error ? (
          <p className="text-destructive">{toUserMessage(error, loadError)}</p>
        ) : !items ? (
          <p className="text-muted-foreground">Carregando…</p>
        ) : (
          <ul className="space-y-2" aria-label={listLabel}>
            {items.map((item) => (
              <li key={item.key} className="space-y-2 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{item.name}</p>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={item.editLabel}
                    onClick={() => onEdit(item.key)}
                  >
                    <Pencil aria-hidden="true" /> Corrigir
                  </Button>
                </div>
                {item.entries.map((entry) => (
                  <CorrectionLine
                    key={`${entry.origin}-${entry.effectiveFrom}`}
                    summary={entry.summary}
                    entry={entry}
                    source={entry.source}
                    today={today}
                  />
                ))}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
