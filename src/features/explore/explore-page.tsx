import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DEMO_LABEL } from '@core/format/calendar';
import { formatDate, formatDateTime } from '@core/format/dates';
import { cabinLabel } from '@core/format/labels';
import { textLine } from '@core/format/text-line';
import {
  EXPLORE_DURATION_LABELS,
  type ExploreDestination,
  type ExploreQuery,
  type ExploreReply,
} from '@core/schemas/explore';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuthState } from '@/lib/session-state';
import { toUserMessage } from '@/lib/user-message';
import { DestinationCard, destinationId } from './destination-card';
import { ExploreForm, nextMonths } from './explore-form';
import { getExplore, keepExplore, keptExplore } from './get-explore';

// The map and its outlines load only when asked for: the list is the screen's first load.
const ExploreMap = lazy(async () => ({ default: (await import('./explore-map')).ExploreMap }));

/** 'janeiro de 2027', or '10/01/2027 a 24/01/2027'. */
function periodText(reply: ExploreReply): string {
  const month = reply.month && nextMonths(reply.month.concat('-01'), 1)[0];
  return month ? month.label : `${formatDate(reply.from)} a ${formatDate(reply.to)}`;
}

/** What the reply is for: 'De SAO (GRU, CGH, VCP) · janeiro de 2027 · 1 semana · 2 pessoas · Econômica'. */
function queryText(reply: ExploreReply): string {
  const airports = reply.originAirports.join(', ');
  const origin = airports && airports !== reply.origin ? `De ${reply.origin} (${airports})` : `De ${reply.origin}`;
  return textLine([
    origin,
    periodText(reply),
    EXPLORE_DURATION_LABELS[reply.duration],
    reply.passengers > 1 ? `${reply.passengers} pessoas` : '1 pessoa',
    cabinLabel(reply.cabin),
  ]);
}

/** One source's part: 'não configurado' where it has no key (it could ask nothing), else what it asked and reused. */
function sourceText(name: string, { asked, cached, max }: ExploreReply['calls']['cash']): string {
  return max === 0 ? `${name}: não configurado` : `${name}: ${asked} agora, ${cached} do cache`;
}

/** 'Consultas às fontes: tarifas (Google): 1 agora, 0 do cache · milhas (Seats.aero): não configurado'. */
export function callsText(reply: ExploreReply): string {
  if (reply.demo) return 'Nenhuma fonte de preços configurada: valores de demonstração, nenhuma consulta feita';
  const { cash, miles } = reply.calls;
  return `Consultas às fontes: ${textLine([sourceText('tarifas (Google)', cash), sourceText('milhas (Seats.aero)', miles)])}`;
}

/** Brings a destination's card into view and moves the focus there (a dot on the map leads to it). */
function openCard(d: ExploreDestination) {
  const card = document.getElementById(destinationId(d));
  card?.scrollIntoView?.({ block: 'center' });
  card?.focus({ preventScroll: true });
}

/**
 * Para onde dá pra ir: every destination from a city for a month (or dates) and a trip length, cash and miles in
 * reais for my party, the cheapest first, marked where my balances pay it; each opens its calendar or its search.
 * The last explore stays on the device and opens offline with the time it was fetched.
 */
export function ExplorePage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  // The reply on screen, and when it was kept when it comes from the device rather than from this visit.
  const [shown, setShown] = useState<{ reply: ExploreReply; keptAt: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showMap, setShowMap] = useState(false);
  // A new reply moves the focus (and, on a phone, the view) from the form to the destinations.
  const heading = useRef<HTMLHeadingElement>(null);
  const [fetched, setFetched] = useState(0);
  useEffect(() => {
    if (fetched > 0) heading.current?.focus();
  }, [fetched]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void keptExplore(userId).then((found) => {
      if (live && found) setShown((now) => now ?? { reply: found.reply, keptAt: found.savedAt });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  const explore = async (query: ExploreQuery) => {
    setBusy(true);
    setError(null);
    try {
      const next = await getExplore(query);
      setShown({ reply: next, keptAt: null });
      setFetched((n) => n + 1);
      if (userId) await keepExplore(userId, next);
    } catch (err) {
      setError(toUserMessage(err, 'Não foi possível buscar os destinos.'));
    } finally {
      setBusy(false);
    }
  };

  const reply = shown?.reply;
  const keptAt = shown?.keptAt;
  return (
    <div className="mx-auto grid min-w-0 max-w-5xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Para onde dá pra ir</h1>
        <p className="text-muted-foreground">
          Todos os destinos a partir da sua cidade, em dinheiro e em milhas, no valor do seu milheiro e para todo o
          grupo: o mais barato primeiro.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <ExploreForm busy={busy} onSubmit={(q) => void explore(q)} />
        </CardContent>
      </Card>
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          Consultando as fontes… pode levar alguns segundos.
        </p>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {reply && (
        <section aria-labelledby="explorar-destinos" className="grid min-w-0 gap-3">
          <h2 id="explorar-destinos" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            Destinos
          </h2>
          {keptAt && (
            <Alert>
              <AlertDescription>
                Última consulta guardada no aparelho, feita em {formatDateTime(reply.generatedAt)}: os preços podem ter
                mudado.
              </AlertDescription>
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {reply.demo && <Badge variant="secondary">{DEMO_LABEL}</Badge>}
            <span className="break-words">{queryText(reply)}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            {callsText(reply)}
            {keptAt ? '' : ` · ${formatDateTime(reply.generatedAt)}`}
          </p>
          {reply.errors.map((e) => (
            <Alert key={e.provider} variant="destructive">
              <AlertDescription>{e.message}</AlertDescription>
            </Alert>
          ))}
          {reply.destinations.length === 0 ? (
            <p>Nenhum destino encontrado com esses filtros.</p>
          ) : (
            <>
              <div>
                <Button size="sm" variant="outline" aria-pressed={showMap} onClick={() => setShowMap((v) => !v)}>
                  {showMap ? 'Esconder o mapa' : 'Ver no mapa'}
                </Button>
              </div>
              {showMap && (
                <Suspense fallback={<p className="text-sm text-muted-foreground">Carregando o mapa…</p>}>
                  <ExploreMap destinations={reply.destinations} onOpen={openCard} />
                </Suspense>
              )}
              <ol className="grid min-w-0 gap-3" aria-label="Destinos, do mais barato ao mais caro">
                {reply.destinations.map((d) => (
                  <li key={d.airport} className="min-w-0">
                    <DestinationCard reply={reply} destination={d} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </div>
  );
}
