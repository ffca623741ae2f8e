import { useCallback, useState } from 'react';
import type { Flight } from '@core/schemas/flight';
import type { WsProviderError } from '@core/schemas/ws';
import { toast } from '@/components/ui/use-toast';
import type { SmilesFixedSearch } from './smiles-fixed-search';
import { errorStatus, toUserMessage } from '@/lib/user-message';
import { isNoSearchId } from '@/lib/start-search';
import { useSearchStream } from '@/lib/search-stream';

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

/** SPEC §7: on the Smiles test only entries with source smiles_api are kept. */
export const SMILES_SOURCE = 'smiles_api';
const keepSmiles = (flight: Flight) => flight.source === SMILES_SOURCE;

/**
 * SPEC §4 "Smiles test: live connection until 'complete'; on error toast and stop", on the shared search
 * stream: POST /api/search/async, then /ws subscribe, keeping only smiles_api entries (SPEC §7) and counting
 * the others. No reconnect: a dropped socket ends the test honestly.
 */
export function useSmilesSearch() {
  const [state, setState] = useState<SmilesSearchState>(INITIAL);

  const fail = useCallback((failure: SmilesFailure) => {
    toast({ title: failure.title, description: failure.description, variant: 'destructive' });
    setState((s) => ({ ...s, phase: 'failed', failure }));
  }, []);

  const stream = useSearchStream(
    {
      onStarted: (searchId) => setState((s) => ({ ...s, phase: 'connecting', searchId })),
      onStartFailed: (err) => {
        if (isNoSearchId(err)) return fail({ title: START_FAILED, description: toUserMessage(err) });
        if (errorStatus(err) !== 0)
          return fail({
            title: START_FAILED,
            description: toUserMessage(err, 'Houve um erro ao iniciar a busca de voos.'),
          });
        return fail({ title: REQUEST_FAILED, description: 'Ocorreu um erro ao comunicar com o servidor.' });
      },
      onOpen: () => setState((s) => ({ ...s, phase: 'streaming' })),
      onBatch: ({ all, added, discarded, provider }) =>
        setState((s) => ({
          ...s,
          flights: added.length > 0 ? all : s.flights,
          discarded: s.discarded + discarded,
          providers: provider && !s.providers.includes(provider) ? [...s.providers, provider] : s.providers,
        })),
      onComplete: (flights, metadata) => {
        const n = flights.length;
        toast({
          title: 'Busca concluída',
          description: n === 0 ? 'Nenhum resultado da Smiles nesta busca.' : `${n} resultado(s) da Smiles.`,
        });
        setState((s) => ({ ...s, phase: 'complete', errors: metadata?.errors ?? [] }));
      },
      onError: (message) => fail({ title: 'Erro na busca', description: message }),
      onDrop: () => fail({ title: SOCKET_FAILED, description: SOCKET_FAILED_TEXT }),
    },
    { keep: keepSmiles },
  );
  const { cancel: cancelStream } = stream;
  const startStream = stream.start;

  const start = useCallback(
    async (search: SmilesFixedSearch) => {
      setState({ ...INITIAL, phase: 'starting' });
      await startStream(search.body);
    },
    [startStream],
  );

  const cancel = useCallback(() => {
    cancelStream();
    toast({ title: 'Busca cancelada', description: 'A busca foi cancelada com sucesso.' });
    setState((s) => ({ ...s, phase: 'cancelled' }));
  }, [cancelStream]);

  return { ...state, start, cancel };
}
