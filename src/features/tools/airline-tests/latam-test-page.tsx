import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@core/format/dates';
import { failureText } from './airline-replies';
import { AirlineTestForm } from './airline-test-form';
import {
  type AirlineTestFormValues,
  type AirlineTestQuery,
  airlineTestDefaults,
  LATAM_CLASSES,
} from './airline-test-schema';
import { useLatamTest } from './api/get-latam-test';
import { CashFlightList } from './cash-flight-list';
import { ContingencyNotice, FailureNotice, LoadingLine, SkippedRows } from './airline-test-notices';

type Tab = 'buscar' | 'resultados';

/** SPEC §2 'Teste da API da LATAM' (/teste-latam): the LATAM test route, GET /api/test/latam. */
export function LatamTestPage() {
  const [tab, setTab] = useState<Tab>('buscar');
  // The form remounts when its tab comes back: it starts from what was last searched.
  const [values, setValues] = useState<AirlineTestFormValues>(() => airlineTestDefaults(true));
  const request = useLatamTest();
  const run = request.answer ? { query: request.answer.input, reply: request.answer.output } : null;
  const failure = request.error ? `Falha ao buscar voos: ${failureText(request.error)}` : null;
  const busy = request.loading;
  const count = run ? run.reply.ida.length + run.reply.volta.length : 0;

  // A search that found flights opens its results.
  const answer = request.answer;
  useEffect(() => {
    if (answer && answer.output.ida.length + answer.output.volta.length > 0) setTab('resultados');
  }, [answer]);

  const onSearch = (query: AirlineTestQuery, formValues: AirlineTestFormValues) => {
    setValues(formValues);
    request.run(query);
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Teste da API da LATAM</h1>
        <p className="text-muted-foreground">
          Consulta a integração da LATAM (tarifas em reais) pelo servidor, trecho de ida e de volta.
        </p>
      </header>
      <Tabs value={tab} onValueChange={(v) => setTab(v === 'resultados' ? 'resultados' : 'buscar')}>
        <TabsList aria-label="Teste da LATAM">
          <TabsTrigger value="buscar">Buscar</TabsTrigger>
          <TabsTrigger value="resultados" disabled={count === 0}>
            Resultados{count > 0 ? ` (${count})` : ''}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="buscar" className="space-y-4">
          <Card>
            <CardContent className="pt-6">
              <AirlineTestForm
                idPrefix="latam"
                ariaLabel="Buscar voos LATAM"
                defaults={values}
                classes={LATAM_CLASSES}
                withTripType
                busy={busy}
                onSearch={onSearch}
              />
            </CardContent>
          </Card>
          {busy && <LoadingLine text="Buscando voos na API da LATAM..." />}
          {failure && <FailureNotice title={failure} />}
          {run && count === 0 && !busy && (
            <div className="space-y-3">
              {run.reply.contingency && <ContingencyNotice message={run.reply.message} />}
              <div className="py-6 text-center">
                <p className="font-medium">Nenhum voo encontrado</p>
                <p className="text-muted-foreground">A API da LATAM não retornou voos para esta rota e datas.</p>
              </div>
              <SkippedRows count={run.reply.skipped} />
            </div>
          )}
        </TabsContent>
        <TabsContent value="resultados" className="space-y-4">
          {run && count > 0 && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-muted-foreground">
                  {run.query.origin} → {run.query.destination}, ida {formatDate(run.query.departureDate)}
                  {run.query.returnDate ? `, volta ${formatDate(run.query.returnDate)}` : ''}
                </p>
                <Button type="button" variant="outline" onClick={() => setTab('buscar')}>
                  <RotateCcw aria-hidden="true" /> Nova Busca
                </Button>
              </div>
              {run.reply.contingency && <ContingencyNotice message={run.reply.message} />}
              <SkippedRows count={run.reply.skipped} />
              <div className="grid gap-6 lg:grid-cols-2">
                <CashFlightList title="Voos de ida" rows={run.reply.ida} emptyText="Nenhum voo de ida encontrado." />
                {run.query.returnDate && (
                  <CashFlightList
                    title="Voos de volta"
                    rows={run.reply.volta}
                    emptyText="Nenhum voo de volta encontrado."
                  />
                )}
              </div>
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
