import { type InsightKind, LEVEL_LABEL, verdictDetails } from '@core/insight/describe';
import type { Flight } from '@core/schemas/flight';
import type { PriceInsight } from '@core/schemas/insight';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@core/format/dates';
import { InsightChart } from '@/shared/insight-chart';

/** 'Detalhes do Voo' of a result: the offer, its price verdict in words, and the route's 90-day chart. */
export function PriceVerdictDialog({
  open,
  onOpenChange,
  flight,
  insight,
  kind,
  sentence,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  flight: Flight;
  insight: PriceInsight;
  kind: InsightKind;
  /** The verdict in one line, as the card says it; null when nothing is said. */
  sentence: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Detalhes do Voo</DialogTitle>
          <DialogDescription>
            {`${flight.airline} · ${flight.departure.airport} → ${flight.arrival.airport} · ${formatDate(flight.departure.date)}`}
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="bom-preco" className="space-y-2 text-sm">
          <h3 id="bom-preco" className="font-semibold">
            Bom preço? {LEVEL_LABEL[insight.level]}
          </h3>
          {sentence && <p>{sentence}</p>}
          {verdictDetails(insight, kind).map((line) => (
            <p key={line} className="text-muted-foreground">
              {line}
            </p>
          ))}
          <h4 className="pt-2 font-medium">Últimos 90 dias</h4>
          <InsightChart insight={insight} kind={kind} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
