import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { isRecord } from '@core/flights/raw-values';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api, rawReply } from '@/lib/api';
import { type AirlineReply, failureText, readAirlineReply, type VoegolRow, voegolRowSchema } from './airline-replies';
import { AirlineTestForm } from './airline-test-form';
import {
  type AirlineTestFormValues,
  type AirlineTestQuery,
  airlineTestDefaults,
  VOEGOL_CLASSES,
  voegolBody,
} from './airline-test-schema';
import { ContingencyNotice, FailureNotice, LoadingLine, RawJson, SkippedRows } from './airline-test-notices';
import { useAbortableRequest } from './use-abortable-request';
import { VoegolFlightList } from './voegol-flight-list';

type Tab = 'formulario' | 'resultados';

interface Failure {
  title: string;
  description?: string;
}

const PROCESSING_ERROR = 'Ocorreu um erro ao processar sua solicitação.';

/** SPEC §8 VoeGol texts: the airline's own failure, the connection, anything else. */
function voegolFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (isRecord(error.body) && error.body._apiError === true) return { title: `Erro na API VoeGol: ${error.message}` };
    if (error.status === 0) return { title: 'Falha na conexão com o servidor. Tente novamente.' };
    return { title: PROCESSING_ERROR, description: error.message };
  }
  return { title: PROCESSING_ERROR, description: failureText(error) };
}

/** The reply's own error flag (SPEC §7: ida, volta, error, _apiError), whatever the HTTP status. */
function replyApiError(body: unknown): string | null {
  if (!isRecord(body) || body._apiError !== true) return null;
  return typeof body.error === 'string' && body.error ? body.error : 'Erro desconhecido';
}

/** SPEC §2 second airline test page (/teste-voegol): POST /api/voegol-proxy, with ?test=true for test data. */
export function VoegolTestPage() {
  const [tab, setTab] = useState<Tab>('formulario');
  const [values, setValues] = useState<AirlineTestFormValues>(() => airlineTestDefaults(false));
  // SPEC §9: test data on by default.
  const [useTestData, setUseTestData] = useState(true);
  const [reply, setReply] = useState<AirlineReply<VoegolRow> | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const request = useAbortableRequest();

  const showFailure = (next: Failure) => {
    setFailure(next);
    toast({ title: next.title, description: next.description, variant: 'destructive' });
  };

  const onSearch = async (query: AirlineTestQuery, formValues: AirlineTestFormValues) => {
    setValues(formValues);
    setFailure(null);
    setReply(null);
    const path = useTestData ? '/api/voegol-proxy?test=true' : '/api/voegol-proxy';
    const outcome = await request.run((signal) => api(path, rawReply, { body: voegolBody(query), signal }));
    if (outcome.status === 'aborted') return;
    if (outcome.status === 'error') return showFailure(voegolFailure(outcome.error));
    const apiError = replyApiError(outcome.value);
    if (apiError) return showFailure({ title: `Erro na API VoeGol: ${apiError}` });
    let read: AirlineReply<VoegolRow>;
    try {
      read = readAirlineReply(outcome.value, voegolRowSchema);
    } catch (error) {
      return showFailure({ title: PROCESSING_ERROR, description: failureText(error) });
    }
    setReply(read);
    setTab('resultados');
    toast({
      title: 'Busca concluída',
      description: `${read.ida.length} voo(s) de ida e ${read.volta.length} de volta.`,
    });
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
                busy={request.busy}
                submitLabel="Buscar"
                onSearch={(query, formValues) => void onSearch(query, formValues)}
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
          {request.busy && <LoadingLine text="Buscando voos na API VoeGol..." />}
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
