import { acceptStreamedFlights } from '@core/flights/acceptance';
import type { Flight } from '@core/schemas/flight';
import type { WsCompleteMetadata, WsResultsMetadata } from '@core/schemas/ws';
import { openStream, type StreamSocket } from './stream-socket';

export interface SearchSocketHandlers {
  onOpen(): void;
  /** Each flight checked on its own; metadata (provider, count, elapsed ms) when the server sends it. */
  onResults(flights: Flight[], metadata: WsResultsMetadata | undefined): void;
  onComplete(metadata: WsCompleteMetadata | undefined): void;
  onError(message: string): void;
  /** The socket closed before 'complete' (network loss, server restart). */
  onDrop(): void;
}

export type SearchSocket = StreamSocket;

/**
 * One subscription on /ws (SPEC §7): subscribe on open, results batches (each flight checked on its
 * own, so one bad record never drops the batch), complete, cancel.
 */
export function connectSearch(searchId: string, handlers: SearchSocketHandlers): SearchSocket {
  return openStream(
    { type: 'subscribe', searchId },
    {
      final: 'complete',
      onOpen: handlers.onOpen,
      onMessage(message) {
        if (message.type === 'results') handlers.onResults(acceptStreamedFlights(message.data), message.metadata);
        else if (message.type === 'complete') handlers.onComplete(message.metadata);
      },
      onError: handlers.onError,
      onDrop: handlers.onDrop,
    },
  );
}
