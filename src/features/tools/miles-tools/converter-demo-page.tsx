import { FlaskConical } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { filterByPayment, type PaymentFilter, paymentCounts } from '@core/flights/filter';
import { rankByBestValue } from '@core/flights/sort';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { DemoOfferCard } from './demo-offer-card';
import { DEMO_ROUTES, demoOffers, demoRouteKey } from './demo-offers';
import { MILES_CONVERTER_PATH, SEARCH_PATH } from '@core/links/paths';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

const FILTERS: readonly { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'cash', label: 'Dinheiro' },
  { value: 'miles', label: 'Milhas' },
];

/** SPEC §2 converter demo (/buscador-demo): sample cash and miles offers, miles valued in reais, best value first. */
export function ConverterDemoPage() {
  const routeId = useId();
  const [routeKey, setRouteKey] = useState(demoRouteKey(DEMO_ROUTES[0]));
  const [filter, setFilter] = useState<PaymentFilter>('all');
  const route = DEMO_ROUTES.find((r) => demoRouteKey(r) === routeKey) ?? DEMO_ROUTES[0];
  const offers = useMemo(() => demoOffers(route), [route]);
  const counts = paymentCounts(offers);
  const shown = rankByBestValue(filterByPayment(offers, filter));

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Demonstração do Conversor</h1>
          <Badge variant="warning">Demonstração</Badge>
        </div>
        <p className="text-muted-foreground">
          Como o Bússola compara passagens em dinheiro e em milhas: cada oferta em milhas ganha um valor em reais e a
          melhor opção aparece primeiro.
        </p>
      </header>

      <Alert variant="warning">
        <FlaskConical aria-hidden="true" />
        <AlertTitle>Demonstração</AlertTitle>
        <AlertDescription>
          Ofertas de exemplo calculadas com as tabelas de referência (tabela fixa e preços de demonstração), sem
          horários. Não são tarifas reais nem podem ser compradas. Para ofertas reais, use o{' '}
          <Link to={SEARCH_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
            Buscador Inteligente
          </Link>
          .
        </AlertDescription>
      </Alert>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5 sm:w-64">
          <Label htmlFor={routeId}>Rota de exemplo</Label>
          <select id={routeId} className={selectClass} value={routeKey} onChange={(e) => setRouteKey(e.target.value)}>
            {DEMO_ROUTES.map((r) => (
              <option key={demoRouteKey(r)} value={demoRouteKey(r)}>
                {r.origin} → {r.destination}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filtrar por forma de pagamento</legend>
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              type="button"
              size="sm"
              variant={filter === f.value ? 'default' : 'outline'}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {f.label} ({counts[f.value]})
            </Button>
          ))}
        </fieldset>
      </div>

      {shown.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">Nenhuma oferta de exemplo para este filtro.</p>
      ) : (
        <ol aria-label="Ofertas de demonstração" className="grid gap-3 md:grid-cols-2">
          {shown.map((offer) => (
            <li key={offer.id}>
              <DemoOfferCard offer={offer} />
            </li>
          ))}
        </ol>
      )}

      <p className="text-sm text-muted-foreground">
        Quer converter suas próprias milhas? Use o{' '}
        <Link to={MILES_CONVERTER_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
          Conversor de Milhas
        </Link>
        .
      </p>
    </div>
  );
}
