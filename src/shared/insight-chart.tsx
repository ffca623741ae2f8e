import { type InsightKind, insightChartSummary } from '@core/insight/describe';
import type { PriceInsight } from '@core/schemas/insight';
import { type HistoryPoint, PriceHistoryChart } from './price-history-chart';

/** The route's 90-day history on the alerts' chart: each day's lowest price, the typical range as a band. */
export function InsightChart({ insight, kind }: { insight: PriceInsight; kind: InsightKind }) {
  const points: HistoryPoint[] = insight.history.map((p) => ({
    checked_at: `${p.day}T12:00:00.000Z`,
    best: { price: p.min, value_brl: null, date: p.day, source: 'info', summary: '' },
    fired: false,
  }));
  const summary = insightChartSummary(insight, kind);
  return (
    <figure className="space-y-1">
      <PriceHistoryChart
        points={points}
        unit={kind === 'cash' ? 'reais' : 'milhas'}
        band={insight.typicalRange}
        summary={summary}
      />
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
