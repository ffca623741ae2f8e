import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@core/format/dates';
import { ContingencyNotice, FailureNotice, RawJson } from './airline-test-notices';
import type { TesterOutcome, TesterRow } from './tester-rows';

export interface TesterRun {
  id: number;
  apiLabel: string;
  url: string;
  /** HTTP status of the call; 0 when no answer came. */
  status: number;
  elapsedMs: number;
  body: unknown;
  outcome: TesterOutcome | null;
  /** 'Erro ao testar API: …' or 'A requisição falhou'. */
  error: string | null;
  errorDetail?: string;
}

export const NO_FLIGHTS = 'Nenhum voo encontrado';

function statusText(status: number): string {
  return status === 0 ? 'sem resposta' : `HTTP ${status}`;
}

function FlightsTable({ label, rows, showApi }: { label: string; rows: readonly TesterRow[]; showApi: boolean }) {
  if (rows.length === 0) return <p className="py-6 text-center text-muted-foreground">{NO_FLIGHTS}</p>;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {showApi && <TableHead>API</TableHead>}
          <TableHead>Companhia</TableHead>
          <TableHead>Voo</TableHead>
          <TableHead>Trecho</TableHead>
          <TableHead>Data</TableHead>
          <TableHead>Partida</TableHead>
          <TableHead>Chegada</TableHead>
          <TableHead>Duração</TableHead>
          <TableHead>Escalas</TableHead>
          <TableHead>Preço</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            {showApi && <TableCell>{r.api}</TableCell>}
            <TableCell>{r.airline}</TableCell>
            <TableCell className="font-mono text-xs">{r.flightNumber}</TableCell>
            <TableCell className="whitespace-nowrap">
              {r.origin} → {r.destination}
            </TableCell>
            <TableCell className="whitespace-nowrap">{r.date ? formatDate(r.date) || r.date : '—'}</TableCell>
            <TableCell className="tabular-nums">{r.departure}</TableCell>
            <TableCell className="tabular-nums">{r.arrival}</TableCell>
            <TableCell className="whitespace-nowrap">{r.duration}</TableCell>
            <TableCell className="whitespace-nowrap">{r.stops}</TableCell>
            <TableCell className="whitespace-nowrap font-medium">{r.price}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Summaries({ outcome }: { outcome: TesterOutcome }) {
  return (
    <ul aria-label="Resumo por API" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {outcome.summaries.map((s) => (
        <li key={s.api} className="rounded-md border p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {s.api}
            {!s.ok && <Badge variant="destructive">Falhou</Badge>}
            {s.contingency && <Badge variant="warning">Dados de contingência</Badge>}
          </p>
          {s.ok ? (
            <p className="text-muted-foreground">
              {s.outbound} de ida, {s.inbound} de volta
            </p>
          ) : (
            <p className="text-destructive">{s.error ?? 'A requisição falhou'}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The call's status and time, and the tabs 'Voos de Ida', 'Voos de Volta', 'Resposta Completa'. */
export function ApiTesterResults({ run }: { run: TesterRun }) {
  const outcome = run.outcome;
  const flagged = outcome?.summaries.filter((s) => s.contingency) ?? [];
  const multi = (outcome?.summaries.length ?? 0) > 1;
  const contingencyMessage =
    flagged.length === 1 && !multi
      ? (flagged[0]?.message ?? null)
      : `${flagged.map((s) => s.api).join(', ')} responderam com dados de contingência: uma amostra fixa, que não são ofertas reais.`;

  return (
    <section aria-label="Resultado do teste" className="space-y-4">
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <Badge variant={run.status >= 200 && run.status < 300 ? 'success' : 'destructive'}>
              {statusText(run.status)}
            </Badge>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted-foreground">Tempo</dt>
          <dd className="font-medium tabular-nums">{Math.round(run.elapsedMs)} ms</dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="text-muted-foreground">{run.apiLabel}</dt>
          <dd className="font-mono text-xs break-all">GET {run.url}</dd>
        </div>
      </dl>
      {run.error && <FailureNotice title={run.error} description={run.errorDetail} />}
      {flagged.length > 0 && <ContingencyNotice message={contingencyMessage} />}
      {outcome && multi && <Summaries outcome={outcome} />}
      <Tabs key={run.id} defaultValue={outcome ? 'ida' : 'json'}>
        {/* Three tabs are wider than a phone: they wrap rather than push the page sideways. */}
        <TabsList aria-label="Resultado" className="h-auto max-w-full flex-wrap justify-start">
          <TabsTrigger value="ida">Voos de Ida ({outcome?.outbound.length ?? 0})</TabsTrigger>
          <TabsTrigger value="volta">Voos de Volta ({outcome?.inbound.length ?? 0})</TabsTrigger>
          <TabsTrigger value="json">Resposta Completa</TabsTrigger>
        </TabsList>
        <TabsContent value="ida">
          <FlightsTable label="Voos de Ida" rows={outcome?.outbound ?? []} showApi={multi} />
        </TabsContent>
        <TabsContent value="volta">
          <FlightsTable label="Voos de Volta" rows={outcome?.inbound ?? []} showApi={multi} />
        </TabsContent>
        <TabsContent value="json">
          <RawJson value={run.body} label="Resposta Completa (JSON)" />
        </TabsContent>
      </Tabs>
    </section>
  );
}
