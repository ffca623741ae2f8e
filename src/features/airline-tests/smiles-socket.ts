import type { Flight } from '@core/schemas/flight';
import type { WsCompleteMetadata } from '@core/schemas/ws';
import { connectSearch, type SearchSocket } from '@/lib/search-socket';

/** SPEC §7: on the Smiles test only entries with source smiles_api are kept. */
export const SMILES_SOURCE = 'smiles_api';

export interface SmilesBatch {
  /** The smiles_api flights of the batch (each accepted on its own, SPEC §5). */
  flights: Flight[];
  /** Readable entries of other sources, left out. */
  discarded: number;
  /** The provider that sent the batch, when the server says. */
  provider: string | null;
}

export interface SmilesSocketHandlers {
  onOpen(): void;
  onBatch(batch: SmilesBatch): void;
  onComplete(metadata: WsCompleteMetadata | undefined): void;
  /** The server's own error message for the search. */
  onError(message: string): void;
  /** The socket failed or closed before 'complete'. */
  onDrop(): void;
}

/**
 * One subscription on /ws for the Smiles test (SPEC §7): the app's search socket, keeping the smiles_api
 * entries of each results batch and counting the others it leaves out.
 */
export function openSmilesSocket(searchId: string, handlers: SmilesSocketHandlers): SearchSocket {
  return connectSearch(searchId, {
    onOpen: handlers.onOpen,
    onResults(accepted, metadata) {
      const flights = accepted.filter((f) => f.source === SMILES_SOURCE);
      handlers.onBatch({ flights, discarded: accepted.length - flights.length, provider: metadata?.provider ?? null });
    },
    onComplete: handlers.onComplete,
    onError: handlers.onError,
    onDrop: handlers.onDrop,
  });
}
