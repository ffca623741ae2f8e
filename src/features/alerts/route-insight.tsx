import { useQuery } from '@tanstack/react-query';
import { verdictDetails } from '@core/insight/describe';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { InsightChart } from '@/shared/insight-chart';
import type { LocalPriceAlert } from '@/lib/local-db';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';
import { getPriceInsight } from './api/get-price-insight';

/** The day the route is judged for: the alert's first day, or a month ahead when it watches from today. */
function judgedDay(alert: LocalPriceAlert): string {
  const today = todayIsoDate();
  const from = alert.date_from ?? addDaysIso(today, 30);
  return from < today ? today : from;
}

/**
 * "Bom preço?" for a reais alert's route: the typical range and the 90-day chart of what the providers priced.
 * Miles alerts watch every programme at once and the verdict is per programme, so they show none.
 */
export function RouteInsight({ alert }: { alert: LocalPriceAlert }) {
  const online = useOnline();
  const day = judgedDay(alert);
  const query = {
    origin: alert.origin,
    destination: alert.destination,
    date: day,
    cabin: alert.cabin ?? 'ECONOMY',
    kind: 'cash',
    program: null,
  } as const;
  // Offline, or when the server cannot judge the route, the card simply shows no verdict.
  const { data: insight } = useQuery(
    {
      queryKey: ['price-insight', query],
      queryFn: ({ signal }) => getPriceInsight(query, signal),
      enabled: online,
      retry: false,
    },
    queryClient,
  );
  if (!insight) return null;
  return (
    <section className="space-y-1 text-sm" aria-label={`Bom preço? ${alert.origin} → ${alert.destination}`}>
      <h3 className="font-medium">Bom preço? Últimos 90 dias da rota</h3>
      {verdictDetails(insight, 'cash').map((line) => (
        <p key={line} className="text-muted-foreground">
          {line}
        </p>
      ))}
      {insight.history.length > 0 && <InsightChart insight={insight} kind="cash" />}
    </section>
  );
}
