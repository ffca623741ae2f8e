import { acceptStreamedFlights } from '@core/flights/acceptance';
import type { Flight } from '@core/schemas/flight';
import { parseWsServerMessage, type WsCompleteMetadata, type WsResultsMetadata } from '@core/schemas/ws';

export interface SearchSocketHandlers {
  onOpen(): void;
  /** Each flight checked on its own; metadata (provider, count, elapsed ms) when the server sends it. */
  onResults(flights: Flight[], metadata: WsResultsMetadata | undefined): void;
  onComplete(metadata: WsCompleteMetadata | undefined): void;
  onError(message: string): void;
  /** The socket closed before 'complete' (network loss, server restart). */
  onDrop(): void;
}

export interface SearchSocket {
  cancel(): void;
  close(): void;
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/**
 * One subscription on /ws (SPEC §7): subscribe on open, results batches (each flight checked on its
 * own, so one bad record never drops the batch), complete, cancel. The access cookie authenticates it.
 */
export function connectSearch(searchId: string, handlers: SearchSocketHandlers): SearchSocket {
  const ws = new WebSocket(socketUrl());
  let finished = false;
  ws.addEventListener('open', () => {
    // Cancelled while connecting: never subscribe, so the server never starts this search.
    if (finished) {
      ws.close();
      return;
    }
    ws.send(JSON.stringify({ type: 'subscribe', searchId }));
    handlers.onOpen();
  });
  ws.addEventListener('message', (event) => {
    // After cancel, complete or an error nothing more is shown, whatever is still in flight.
    if (finished) return;
    const message = parseWsServerMessage(typeof event.data === 'string' ? event.data : '');
    if (!message) return;
    if (message.type === 'results') handlers.onResults(acceptStreamedFlights(message.data), message.metadata);
    else if (message.type === 'complete') {
      finished = true;
      handlers.onComplete(message.metadata);
      ws.close();
    } else if (message.type === 'error') {
      finished = true;
      handlers.onError(message.error);
      ws.close();
    }
  });
  ws.addEventListener('close', () => {
    if (finished) return;
    finished = true;
    handlers.onDrop();
  });
  return {
    cancel() {
      if (finished) return;
      finished = true;
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'cancel' }));
      ws.close();
    },
    close() {
      finished = true;
      ws.close();
    },
  };
}
