import { useCallback, useEffect, useRef, useState } from 'react';
import { appendUnique } from '@core/flights/collections';
import { type Flight, searchStartReply } from '@core/schemas/flight';
import type { RouteInsight } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';
import type { WsProviderError } from '@core/schemas/ws';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import type { RecentSearch } from '@/lib/local-db';
import { asKeptResults } from '@/lib/search-history';
import { connectSearch, type SearchSocket } from '@/lib/search-socket';

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
}

/** What a search started without a connection says (the form stays, with what was typed). */
export const NO_CONNECTION_TITLE = 'Sem conexão com a internet';
export const NO_CONNECTION_TEXT =
  'A busca precisa de conexão para consultar os preços. Conecte-se e busque de novo; seus voos salvos e as últimas buscas abrem sem internet.';

const RECONNECT_MS = 3000;
const INITIAL: LiveSearchState = { phase: 'idle', query: null, flights: [], errors: [] };

/**
 * SPEC §4 async search: POST /api/search/async, subscribe on /ws, append batches (by id), complete.
 * A dropped socket reconnects once after 3 s and subscribes again (results are de-duplicated).
 * Each start is a numbered run; interrupting (or starting again) ends the run, and whatever of an ended run still
 * arrives (the POST's reply, the socket opening, results, 'complete') is dropped: an interrupted search never
 * shows results or a 'concluída' toast, whatever phase it was in.
 */
export function useLiveSearch() {
  const [state, setState] = useState<LiveSearchState>(INITIAL);
  const socket = useRef<SearchSocket | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The flights so far, readable from socket callbacks without side effects inside setState.
  const flightsRef = useRef<Flight[]>([]);
  const run = useRef(0);
  const starting = useRef<AbortController | null>(null);

  const stopSocket = useCallback(() => {
    run.current += 1;
    starting.current?.abort();
    starting.current = null;
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
    socket.current?.close();
    socket.current = null;
  }, []);

  useEffect(() => stopSocket, [stopSocket]);

  const subscribe = useCallback((searchId: string, attempt: number) => {
    let announced = false;
    const mine = run.current;
    const current = () => run.current === mine;
    socket.current = connectSearch(searchId, {
      onOpen: () => current() && setState((s) => ({ ...s, phase: 'streaming' })),
      onResults: (incoming) => {
        if (!current()) return;
        const { flights, added } = appendUnique(flightsRef.current, incoming);
        if (added.length === 0) return;
        if (!announced && flightsRef.current.length === 0) {
          announced = true;
          toast({ title: 'Novos resultados encontrados', description: `${added.length} voo(s) até agora.` });
        }
        flightsRef.current = flights;
        setState((s) => ({ ...s, flights }));
      },
      onComplete: (metadata) => {
        if (!current()) return;
        socket.current = null;
        const real = flightsRef.current.filter((f) => !f.isInfoOnly);
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
        }));
      },
      onError: (message) => {
        if (!current()) return;
        socket.current = null;
        toast({ title: 'Erro na busca', description: message, variant: 'destructive' });
        setState((s) => ({ ...s, phase: 'failed' }));
      },
      onDrop: () => {
        if (!current()) return;
        socket.current = null;
        if (attempt >= 1) {
          toast({
            title: 'Erro na conexão',
            description: 'Ocorreu um erro ao receber resultados em tempo real.',
            variant: 'destructive',
          });
          setState((s) => ({ ...s, phase: 'failed' }));
          return;
        }
        setState((s) => ({ ...s, phase: 'connecting' }));
        retry.current = setTimeout(() => current() && subscribe(searchId, attempt + 1), RECONNECT_MS);
      },
    });
  }, []);

  const start = useCallback(
    async (query: SearchQuery) => {
      stopSocket();
      const mine = run.current;
      const controller = new AbortController();
      starting.current = controller;
      flightsRef.current = [];
      setState({ phase: 'starting', query, flights: [], errors: [] });
      try {
        const res = await api('/api/search/async', searchStartReply, { body: query, signal: controller.signal });
        // Interrupted (or started again) while the POST was on its way: this search goes no further.
        if (run.current !== mine) return;
        starting.current = null;
        if (typeof res.searchId !== 'string' || !res.searchId) {
          toast({ title: 'Erro', description: 'Servidor não retornou um ID de busca válido', variant: 'destructive' });
          setState((s) => ({ ...s, phase: 'failed' }));
          return;
        }
        toast({ title: 'Busca iniciada', description: `${query.origin} → ${query.destination}` });
        setState((s) => ({ ...s, phase: 'connecting' }));
        subscribe(res.searchId, 0);
      } catch (err) {
        if (run.current !== mine) return;
        starting.current = null;
        if (err instanceof ApiError && err.status === 0) {
          toast({ title: NO_CONNECTION_TITLE, description: NO_CONNECTION_TEXT, variant: 'destructive' });
          setState((s) => ({ ...s, phase: 'failed', offline: true }));
          return;
        }
        toast({
          title: 'Erro ao iniciar busca',
          description:
            err instanceof ApiError && err.status !== 0
              ? err.message
              : 'Não foi possível iniciar a busca. Tente novamente.',
          variant: 'destructive',
        });
        setState((s) => ({ ...s, phase: 'failed' }));
      }
    },
    [stopSocket, subscribe],
  );

  const interrupt = useCallback(() => {
    // Ends the run first, so nothing already on its way (POST reply, socket open, results) is shown.
    run.current += 1;
    starting.current?.abort();
    starting.current = null;
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
    socket.current?.cancel();
    socket.current = null;
    toast({
      title: 'Busca interrompida',
      description: `${flightsRef.current.filter((f) => !f.isInfoOnly).length} resultado(s) até aqui.`,
    });
    setState((s) => ({ ...s, phase: 'interrupted' }));
  }, []);

  /** Shows a search kept on the device (works offline), labelled with when it was fetched. */
  const restore = useCallback(
    (kept: RecentSearch) => {
      stopSocket();
      flightsRef.current = asKeptResults(kept);
      setState({
        phase: 'complete',
        query: kept.query,
        flights: flightsRef.current,
        errors: [],
        keptAt: kept.fetchedAt,
        insights: kept.insights ?? [],
      });
    },
    [stopSocket],
  );

  const reset = useCallback(() => {
    stopSocket();
    flightsRef.current = [];
    setState(INITIAL);
  }, [stopSocket]);

  return { ...state, start, interrupt, restore, reset };
}
