import { CalendarDays, Loader2, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { splitByDirection } from '@core/flights/collections';
import { filterByPayment, type PaymentFilter, paymentCounts } from '@core/flights/filter';
import { isReferenceFare } from '@core/flights/format';
import { rankByBestValue } from '@core/flights/sort';
import type { Flight } from '@core/schemas/flight';
import type { WsProviderError } from '@core/schemas/ws';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@core/format/dates';
import { FlightList } from './flight-list';
import { isSearchActive } from './search-progress';
import type { SearchPhase } from './use-live-search';

const PAYMENT_LABELS: Record<PaymentFilter, string> = { all: 'Todos', cash: 'Dinheiro', miles: 'Milhas' };

/**
 * SPEC §2 search screens 4–5: outbound/return tabs with counts, payment filter and new search. A running search's
 * progress and 'Interromper Busca' are SearchProgress, outside this lazily loaded panel.
 */
export function ResultsPanel({
  flights,
  phase,
  errors,
  keptAt,
  onNewSearch,
  monthLink,
}: {
  flights: Flight[];
  phase: SearchPhase;
  errors: WsProviderError[];
  keptAt?: string;
  onNewSearch: () => void;
  /** The price calendar of the searched month ("ver o mês inteiro"). */
  monthLink?: string | undefined;
}) {
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [direction, setDirection] = useState<'ida' | 'volta'>('ida');
  const active = isSearchActive(phase);
  const counts = paymentCounts(flights.filter((f) => !f.isInfoOnly));
  // Reference-table estimates are not flights anyone found: said apart from them.
  const estimates = flights.filter((f) => !f.isInfoOnly && isReferenceFare(f)).length;
  const found = flights.filter((f) => !f.isInfoOnly).length - estimates;
  const { outbound, inbound } = useMemo(() => {
    const split = splitByDirection(filterByPayment(flights, payment));
    return { outbound: rankByBestValue(split.outbound), inbound: rankByBestValue(split.inbound) };
  }, [flights, payment]);

  return (
    <div className="space-y-4">
      {keptAt && (
        <Alert variant="warning">
          <AlertTitle>Resultados salvos no aparelho em {formatDateTime(keptAt)}</AlertTitle>
          <AlertDescription>
            Os preços e a disponibilidade podem ter mudado. Faça uma nova busca online para ver valores atualizados.
          </AlertDescription>
        </Alert>
      )}
      {active && flights.length === 0 && (
        <p className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Buscando as melhores opções...
        </p>
      )}
      {errors.length > 0 && (
        <Alert variant="warning">
          <AlertTitle>Algumas fontes não responderam</AlertTitle>
          <AlertDescription>{errors.map((e) => `${e.provider}: ${e.message}`).join(' · ')}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">Forma de pagamento</legend>
          {(Object.keys(PAYMENT_LABELS) as PaymentFilter[]).map((key) => (
            <Button
              key={key}
              size="sm"
              variant={payment === key ? 'default' : 'outline'}
              aria-pressed={payment === key}
              onClick={() => setPayment(key)}
            >
              {PAYMENT_LABELS[key]} ({counts[key]})
            </Button>
          ))}
        </fieldset>
        {estimates > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="contagem-resultados">
            {found} {found === 1 ? 'voo' : 'voos'} · {estimates}{' '}
            {estimates === 1 ? 'estimativa da tabela' : 'estimativas da tabela'}
          </p>
        )}
        <div className="ml-auto flex gap-2">
          {monthLink && (
            <Button asChild size="sm" variant="outline">
              <Link to={monthLink}>
                <CalendarDays aria-hidden="true" /> Ver o mês inteiro
              </Link>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onNewSearch}>
            <RotateCcw aria-hidden="true" /> Nova Busca
          </Button>
        </div>
      </div>
      <Tabs value={direction} onValueChange={(v) => setDirection(v as 'ida' | 'volta')}>
        <TabsList>
          <TabsTrigger value="ida">Ida ({outbound.filter((f) => !f.isInfoOnly).length})</TabsTrigger>
          <TabsTrigger value="volta" disabled={inbound.length === 0}>
            Volta ({inbound.length})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="ida" className={cn(active && 'opacity-95')}>
          <FlightList flights={outbound} pool={flights} empty={active ? null : undefined} />
        </TabsContent>
        <TabsContent value="volta">
          <FlightList flights={inbound} pool={flights} empty={active ? null : undefined} />
        </TabsContent>
      </Tabs>
      <p className="text-xs text-muted-foreground">
        Os preços e a disponibilidade podem mudar a qualquer momento; confirme no site da companhia antes de emitir.
      </p>
    </div>
  );
}
