import { Clock, Loader2, Play, Square } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { splitByDirection } from '@core/flights/collections';
import type { Flight } from '@core/schemas/flight';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDateTime } from '@core/format/dates';
import { SMILES_DESTINATION, SMILES_ORIGIN, smilesFixedSearch } from './smiles-fixed-search';
import { SmilesResultCard } from './smiles-result-card';
import { SMILES_SOURCE } from './use-smiles-search';
import { FailureNotice } from './airline-test-notices';
import { type SmilesSearchState, useSmilesSearch } from './use-smiles-search';

export const NO_SMILES_TITLE = 'Nenhum resultado da Smiles';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words tabular-nums">{children}</dd>
    </div>
  );
}

function FlightList({ title, flights }: { title: string; flights: readonly Flight[] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">
        {title} ({flights.length})
      </h2>
      {flights.length > 0 && (
        <ul aria-label={title} className="space-y-3">
          {flights.map((f) => (
            <li key={f.id}>
              <SmilesResultCard flight={f} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PhaseLine({ phase, count }: { phase: SmilesSearchState['phase']; count: number }) {
  if (phase === 'starting') return <>Iniciando a busca...</>;
  if (phase === 'connecting') return <>Conectando ao servidor para receber os resultados...</>;
  if (phase === 'streaming') return <>Recebendo resultados em tempo real: {count} resultado(s) da Smiles até agora.</>;
  if (phase === 'complete') return <>Busca completa.</>;
  if (phase === 'cancelled') return <>Busca cancelada: {count} resultado(s) da Smiles até aqui.</>;
  return null;
}

/** SPEC §2 Smiles test page (/teste-smiles): one fixed round-trip search over /api/search/async and /ws. */
export function SmilesTestPage() {
  const [fixed] = useState(() => smilesFixedSearch());
  const search = useSmilesSearch();
  const running = search.phase === 'starting' || search.phase === 'connecting' || search.phase === 'streaming';
  const { outbound, inbound } = splitByDirection(search.flights);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Teste da API Smiles</h1>
        <p className="text-muted-foreground">
          Roda uma busca fixa de ida e volta pela busca ao vivo e mostra só os resultados da fonte {SMILES_SOURCE}.
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Busca fixa</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <Item label="Rota">
              {SMILES_ORIGIN} → {SMILES_DESTINATION}, ida e volta
            </Item>
            <Item label="Ida">{formatDate(fixed.departureDate)}</Item>
            <Item label="Volta">{formatDate(fixed.returnDate)}</Item>
            <Item label="Passageiros e classe">1 adulto, Econômica, programa ANY</Item>
          </dl>
          <section className="space-y-2">
            <h3 className="font-semibold">Timestamps calculados</h3>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Ida ao meio-dia (horário local)">
                {fixed.departureNoon}{' '}
                <span className="font-normal text-muted-foreground">({formatDateTime(fixed.departureNoon)})</span>
              </Item>
              <Item label="Volta ao meio-dia (horário local)">
                {fixed.returnNoon}{' '}
                <span className="font-normal text-muted-foreground">({formatDateTime(fixed.returnNoon)})</span>
              </Item>
              <Item label="Ida no link Smiles (03:00 UTC em dia par, 15:00 UTC em dia ímpar)">
                {fixed.departureLinkTimestamp}
              </Item>
              <Item label="Volta no link Smiles">{fixed.returnLinkTimestamp}</Item>
            </dl>
          </section>
          <section className="space-y-2">
            <h3 className="font-semibold">URLs geradas</h3>
            <ul className="space-y-2 text-sm">
              {fixed.urls.map((u) => (
                <li key={u.label}>
                  <p className="text-muted-foreground">{u.label}</p>
                  <a
                    href={u.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {u.url}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </CardContent>
      </Card>

      <Alert>
        <Clock aria-hidden="true" />
        <AlertTitle>A busca pode levar até 2 minutos.</AlertTitle>
        <AlertDescription>
          Os resultados chegam em tempo real enquanto cada fonte responde; mantenha esta página aberta.
        </AlertDescription>
      </Alert>

      <div className="flex flex-wrap gap-3">
        <Button type="button" size="lg" disabled={running} onClick={() => void search.start(fixed)}>
          {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
          {running ? 'Buscando...' : 'Iniciar busca Smiles'}
        </Button>
        {running && (
          <Button type="button" size="lg" variant="outline" onClick={search.cancel}>
            <Square aria-hidden="true" /> Cancelar busca
          </Button>
        )}
      </div>

      {search.phase !== 'idle' && (
        <section aria-label="Andamento da busca" className="space-y-3">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="ID da busca">{search.searchId ?? '—'}</Item>
            <Item label="Fontes que responderam">
              {search.providers.length > 0 ? search.providers.join(', ') : '—'}
            </Item>
          </dl>
          <p role="status" className="text-muted-foreground">
            <PhaseLine phase={search.phase} count={search.flights.length} />
          </p>
          {search.failure && <FailureNotice title={search.failure.title} description={search.failure.description} />}
          {search.phase === 'complete' && search.flights.length === 0 && (
            <Alert>
              <AlertTitle>{NO_SMILES_TITLE}</AlertTitle>
              <AlertDescription>
                <p>
                  A busca terminou sem ofertas da fonte {SMILES_SOURCE}
                  {search.discarded > 0 ? ` (${search.discarded} resultado(s) de outras fontes foram descartados)` : ''}
                  . Sem a integração Smiles configurada no servidor, ela não participa da busca.
                </p>
              </AlertDescription>
            </Alert>
          )}
          {search.errors.length > 0 && (
            <FailureNotice
              title="Erros na busca"
              description={search.errors.map((e) => `${e.provider}: ${e.message}`).join(' · ')}
            />
          )}
        </section>
      )}

      {search.flights.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-2">
          <FlightList title="Voos de ida" flights={outbound} />
          <FlightList title="Voos de volta" flights={inbound} />
        </div>
      )}
    </div>
  );
}
