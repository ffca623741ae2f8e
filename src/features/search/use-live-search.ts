import type { BookingWindow } from '@core/schemas/booking-window';
import { useCallback, useRef, useState } from 'react';
import type { Flight } from '@core/schemas/flight';
import type { RouteInsight } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';
import type { WsProviderError } from '@core/schemas/ws';
import { toast } from '@/components/ui/use-toast';
import type { RecentSearch } from '@/lib/local-db';
import { asKeptResults } from '@/shared/search-history';
import { isOffline, toUserMessage } from '@/lib/user-message';
import { isNoSearchId } from '@/lib/start-search';
import { useSearchStream } from '@/lib/search-stream';

export type SearchPhase = 'idle' | 'starting' | 'connecting' | 'streaming' | 'complete' | 'interrupted' | 'failed';

export interface LiveSearchState {
  phase: SearchPhase;
  query: SearchQuery | null;
  flights: Flight[];
  errors: WsProviderError[];
  /** Set when these results were reopened from the device: when they were fetched. */
  keptAt?: string;
  /** The search never started because the server could not be reached (no connection). */
  offline?: boolean;
  /** The route's price verdicts from `complete` (or kept with the results on the device). */
  insights?: RouteInsight[];
  /** The award programmes' booking windows from `complete`, for a far day (absent otherwise). */
  bookingWindows?: BookingWindow[];
}

/** What a search started without a connection says (the form stays, with what was typed). */
export const NO_CONNECTION_TITLE = 'Sem conexão com a internet';
export const NO_CONNECTION_TEXT =
  'A busca precisa de conexão para consultar os preços. Conecte-se e busque de novo; seus voos salvos e as últimas buscas abrem sem internet.';

const RECONNECT_MS = 3000;
const INITIAL: LiveSearchState = { phase: 'idle', query: null, flights: [], errors: [] };

/**
 * SPEC §4 async search on the shared search stream: POST /api/search/async, subscribe on /ws, append batches
 * (by id), complete. A dropped socket reconnects once after 3 s and subscribes again (results are
 * de-duplicated). Interrupting (or starting again) ends the run: an interrupted search never shows results
 * or a 'concluída' toast, whatever phase it was in.
 */
export function useLiveSearch() {
  const [state, setState] = useState<LiveSearchState>(INITIAL);
  // The search being started, for the 'Busca iniciada' toast once the server has registered it.
  const searching = useRef<SearchQuery | null>(null);
  const stream = useSearchStream(
    {
      onStarted: () => {
        const query = searching.current;
        if (query) toast({ title: 'Busca iniciada', description: `${query.origin} → ${query.destination}` });
        setState((s) => ({ ...s, phase: 'connecting' }));
      },
      onStartFailed: (err) => {
        if (isNoSearchId(err)) {
          toast({ title: 'Erro', description: toUserMessage(err), variant: 'destructive' });
          setState((s) => ({ ...s, phase: 'failed' }));
          return;
        }
        if (isOffline(err)) {
          toast({ title: NO_CONNECTION_TITLE, description: NO_CONNECTION_TEXT, variant: 'destructive' });
          setState((s) => ({ ...s, phase: 'failed', offline: true }));
          return;
        }
        toast({
          title: 'Erro ao iniciar busca',
          description: toUserMessage(err, 'Não foi possível iniciar a busca. Tente novamente.'),
          variant: 'destructive',
        });
        setState((s) => ({ ...s, phase: 'failed' }));
      },
      onOpen: () => setState((s) => ({ ...s, phase: 'streaming' })),
      onBatch: ({ all, added, before }) => {
        if (added.length === 0) return;
        if (before.length === 0)
          toast({ title: 'Novos resultados encontrados', description: `${added.length} voo(s) até agora.` });
        setState((s) => ({ ...s, flights: all }));
      },
      onComplete: (flights, metadata) => {
        const real = flights.filter((f) => !f.isInfoOnly);
        const outbound = real.filter((f) => !f.isReturnFlight).length;
        const inbound = real.length - outbound;
        toast({
          title: 'Busca concluída',
          description:
            real.length === 0
              ? 'Não foram encontrados voos disponíveis para esta rota nas datas selecionadas.'
              : `${outbound} voo(s) de ida${inbound ? ` e ${inbound} de volta` : ''}.`,
        });
        setState((s) => ({
          ...s,
          phase: 'complete',
          errors: metadata?.errors ?? [],
          insights: metadata?.insights ?? [],
          ...(metadata?.bookingWindows ? { bookingWindows: metadata.bookingWindows } : {}),
        }));
      },
      onError: (message) => {
        toast({ title: 'Erro na busca', description: message, variant: 'destructive' });
        setState((s) => ({ ...s, phase: 'failed' }));
      },
      onDrop: (retrying) => {
        if (retrying) {
          setState((s) => ({ ...s, phase: 'connecting' }));
          return;
        }
        toast({
          title: 'Erro na conexão',
          description: 'Ocorreu um erro ao receber resultados em tempo real.',
          variant: 'destructive',
        });
        setState((s) => ({ ...s, phase: 'failed' }));
      },
    },
    { reconnectMs: RECONNECT_MS },
  );
  const { stop, cancel, kept, replace } = stream;
  const startStream = stream.start;

  const start = useCallback(
    async (query: SearchQuery) => {
      searching.current = query;
      setState({ phase: 'starting', query, flights: [], errors: [] });
      await startStream(query);
    },
    [startStream],
  );

  const interrupt = useCallback(() => {
    // Ends the run first, so nothing already on its way (POST reply, socket open, results) is shown.
    cancel();
    toast({
      title: 'Busca interrompida',
      description: `${kept().filter((f) => !f.isInfoOnly).length} resultado(s) até aqui.`,
    });
    setState((s) => ({ ...s, phase: 'interrupted' }));
  }, [cancel, kept]);

  /** Shows a search kept on the device (works offline), labelled with when it was fetched. */
  const restore = useCallback(
    (search: RecentSearch) => {
      stop();
      replace(asKeptResults(search));
      setState({
        phase: 'complete',
        query: search.query,
        flights: kept(),
        errors: [],
        keptAt: search.fetchedAt,
        insights: search.insights ?? [],
      });
    },
    [stop, replace, kept],
  );

  const reset = useCallback(() => {
    stop();
    replace([]);
    setState(INITIAL);
  }, [stop, replace]);

  return { ...state, start, interrupt, restore, reset };
}
