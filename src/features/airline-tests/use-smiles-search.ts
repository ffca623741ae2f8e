import { useCallback, useEffect, useRef, useState } from 'react';
import { appendUnique } from '@core/flights/collections';
import type { Flight } from '@core/schemas/flight';
import type { WsProviderError } from '@core/schemas/ws';
import { toast } from '@/components/ui/use-toast';
import type { SmilesFixedSearch } from './smiles-fixed-search';
import type { SearchSocket } from '@/lib/search-socket';
import { errorStatus, toUserMessage } from '@/lib/user-message';
import { isNoSearchId, startSearchRequest } from '../search/api/start-search';
import { openSmilesSocket } from './smiles-socket';

export type SmilesPhase = 'idle' | 'starting' | 'connecting' | 'streaming' | 'complete' | 'cancelled' | 'failed';

export interface SmilesFailure {
  title: string;
  description: string;
}

export interface SmilesSearchState {
  phase: SmilesPhase;
  searchId: string | null;
  flights: Flight[];
  /** Entries of other sources the server sent, left out (SPEC §7). */
  discarded: number;
  /** Providers that sent a results batch. */
  providers: string[];
  /** Per-provider failures reported at 'complete'. */
  errors: WsProviderError[];
  failure: SmilesFailure | null;
}

const INITIAL: SmilesSearchState = {
  phase: 'idle',
  searchId: null,
  flights: [],
  discarded: 0,
  providers: [],
  errors: [],
  failure: null,
};

/** SPEC §8 Smiles test texts. */
export const START_FAILED = 'Erro ao iniciar busca';
export const REQUEST_FAILED = 'Erro na requisição';
export const SOCKET_FAILED = 'Erro na conexão WebSocket';
const SOCKET_FAILED_TEXT = 'Não foi possível estabelecer conexão para receber os resultados em tempo real.';

/**
 * SPEC §4 "Smiles test: live connection until 'complete'; on error toast and stop": POST /api/search/async,
 * then /ws subscribe, keeping only smiles_api entries. No reconnect: a dropped socket ends the test honestly.
 */
export function useSmilesSearch() {
  const [state, setState] = useState<SmilesSearchState>(INITIAL);
  const socket = useRef<SearchSocket | null>(null);
  const flightsRef = useRef<Flight[]>([]);
  // Each start, cancel or unmount moves the run on, so a late reply of an older run is ignored.
  const run = useRef(0);

  useEffect(
    () => () => {
      run.current += 1;
      socket.current?.close();
      socket.current = null;
    },
    [],
  );

  const fail = useCallback((failure: SmilesFailure) => {
    socket.current = null;
    toast({ title: failure.title, description: failure.description, variant: 'destructive' });
    setState((s) => ({ ...s, phase: 'failed', failure }));
  }, []);

  const start = useCallback(
    async (search: SmilesFixedSearch) => {
      socket.current?.close();
      socket.current = null;
      const mine = ++run.current;
      flightsRef.current = [];
      setState({ ...INITIAL, phase: 'starting' });
      let searchId: string;
      try {
        searchId = await startSearchRequest(search.body);
      } catch (err) {
        if (mine !== run.current) return;
        if (isNoSearchId(err)) return fail({ title: START_FAILED, description: toUserMessage(err) });
        if (errorStatus(err) !== 0)
          return fail({
            title: START_FAILED,
            description: toUserMessage(err, 'Houve um erro ao iniciar a busca de voos.'),
          });
        return fail({ title: REQUEST_FAILED, description: 'Ocorreu um erro ao comunicar com o servidor.' });
      }
      if (mine !== run.current) return;
      setState((s) => ({ ...s, phase: 'connecting', searchId }));
      socket.current = openSmilesSocket(searchId, {
        onOpen: () => setState((s) => ({ ...s, phase: 'streaming' })),
        onBatch: (batch) => {
          const { flights, added } = appendUnique(flightsRef.current, batch.flights);
          flightsRef.current = flights;
          setState((s) => ({
            ...s,
            flights: added.length > 0 ? flights : s.flights,
            discarded: s.discarded + batch.discarded,
            providers:
              batch.provider && !s.providers.includes(batch.provider) ? [...s.providers, batch.provider] : s.providers,
          }));
        },
        onComplete: (metadata) => {
          socket.current = null;
          const n = flightsRef.current.length;
          toast({
            title: 'Busca concluída',
            description: n === 0 ? 'Nenhum resultado da Smiles nesta busca.' : `${n} resultado(s) da Smiles.`,
          });
          setState((s) => ({ ...s, phase: 'complete', errors: metadata?.errors ?? [] }));
        },
        onError: (message) => fail({ title: 'Erro na busca', description: message }),
        onDrop: () => fail({ title: SOCKET_FAILED, description: SOCKET_FAILED_TEXT }),
      });
    },
    [fail],
  );

  const cancel = useCallback(() => {
    run.current += 1;
    socket.current?.cancel();
    socket.current = null;
    toast({ title: 'Busca cancelada', description: 'A busca foi cancelada com sucesso.' });
    setState((s) => ({ ...s, phase: 'cancelled' }));
  }, []);

  return { ...state, start, cancel };
}
