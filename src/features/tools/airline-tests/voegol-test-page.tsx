import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { isRecord } from '@core/flights/raw-values';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { failureText } from './airline-replies';
import { AirlineTestForm } from './airline-test-form';
import {
  type AirlineTestFormValues,
  type AirlineTestQuery,
  airlineTestDefaults,
  VOEGOL_CLASSES,
} from './airline-test-schema';
import { useVoegolTest } from './api/send-voegol-test';
import { ContingencyNotice, FailureNotice, LoadingLine, RawJson, SkippedRows } from './airline-test-notices';
import { VoegolFlightList } from './voegol-flight-list';

type Tab = 'formulario' | 'resultados';

interface Failure {
  title: string;
  description?: string;
}

const PROCESSING_ERROR = 'Ocorreu um erro ao processar sua solicitação.';

/** SPEC §7: the airline's own failure comes flagged `_apiError` in the error reply. */
const isAirlineFailure = (error: unknown): boolean =>
  error instanceof ApiError && isRecord(error.body) && error.body._apiError === true;

/** SPEC §8 VoeGol texts: the airline's own failure, the connection, anything else. */
function voegolFailure(error: unknown): Failure {
  if (isAirlineFailure(error)) return { title: `Erro na API VoeGol: ${toUserMessage(error)}` };
  if (isOffline(error)) return { title: 'Falha na conexão com o servidor. Tente novamente.' };
  return { title: PROCESSING_ERROR, description: toUserMessage(error, failureText(error)) };
}

/** SPEC §2 second airline test page (/teste-voegol): POST /api/voegol-proxy, with ?test=true for test data. */
export function VoegolTestPage() {
  const [tab, setTab] = useState<Tab>('formulario');
  const [values, setValues] = useState<AirlineTestFormValues>(() => airlineTestDefaults(false));
  // SPEC §9: test data on by default.
  const [useTestData, setUseTestData] = useState(true);
  const request = useVoegolTest();
  const reply = request.answer?.output ?? null;
  const failure = useMemo(() => (request.error ? voegolFailure(request.error) : null), [request.error]);
  const busy = request.loading;

  useEffect(() => {
    if (!failure) return;
    toast({ title: failure.title, description: failure.description, variant: 'destructive' });
  }, [failure]);

  useEffect(() => {
    if (!reply) return;
    setTab('resultados');
    toast({
      title: 'Busca concluída',
      description: `${reply.ida.length} voo(s) de ida e ${reply.volta.length} de volta.`,
    });
  }, [reply]);

  const onSearch = (query: AirlineTestQuery, formValues: AirlineTestFormValues) => {
    setValues(formValues);
    request.run({ query, useTestData });
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Teste da API VoeGol</h1>
        <p className="text-muted-foreground">
          Consulta a integração da GOL (VoeGol) pelo servidor e mostra a resposta completa.
        </p>
      </header>
      <Tabs value={tab} onValueChange={(v) => setTab(v === 'resultados' ? 'resultados' : 'formulario')}>
        <TabsList aria-label="Teste da VoeGol">
          <TabsTrigger value="formulario">Formulário</TabsTrigger>
          <TabsTrigger value="resultados" disabled={!reply}>
            Resultados
          </TabsTrigger>
        </TabsList>
        <TabsContent value="formulario" className="space-y-4">
          <Card>
            <CardContent className="pt-6">
              <AirlineTestForm
                idPrefix="voegol"
                ariaLabel="Buscar voos VoeGol"
                defaults={values}
                classes={VOEGOL_CLASSES}
                withTripType={false}
                passengerFallback
                busy={busy}
                submitLabel="Buscar"
                onSearch={onSearch}
              >
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="voegol-dados-teste"
                    checked={useTestData}
                    onCheckedChange={(v) => setUseTestData(v === true)}
                  />
                  <Label htmlFor="voegol-dados-teste">Usar dados de teste</Label>
                </div>
              </AirlineTestForm>
            </CardContent>
          </Card>
          {busy && <LoadingLine text="Buscando voos na API VoeGol..." />}
          {failure && <FailureNotice title={failure.title} description={failure.description} />}
        </TabsContent>
        <TabsContent value="resultados" className="space-y-4">
          {reply && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-xl font-semibold">Resultados</h2>
                <Button type="button" variant="outline" onClick={() => setTab('formulario')}>
                  <RotateCcw aria-hidden="true" /> Nova Busca
                </Button>
              </div>
              {reply.contingency && <ContingencyNotice message={reply.message} />}
              <SkippedRows count={reply.skipped} />
              <div className="grid gap-6 lg:grid-cols-2">
                <VoegolFlightList title="Voos de ida" rows={reply.ida} />
                <VoegolFlightList title="Voos de volta" rows={reply.volta} />
              </div>
              <section className="space-y-2">
                <h3 className="font-semibold">Resposta completa (JSON)</h3>
                <RawJson value={reply.raw} label="Resposta completa (JSON)" />
              </section>
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
