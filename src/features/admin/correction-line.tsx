// One dated entry of an admin-corrected table (a beneficiary rule, a club plan): what it says, whether it is the one
// in force, scheduled or replaced, reference data or an admin's correction, how sure, since when and its source.
import { formatDate } from '@core/format/dates';
import { CONFIDENCE_LABELS } from '@core/miles/beneficiary-text';
import { Badge } from '@/components/ui/badge';

export interface DatedEntry {
  origin: 'default' | 'admin';
  inForce: boolean;
  effectiveFrom: string;
  confidence: keyof typeof CONFIDENCE_LABELS;
}

export function CorrectionLine({
  summary,
  entry,
  source,
  today,
}: {
  summary: string;
  entry: DatedEntry;
  source: string;
  today: string;
}) {
  const later = entry.effectiveFrom > today;
  const when = later ? `a partir de ${formatDate(entry.effectiveFrom)}` : `desde ${formatDate(entry.effectiveFrom)}`;
  return (
    <div className="space-y-0.5">
      <p>
        {summary}{' '}
        <Badge variant={entry.inForce ? 'default' : 'outline'}>
          {entry.inForce ? 'Em vigor' : later ? 'Programada' : 'Substituída'}
        </Badge>{' '}
        <Badge variant="secondary">{entry.origin === 'admin' ? 'Correção' : 'Referência'}</Badge>
        {entry.confidence !== 'high' && (
          <>
            {' '}
            <Badge variant="outline">{CONFIDENCE_LABELS[entry.confidence]}</Badge>
          </>
        )}
      </p>
      <p className="text-muted-foreground">
        {when} · Fonte: {source}
      </p>
    </div>
  );
}
